"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, FormAlert, SaveButton } from "@/components/ui/field";
import { Checkbox } from "@/components/ui/form-controls";
import { toast } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/client/api";
import { setServerErrors } from "@/lib/client/form-errors";
import { keys, type Hall, type Slot } from "@/lib/client/queries";
import { slotInput } from "@/lib/slots/schemas";

type Values = z.input<typeof slotInput>;
const FIELDS = ["hall", "name", "start_time", "end_time", "is_active"] as const;

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
  const [formError, setFormError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof slotInput>>({
    resolver: zodResolver(slotInput),
    defaultValues: {
      hall: hall.id,
      name: slot?.name ?? "",
      start_time: slot?.start_time ?? "",
      end_time: slot?.end_time ?? "",
      is_active: slot?.is_active ?? true,
    },
  });

  const save = handleSubmit(async (body) => {
    setFormError(null);
    try {
      if (slot) await api(`/api/tenant/slots/${slot.id}/`, { method: "PATCH", body });
      else await api("/api/tenant/slots/", { method: "POST", body });
      toast.success(slot ? "Slot updated successfully!" : "Slot added successfully!");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.slots(hall.id) }),
        queryClient.invalidateQueries({ queryKey: keys.halls }),
      ]);
      onOpenChange(false);
    } catch (error) {
      const message = errorMessage(error, { fallback: "Failed to save slot." });
      setServerErrors(error, setError, FIELDS);
      setFormError(message);
      toast.error(`Error saving slot: ${message}`);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={slot ? "Edit Slot" : "Add Slot"}
      description={`${hall.name} · times are the venue's local time`}
    >
      <form onSubmit={save} noValidate className="space-y-4">
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
