"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, FormAlert, SaveButton } from "@/components/ui/field";
import { Checkbox, SelectField, TextAreaField } from "@/components/ui/form-controls";
import { firstFieldErrors } from "@/lib/api/errors";
import { api, errorValues, fieldErrorMap } from "@/lib/client/api";
import { keys, type Branch, type Hall } from "@/lib/client/queries";
import { hallInput } from "@/lib/halls/schemas";

type Form = {
  name: string;
  description: string;
  capacity: string;
  branch: string;
  video_url: string;
  amenities: string;
  features: string;
  address: string;
  is_air_conditioned: boolean;
  has_projector: boolean;
  has_sound_system: boolean;
  requires_slot: boolean;
};

const toForm = (h: Hall | null, branches: Branch[]): Form => ({
  name: h?.name ?? "",
  description: h?.description ?? "",
  capacity: String(h?.capacity ?? 0),
  branch: h ? String(h.branch) : branches.length === 1 ? String(branches[0].id) : "",
  video_url: h?.video_url ?? "",
  amenities: h?.amenities.join(", ") ?? "",
  features: h?.features.join(", ") ?? "",
  address: h?.address ?? "",
  is_air_conditioned: h?.is_air_conditioned ?? false,
  has_projector: h?.has_projector ?? false,
  has_sound_system: h?.has_sound_system ?? false,
  requires_slot: h?.requires_slot ?? false,
});

/**
 * Add or edit a hall (spec §5 rules, checked here with the server's own schema, and again there).
 */
export function HallDialog({
  open,
  onOpenChange,
  hall,
  branches,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  hall: Hall | null;
  branches: Branch[];
  onSaved?: (h: Hall) => void;
}) {
  const [form, setForm] = useState<Form>(() => toForm(hall, branches));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFormError(null);
    const payload = {
      ...form,
      capacity: form.capacity === "" ? undefined : form.capacity,
      branch: form.branch,
      video_url: form.video_url || null,
    };
    const parsed = hallInput.safeParse(payload);
    // An empty capacity would otherwise take the schema's default of 0: the form requires it (spec
    // §5).
    const next = {
      ...(parsed.success ? {} : firstFieldErrors(parsed.error)),
      ...(form.capacity === "" ? { capacity: "Capacity is required." } : {}),
    };
    if (!parsed.success || Object.keys(next).length) {
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = hall
        ? await api<Hall>(`/api/tenant/halls/${hall.id}/`, { method: "PATCH", body: parsed.data })
        : await api<Hall>("/api/tenant/halls/", { method: "POST", body: parsed.data });
      toast.success(hall ? "Hall updated successfully!" : "Hall added successfully!");
      await queryClient.invalidateQueries({ queryKey: keys.halls });
      onSaved?.(saved);
      onOpenChange(false);
    } catch (error) {
      const message = errorValues(error) || "Failed to save hall.";
      setErrors(fieldErrorMap(error));
      setFormError(message);
      toast.error(`Error saving hall: ${message}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={hall ? "Edit Hall" : "Add Hall"}
      className="max-w-2xl"
    >
      <form onSubmit={submit} noValidate className="max-h-[75vh] space-y-4 overflow-y-auto pr-1">
        <FormAlert>{formError}</FormAlert>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Name"
            value={form.name}
            onChange={(e) => set("name", e.target.value)}
            error={errors.name}
            required
            autoFocus
          />
          <SelectField
            label="Branch"
            value={form.branch}
            onChange={(e) => set("branch", e.target.value)}
            error={errors.branch}
            required
          >
            <option value="">Select a branch</option>
            {branches.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
                {b.city ? ` (${b.city})` : ""}
              </option>
            ))}
          </SelectField>
          <Field
            label="Capacity"
            type="number"
            min={0}
            step={1}
            value={form.capacity}
            onChange={(e) => set("capacity", e.target.value)}
            error={errors.capacity}
            required
          />
          <Field
            label="Video URL"
            type="url"
            placeholder="https://"
            value={form.video_url}
            onChange={(e) => set("video_url", e.target.value)}
            error={errors.video_url}
          />
        </div>
        <TextAreaField
          label="Description"
          value={form.description}
          onChange={(e) => set("description", e.target.value)}
          error={errors.description}
        />
        <Field
          label="Amenities"
          hint="Separate with commas, e.g. Stage, Dance floor, Parking"
          value={form.amenities}
          onChange={(e) => set("amenities", e.target.value)}
          error={errors.amenities}
        />
        <Field
          label="Features"
          hint="Separate with commas"
          value={form.features}
          onChange={(e) => set("features", e.target.value)}
          error={errors.features}
        />
        <Field
          label="Address"
          value={form.address}
          onChange={(e) => set("address", e.target.value)}
          error={errors.address}
        />
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">Facilities</legend>
          <Checkbox
            label="Air-conditioned"
            checked={form.is_air_conditioned}
            onChange={(e) => set("is_air_conditioned", e.target.checked)}
          />
          <Checkbox
            label="Projector"
            checked={form.has_projector}
            onChange={(e) => set("has_projector", e.target.checked)}
          />
          <Checkbox
            label="Sound system"
            checked={form.has_sound_system}
            onChange={(e) => set("has_sound_system", e.target.checked)}
          />
          <Checkbox
            label="Bookings must use a time slot"
            checked={form.requires_slot}
            onChange={(e) => set("requires_slot", e.target.checked)}
          />
        </fieldset>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <SaveButton saving={saving}>{hall ? "Save Changes" : "Add Hall"}</SaveButton>
        </div>
      </form>
    </Dialog>
  );
}
