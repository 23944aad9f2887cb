"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { Field, FormAlert, SaveButton } from "@/components/ui/field";
import { SelectField, TextAreaField } from "@/components/ui/form-controls";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { setServerErrors } from "@/lib/client/form-errors";
import { TICKET_SUBMIT_FAILED, TICKET_SUBMITTED } from "@/lib/support/messages";
import {
  TICKET_PRIORITIES,
  ticketInput,
  type TicketFormValues,
  type TicketInput,
} from "@/lib/support/schemas";

const FIELDS = ["subject", "description", "priority"] as const;

/** 'New Ticket' (spec §5: subject and description required; priority low by default). */
export function TicketForm({ onCreated }: { onCreated?: () => void }) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TicketFormValues, unknown, TicketInput>({
    resolver: zodResolver(ticketInput),
    defaultValues: { subject: "", description: "", priority: "low" },
  });
  const { register, formState } = form;
  const errors = formState.errors;

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await api("/api/support/tickets/", { method: "POST", body });
      toast.success(TICKET_SUBMITTED);
      form.reset();
      router.refresh();
      onCreated?.();
    } catch (error) {
      setServerErrors(error, form.setError, FIELDS);
      setFormError(TICKET_SUBMIT_FAILED);
      toast.error(TICKET_SUBMIT_FAILED);
    }
  });

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
