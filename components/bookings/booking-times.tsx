"use client";

import type { UseFormReturn } from "react-hook-form";

import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/form-controls";
import type { BookingFormOutput, BookingFormValues, TimeMode } from "@/lib/bookings/form";
import type { Hall, Slot } from "@/lib/client/queries";

export const NO_HALL_FOR_SLOTS = "Please select a hall first to see available slots.";
export const NO_SLOTS =
  "No slots available for this hall. Please select 'Custom Time' or add slots to the hall.";

/**
 * When a booking happens: custom start and end, or one of the hall's slots on a date (spec §4).
 * In slot mode the slot sets start_time and end_time; the date stays when the hall changes.
 */
export function BookingTimes({
  form,
  mode,
  onModeChange,
  hall,
  slots,
  slotsLoaded,
  slotDate,
  onSlotDateChange,
  today,
}: {
  form: UseFormReturn<BookingFormValues, unknown, BookingFormOutput>;
  mode: TimeMode;
  onModeChange: (mode: TimeMode) => void;
  hall: Hall | undefined;
  slots: Slot[];
  slotsLoaded: boolean;
  slotDate: string;
  onSlotDateChange: (date: string) => void;
  today: string;
}) {
  const { register, setValue, formState } = form;
  const errors = formState.errors;
  const touched = { shouldValidate: formState.isSubmitted, shouldDirty: true };

  function setPeriod(slotId: string, date: string) {
    const slot = slots.find((s) => String(s.id) === slotId);
    const day = date || today;
    setValue("start_time", slot ? `${day}T${slot.start_time}` : "", touched);
    setValue("end_time", slot ? `${day}T${slot.end_time}` : "", touched);
  }

  const slotField = register("slot_id", {
    onChange: (e: React.ChangeEvent<HTMLSelectElement>) => setPeriod(e.target.value, slotDate),
  });
  const notice =
    mode !== "slot"
      ? null
      : !hall
        ? NO_HALL_FOR_SLOTS
        : slotsLoaded && !slots.length
          ? NO_SLOTS
          : null;

  return (
    <>
      {slots.length || mode === "slot" ? (
        <fieldset className="flex gap-6 text-sm">
          <legend className="sr-only">Time mode</legend>
          {(["custom", "slot"] as const).map((m) => (
            <label key={m} className="flex items-center gap-2 text-slate-700">
              <input
                type="radio"
                name="time-mode"
                value={m}
                checked={mode === m}
                onChange={() => onModeChange(m)}
                className="accent-brand-600"
              />
              {m === "custom" ? "Custom Time" : "Use Slot"}
            </label>
          ))}
        </fieldset>
      ) : null}

      {mode === "custom" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Start Time"
            type="datetime-local"
            {...register("start_time")}
            error={errors.start_time?.message}
            required
          />
          <Field
            label="End Time"
            type="datetime-local"
            {...register("end_time")}
            error={errors.end_time?.message}
            required
          />
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Date"
            type="date"
            value={slotDate}
            onChange={(e) => {
              onSlotDateChange(e.target.value);
              setPeriod(form.getValues("slot_id"), e.target.value);
            }}
            error={errors.start_time?.message ?? errors.end_time?.message}
          />
          <SelectField label="Slot" {...slotField} error={errors.slot_id?.message} required>
            <option value="">Select a slot</option>
            {slots.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({s.start_time}–{s.end_time})
              </option>
            ))}
          </SelectField>
          {notice ? <p className="text-sm text-amber-700 sm:col-span-2">{notice}</p> : null}
        </div>
      )}
      {hall?.requires_slot && mode === "custom" ? (
        <p className="text-xs text-amber-700">This hall only takes bookings in its time slots.</p>
      ) : null}
    </>
  );
}
