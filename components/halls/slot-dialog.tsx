"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, FormAlert, SaveButton } from "@/components/ui/field";
import { Checkbox } from "@/components/ui/form-controls";
import { call } from "@/lib/client/call";
import { serverWords } from "@/lib/client/form-errors";
import { keys, type Hall, type Slot } from "@/lib/client/queries";
import { useApiForm } from "@/lib/client/use-api-form";
import { slotInput } from "@/lib/slots/schemas";

const saveFailed = serverWords("Failed to save slot.");

/**
 * Add or edit a time slot of a hall: name, start and end (HH:MM, the venue's local time), active.
 * The form is the API's body: the hall rides along as a value no input shows.
 */
export function SlotDialog({
  open,
  onOpenChange,
  hall,
  slot,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  hall: Hall;
  slot: Slot | null;
}) {
  const { form, formError, submit } = useApiForm({
    schema: slotInput,
    defaultValues: {
      hall: hall.id,
      name: slot?.name ?? "",
      start_time: slot?.start_time ?? "",
      end_time: slot?.end_time ?? "",
      is_active: slot?.is_active ?? true,
    },
    request: (body) =>
      slot
        ? call.patch("/api/tenant/slots/{id}/", { params: { id: slot.id }, body })
        : call.post("/api/tenant/slots/", { body }),
    success: slot ? "Slot updated successfully!" : "Slot added successfully!",
    invalidate: [keys.slots(hall.id), keys.halls],
    onSuccess: () => onOpenChange(false),
    failure: { form: saveFailed, toast: (error) => `Error saving slot: ${saveFailed(error)}` },
  });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={slot ? "Edit Slot" : "Add Slot"}
      description={`${hall.name} · times are the venue's local time`}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormAlert>{formError}</FormAlert>
        <Field
          label="Slot name"
          placeholder="e.g. Evening"
          {...register("name")}
          error={errors.name?.message}
          required
          autoFocus
        />
        <div className="grid grid-cols-2 gap-4">
          {/* The end is checked against the start: a new start re-checks it. */}
          <Field
            label="Start time"
            type="time"
            {...register("start_time", { deps: "end_time" })}
            error={errors.start_time?.message}
            required
          />
          <Field
            label="End time"
            type="time"
            {...register("end_time")}
            error={errors.end_time?.message}
            required
          />
        </div>
        <Checkbox label="Active" {...register("is_active")} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <SaveButton saving={isSubmitting}>{slot ? "Save Changes" : "Add Slot"}</SaveButton>
        </div>
      </form>
    </Dialog>
  );
}
