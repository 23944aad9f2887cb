"use client";

import { Field, FormAlert, SaveButton } from "@/components/ui/field";
import { SelectField, TextAreaField } from "@/components/ui/form-controls";
import { call } from "@/lib/client/call";
import { useApiForm } from "@/lib/client/use-api-form";
import { TICKET_SUBMIT_FAILED, TICKET_SUBMITTED } from "@/lib/support/messages";
import { TICKET_PRIORITIES, ticketInput } from "@/lib/support/schemas";

/** 'New Ticket' (spec §5: subject and description required; priority low by default). */
export function TicketForm({ onCreated }: { onCreated?: () => void }) {
  const { form, formError, submit } = useApiForm({
    schema: ticketInput,
    defaultValues: { subject: "", description: "", priority: "low" },
    request: (body) => call.post("/api/support/tickets/", { body }),
    success: TICKET_SUBMITTED,
    refresh: true,
    onSuccess: () => {
      form.reset();
      onCreated?.();
    },
    failure: { form: TICKET_SUBMIT_FAILED },
  });
  const { register, formState } = form;
  const errors = formState.errors;

  return (
    <form onSubmit={submit} noValidate className="max-w-2xl space-y-4">
      <FormAlert>{formError}</FormAlert>
      <Field label="Subject" error={errors.subject?.message} {...register("subject")} />
      <TextAreaField
        label="Description"
        rows={5}
        error={errors.description?.message}
        {...register("description")}
      />
      <SelectField label="Priority" error={errors.priority?.message} {...register("priority")}>
        {TICKET_PRIORITIES.map((p) => (
          <option key={p} value={p}>
            {p[0].toUpperCase() + p.slice(1)}
          </option>
        ))}
      </SelectField>
      <SaveButton saving={formState.isSubmitting}>Submit Ticket</SaveButton>
    </form>
  );
}
