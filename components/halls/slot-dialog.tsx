"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, FormAlert, SaveButton } from "@/components/ui/field";
import { Checkbox } from "@/components/ui/form-controls";
import { firstFieldErrors } from "@/lib/api/errors";
import { api, errorValues, fieldErrorMap } from "@/lib/client/api";
import { keys, type Hall, type Slot } from "@/lib/client/queries";
import { slotInput } from "@/lib/slots/schemas";

/**
 * Add or edit a time slot of a hall: name, start and end (HH:MM, the venue's local time), active.
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
  const [form, setForm] = useState({
    name: slot?.name ?? "",
    start_time: slot?.start_time ?? "",
    end_time: slot?.end_time ?? "",
    is_active: slot?.is_active ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFormError(null);
    const parsed = slotInput.safeParse({ ...form, hall: hall.id });
    if (!parsed.success) {
      setErrors(firstFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (slot) await api(`/api/tenant/slots/${slot.id}/`, { method: "PATCH", body: parsed.data });
      else await api("/api/tenant/slots/", { method: "POST", body: parsed.data });
      toast.success(slot ? "Slot updated successfully!" : "Slot added successfully!");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.slots(hall.id) }),
        queryClient.invalidateQueries({ queryKey: keys.halls }),
      ]);
      onOpenChange(false);
    } catch (error) {
      const message = errorValues(error) || "Failed to save slot.";
      setErrors(fieldErrorMap(error));
      setFormError(message);
      toast.error(`Error saving slot: ${message}`);
    } finally {
      setSaving(false);
    }
  }

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
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
          error={errors.name}
          required
          autoFocus
        />
        <div className="grid grid-cols-2 gap-4">
          <Field
            label="Start time"
            type="time"
            value={form.start_time}
            onChange={(e) => setForm({ ...form, start_time: e.target.value })}
            error={errors.start_time}
            required
          />
          <Field
            label="End time"
            type="time"
            value={form.end_time}
            onChange={(e) => setForm({ ...form, end_time: e.target.value })}
            error={errors.end_time}
            required
          />
        </div>
        <Checkbox
          label="Active"
          checked={form.is_active}
          onChange={(e) => setForm({ ...form, is_active: e.target.checked })}
        />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <SaveButton saving={saving}>{slot ? "Save Changes" : "Add Slot"}</SaveButton>
        </div>
      </form>
    </Dialog>
  );
}
