// When the enquiry is for: the date, and the hall's slots (the free ones of that day) or a start
// and an end time; a hall with slots that takes other times too offers both, the times shown
// while no slot is chosen.
import type { UseFormRegister } from "react-hook-form";

import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/form-controls";
import type { AvailabilityDay, MonthAvailability } from "@/lib/enquiries/availability";
import { lengthHint, noticeHint, type EnquiryLimits } from "@/lib/enquiries/schemas";

import type { EnquiryValues } from "./enquiry-values";

/** A hall that takes other times too: no slot, the times below. */
export const OTHER_TIMES = "No slot: other times (below)";

export function WhenFields({
  register,
  message,
  slots,
  requiresSlot,
  bySlot,
  day,
  today,
  limits,
  onDateChange,
}: {
  register: UseFormRegister<EnquiryValues>;
  message: (field: keyof EnquiryValues) => string | undefined;
  slots: MonthAvailability["slots"];
  /** the hall takes bookings only in its slots */
  requiresSlot: boolean;
  /** a slot says when: no time fields */
  bySlot: boolean;
  /** the chosen day's availability, when it is in the month shown */
  day: AvailabilityDay | null;
  today: string;
  limits: EnquiryLimits;
  onDateChange: (date: string) => void;
}) {
  const free = day ? new Set(day.free.map((f) => f.slot_id)) : null;
  return (
    <>
      <Field
        label="Date"
        type="date"
        required
        min={today}
        hint={noticeHint(limits.noticeHours)}
        className="sm:col-span-2"
        {...register("date", { onChange: (e) => onDateChange(e.target.value) })}
        error={message("date")}
      />
      {slots.length ? (
        // A row of its own: the longest label ("Morning (09:00–13:00): taken") is never cut.
        <SelectField
          label="Slot"
          required={requiresSlot}
          className="sm:col-span-2"
          error={message("slot_id")}
          {...register("slot_id", { setValueAs: (v: string) => v || null })}
        >
          <option value="">{requiresSlot ? "Choose a time slot" : OTHER_TIMES}</option>
          {slots.map((s) => {
            const taken = free ? !free.has(s.id) : false;
            return (
              <option key={s.id} value={s.id} disabled={taken}>
                {s.name} ({s.start_time}–{s.end_time}){taken ? ": taken" : ""}
              </option>
            );
          })}
        </SelectField>
      ) : null}
      {bySlot ? null : (
        <>
          <Field
            label="Start time"
            type="time"
            required
            {...register("start_time")}
            error={message("start_time")}
          />
          <Field
            label="End time"
            type="time"
            required
            hint={lengthHint(limits.maxHours)}
            {...register("end_time")}
            error={message("end_time")}
          />
        </>
      )}
    </>
  );
}
