"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, FormAlert, SaveButton } from "@/components/ui/field";
import { Checkbox, SelectField, TextAreaField } from "@/components/ui/form-controls";
import { fieldErrorMap } from "@/lib/client/api";
import { call } from "@/lib/client/call";
import { formDataOf } from "@/lib/client/form-data";
import { serverWords } from "@/lib/client/form-errors";
import { keys, type Branch, type Hall } from "@/lib/client/queries";
import { useApiForm } from "@/lib/client/use-api-form";
import { hallForm, type HallFormValues } from "@/lib/halls/schemas";

import { HallPartsField } from "./hall-parts-field";
import { HallPhotoField } from "./hall-photo-field";

const saveFailed = serverWords("Failed to save hall.");

/** The minutes the hall keeps free around each event (decision 038). */
const BUFFER_FIELDS = [
  { name: "setup_minutes", label: "Setup time (minutes)", hint: "Kept free before each event" },
  { name: "cleanup_minutes", label: "Cleanup time (minutes)", hint: "Kept free after each event" },
] as const;

// The inputs hold text; lists are edited as comma-separated text (spec §5: amenities).
const defaults = (h: Hall | null, branches: Branch[]): HallFormValues => ({
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
  setup_minutes: String(h?.setup_minutes ?? 0),
  cleanup_minutes: String(h?.cleanup_minutes ?? 0),
  status: h?.status === "inactive" ? "inactive" : "active",
  parts: h?.parts ?? [],
});

/** Add or edit a hall: spec §5 rules, checked here with the server's schema and again there. */
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
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const { form, formError, submit } = useApiForm({
    schema: hallForm,
    defaultValues: defaults(hall, branches),
    request: (values) => {
      setPhotoError(null);
      // With a photo the fields go as multipart, in the same request: all saved, or nothing.
      const body = photo ? formDataOf(values, { image: photo }) : values;
      return hall
        ? call.patch("/api/tenant/halls/{id}/", { params: { id: hall.id }, body })
        : call.post("/api/tenant/halls/", { body });
    },
    success: hall ? "Hall updated successfully!" : "Hall added successfully!",
    invalidate: [keys.halls],
    onSuccess: (saved) => {
      onSaved?.(saved);
      onOpenChange(false);
    },
    failure: { form: saveFailed, toast: (error) => `Error saving hall: ${saveFailed(error)}` },
    onFailure: (error) => setPhotoError(fieldErrorMap(error).image ?? null),
  });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={hall ? "Edit Hall" : "Add Hall"}
      className="max-w-2xl"
    >
      <form
        onSubmit={submit}
        noValidate
        className="-mx-1 max-h-[75vh] space-y-4 overflow-y-auto px-1 pb-1"
      >
        <FormAlert>{formError}</FormAlert>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Name"
            {...register("name")}
            error={errors.name?.message}
            required
            autoFocus
          />
          <SelectField
            label="Branch"
            {...register("branch")}
            error={errors.branch?.message}
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
            inputMode="numeric"
            min={0}
            step={1}
            {...register("capacity")}
            error={errors.capacity?.message}
            required
          />
          {BUFFER_FIELDS.map(({ name, label, hint }) => (
            <Field
              key={name}
              label={label}
              hint={hint}
              type="number"
              inputMode="numeric"
              min={0}
              max={1440}
              step={1}
              {...register(name)}
              error={errors[name]?.message}
            />
          ))}
          <Field
            label="Video URL"
            type="url"
            placeholder="https://"
            {...register("video_url")}
            error={errors.video_url?.message}
          />
        </div>
        <HallPartsField
          control={form.control}
          hallId={hall?.id ?? null}
          error={errors.parts?.message}
        />
        <TextAreaField
          label="Description"
          {...register("description")}
          error={errors.description?.message}
        />
        <Field
          label="Amenities"
          hint="Separate with commas, e.g. Stage, Dance floor, Parking"
          {...register("amenities")}
          error={errors.amenities?.message}
        />
        <Field
          label="Features"
          hint="Separate with commas"
          {...register("features")}
          error={errors.features?.message}
        />
        <Field label="Address" {...register("address")} error={errors.address?.message} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Status" {...register("status")} error={errors.status?.message}>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </SelectField>
          <HallPhotoField
            current={hall?.image_url ?? null}
            error={photoError}
            onChange={setPhoto}
          />
        </div>
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">Facilities</legend>
          <Checkbox label="Air-conditioned" {...register("is_air_conditioned")} />
          <Checkbox label="Projector" {...register("has_projector")} />
          <Checkbox label="Sound system" {...register("has_sound_system")} />
          <Checkbox label="Bookings must use a time slot" {...register("requires_slot")} />
        </fieldset>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <SaveButton saving={isSubmitting}>{hall ? "Save Changes" : "Add Hall"}</SaveButton>
        </div>
      </form>
    </Dialog>
  );
}
