"use client";

// The enquiry form of a hall's availability page: checked in the browser with the API's own
// schema, sent to POST /api/public/enquiries/, the server's field errors put back on the fields.
// A taken time offers the nearest free days instead; any other refusal is said in its words.
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Field, FormAlert, Spinner } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/form-controls";
import { ApiError, errorMessage, fieldErrorMap } from "@/lib/client/api";
import { call } from "@/lib/client/call";
import { setServerErrors } from "@/lib/client/form-errors";
import type { AvailabilityDay, MonthAvailability } from "@/lib/enquiries/availability";
import { guestsHint, type EnquiryInput, type EnquiryLimits } from "@/lib/enquiries/schemas";

import { accentButton } from "../venue-style";
import {
  bySlot,
  emptyEnquiry,
  enquiryResolver,
  shownFields,
  suggestionsOf,
  type EnquiryAnswer,
  type EnquiryValues,
} from "./enquiry-values";
import { TimeTaken } from "./time-taken";
import { WhenFields } from "./when-fields";

type Problem = { taken: true; suggestions: string[] } | { taken: false; detail: string };

export function EnquiryForm({
  hall,
  slots,
  date,
  day,
  today,
  limits,
  onDateChange,
  onSent,
  onTaken,
}: {
  hall: MonthAvailability["hall"];
  slots: MonthAvailability["slots"];
  /** the day chosen on the calendar (or typed here) */
  date: string;
  /** that day's availability, when it is in the month shown */
  day: AvailabilityDay | null;
  today: string;
  /** the venue's longest enquiry and minimum notice, said beside the fields */
  limits: EnquiryLimits;
  onDateChange: (date: string) => void;
  onSent: (answer: EnquiryAnswer) => void;
  /** the time was taken since the calendar was drawn */
  onTaken: () => void;
}) {
  const [problem, setProblem] = useState<Problem | null>(null);
  const ways = { slots: slots.length > 0, requiresSlot: hall.requires_slot };
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<EnquiryValues, unknown, EnquiryInput>({
    resolver: enquiryResolver(ways, hall.capacity),
    defaultValues: emptyEnquiry(hall.id, date),
  });
  const slotId = useWatch({ control, name: "slot_id" });
  const slotted = bySlot(ways, slotId);

  // A slot chosen that the day no longer has free (taken since, as a refusal said): let it go,
  // so that the form never holds a choice it shows as taken.
  useEffect(() => {
    if (slotId && day && !day.free.some((f) => String(f.slot_id) === String(slotId)))
      setValue("slot_id", null);
  }, [slotId, day, setValue]);

  // A day chosen on the calendar, or offered instead of a taken one, becomes the form's date.
  useEffect(() => {
    if (date !== getValues("date")) setValue("date", date, { shouldValidate: isSubmitted });
  }, [date, getValues, setValue, isSubmitted]);

  const send = handleSubmit(async (body) => {
    setProblem(null);
    try {
      onSent(await call.post("/api/public/enquiries/", { body }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setProblem({ taken: true, suggestions: suggestionsOf(error.body) });
        onTaken();
        return;
      }
      const unknown = setServerErrors(error, setError, shownFields(slotted, ways.slots));
      const allShown = Object.keys(fieldErrorMap(error)).length > 0 && !unknown.length;
      if (error instanceof ApiError && error.status === 400 && allShown) return;
      setProblem({ taken: false, detail: errorMessage(error) });
    }
  });

  const message = (field: keyof EnquiryValues) => errors[field]?.message?.toString();
  return (
    <form onSubmit={send} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Name"
        autoComplete="name"
        required
        maxLength={120}
        {...register("name")}
        error={message("name")}
      />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        {...register("email")}
        error={message("email")}
      />
      <Field
        label="Phone"
        type="tel"
        autoComplete="tel"
        maxLength={40}
        {...register("phone")}
        error={message("phone")}
      />
      <Field
        label="Guests"
        type="number"
        inputMode="numeric"
        min={1}
        hint={hall.capacity ? guestsHint(hall.capacity) : undefined}
        {...register("guests")}
        error={message("guests")}
      />
      <WhenFields
        register={register}
        message={message}
        slots={slots}
        requiresSlot={hall.requires_slot}
        bySlot={slotted}
        day={day}
        today={today}
        limits={limits}
        onDateChange={onDateChange}
      />
      <TextAreaField
        label="Message"
        rows={4}
        maxLength={2000}
        className="sm:col-span-2"
        {...register("message")}
        error={message("message")}
      />
      {/* Left empty by people, who never see it; a form-filling robot fills it. */}
      <div aria-hidden className="sr-only">
        <label htmlFor="enquiry-website">Leave this empty</label>
        <input
          id="enquiry-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register("website")}
        />
      </div>
      <div className="space-y-4 sm:col-span-2">
        {problem?.taken ? (
          <TimeTaken suggestions={problem.suggestions} onChoose={onDateChange} />
        ) : problem ? (
          <FormAlert>{problem.detail}</FormAlert>
        ) : null}
        <Button
          type="submit"
          size="lg"
          disabled={isSubmitting}
          className={`w-full ${accentButton}`}
        >
          {isSubmitting ? (
            <>
              <Spinner /> Sending...
            </>
          ) : (
            "Send enquiry"
          )}
        </Button>
      </div>
    </form>
  );
}
