// When the enquiry is for: the date, and the hall's slots (the free ones of that day) or a start
// and an end time.
import type { UseFormRegister } from "react-hook-form";

import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/form-controls";
import type { AvailabilityDay, MonthAvailability } from "@/lib/enquiries/availability";
import { lengthHint, noticeHint, type EnquiryLimits } from "@/lib/enquiries/schemas";

import type { EnquiryValues } from "./enquiry-values";

export function WhenFields({
  register,
  message,
  slots,
  day,
  today,
  limits,
  onDateChange,
}: {
  register: UseFormRegister<EnquiryValues>;
  message: (field: keyof EnquiryValues) => string | undefined;
  slots: MonthAvailability["slots"];
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
        className={slots.length ? undefined : "sm:col-span-2"}
        {...register("date", { onChange: (e) => onDateChange(e.target.value) })}
        error={message("date")}
      />
      {slots.length ? (
        <SelectField
          label="Slot"
          required
          error={message("slot_id")}
          {...register("slot_id", { setValueAs: (v: string) => v || null })}
        >
          <option value="">Choose a time slot</option>
          {slots.map((s) => {
            const taken = free ? !free.has(s.id) : false;
            return (
              <option key={s.id} value={s.id} disabled={taken}>
                {s.name} ({s.start_time}–{s.end_time}){taken ? ": taken" : ""}
              </option>
            );
          })}
        </SelectField>
      ) : (
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
