// The booking form's schema: the API's own field schemas and messages, made stricter where the
// form asks for more (spec §5: title, customer name and email are required in the form), with the
// period rules of the API checked on the same instants. Field names are the API's, so the form's
// output is the request body.
import { z } from "zod";

import { plainString, REQUIRED, requiredText } from "@/lib/core/schemas";
import { toLocalInput } from "@/lib/time";

import { depositBody, depositErrors, depositFormFields } from "./deposit-form";
import { noRepeat, repeatField } from "./repeat-form";
import { holdError, periodErrors, readBookingTime, type PeriodField } from "./rules";
import {
  addons,
  HALL_NOT_FOUND,
  INVALID_EMAIL,
  INVALID_HALL_ID,
  priceText,
  status,
} from "./schemas";
import type { BookingDto } from "./serialize";

export type TimeMode = "custom" | "slot";

export type BookingFormContext = {
  timeZone: string;
  /** the venue's longest booking, in days */
  maxDays: number;
  /** the halls the form offers; null while they load */
  hallIds: number[] | null;
};

const optional = (max: number) =>
  plainString().trim().max(max, `Ensure this field has no more than ${max} characters.`);

export function bookingFormSchema(ctx: BookingFormContext) {
  return z
    .object({
      event_name: requiredText(200),
      hall: z
        .string()
        .trim()
        .min(1, REQUIRED)
        .regex(/^\d+$/, INVALID_HALL_ID)
        .transform(Number)
        .refine((id) => !ctx.hallIds || ctx.hallIds.includes(id), HALL_NOT_FOUND),
      /** the form's own field (not sent): custom start and end, or one of the hall's slots */
      time_mode: z.enum(["custom", "slot"]),
      start_time: z.string(),
      end_time: z.string(),
      slot_id: z.string(),
      status,
      customer_name: requiredText(200),
      customer_email: z.string().trim().min(1, REQUIRED).pipe(z.email(INVALID_EMAIL)),
      customer_phone: optional(40),
      price: z
        .string()
        .trim()
        .transform((v) => v || "0")
        .pipe(priceText),
      addons,
      booking_token: optional(100),
      /** a tentative booking's hold, as a local date-time; empty: none */
      hold_until: z.string(),
      email_customer: z.boolean(),
      ...depositFormFields,
      /** a new booking's Repeat section: the API's `recurrence`, or undefined */
      repeat: repeatField,
    })
    .superRefine((v, issues) => {
      const fail = (field: PeriodField | "hold_until" | DepositField, message: string) =>
        issues.addIssue({ code: "custom", path: [field], message });
      for (const [field, message] of Object.entries(depositErrors(v)))
        fail(field as DepositField, message);
      // In slot mode the times come from the slot: its own field says when none is picked.
      if (v.time_mode === "slot" && !v.slot_id)
        issues.addIssue({ code: "custom", path: ["slot_id"], message: REQUIRED });
      const missing = (["start_time", "end_time"] as const).filter((f) => !v[f]);
      if (missing.length) {
        if (v.time_mode === "custom") missing.forEach((f) => fail(f, REQUIRED));
        return;
      }
      const start = readBookingTime(v.start_time, ctx.timeZone);
      const end = readBookingTime(v.end_time, ctx.timeZone);
      if (start.error) fail("start_time", start.error);
      if (end.error) fail("end_time", end.error);
      if (!start.instant || !end.instant) return;
      const problems = periodErrors(start.instant, end.instant, { maxDays: ctx.maxDays });
      for (const [field, message] of Object.entries(problems)) fail(field as PeriodField, message);
      if (v.status !== "tentative" || !v.hold_until) return;
      const hold = readBookingTime(v.hold_until, ctx.timeZone);
      const holdProblem =
        hold.error ?? holdError(hold.instant, { status: v.status, start: start.instant });
      if (holdProblem) fail("hold_until", holdProblem);
    })
    .transform(
      ({ time_mode, slot_id, hold_until, repeat, deposit_amount, deposit_due_on, ...body }) => {
        // Slots and holds do not repeat (decision 083): a series has custom times and no hold.
        const recurrence = time_mode === "custom" ? repeat : undefined;
        return {
          ...body,
          ...depositBody({ deposit_amount, deposit_due_on }),
          slot_id: time_mode === "slot" && slot_id ? Number(slot_id) : null,
          // Only a tentative booking is held: another status sends no hold.
          hold_until: body.status === "tentative" && hold_until && !recurrence ? hold_until : null,
          ...(recurrence ? { recurrence } : {}),
        };
      },
    );
}

type DepositField = keyof typeof depositFormFields;

export type BookingFormSchema = ReturnType<typeof bookingFormSchema>;
export type BookingFormValues = z.input<BookingFormSchema>;
export type BookingFormOutput = z.output<BookingFormSchema>;
export type BookingBody = Partial<BookingFormOutput> & { branch?: number };

/** The form's fields for a booking as the API shows it, times in the venue's zone. */
export function formValuesOf(b: BookingDto, timeZone: string): BookingFormValues {
  const saved = savedOutputOf(b, timeZone);
  return {
    ...saved,
    time_mode: b.slot_id ? "slot" : "custom",
    hall: String(saved.hall),
    slot_id: saved.slot_id ? String(saved.slot_id) : "",
    hold_until: saved.hold_until ?? "",
    deposit_amount: saved.deposit_amount ?? "",
    deposit_due_on: saved.deposit_due_on ?? "",
    repeat: noRepeat(),
  };
}

const DAY = 86_400_000;

/**
 * The hold a new tentative booking starts with: the venue's default length from now, ending no
 * later than the event's start; empty when that leaves no time (an event today or past).
 */
export function defaultHold(start: string, hold: { days: number; timeZone: string }): string {
  const begins = readBookingTime(start, hold.timeZone).instant;
  if (!begins) return "";
  const now = Date.now();
  const until = Math.min(now + hold.days * DAY, begins.getTime());
  return until > now + 60_000 ? toLocalInput(new Date(until), hold.timeZone) : "";
}

/** The fields of a new booking: the period it starts from, and the hall when one is chosen. */
export function newFormValues(
  draft: { start: string; end: string; hallId?: number | null },
  hold: { days: number; timeZone: string },
): BookingFormValues {
  return {
    time_mode: "custom",
    event_name: "",
    hall: draft.hallId ? String(draft.hallId) : "",
    start_time: draft.start,
    end_time: draft.end,
    slot_id: "",
    status: "tentative",
    customer_name: "",
    customer_email: "",
    customer_phone: "",
    price: "",
    addons: [],
    booking_token: "",
    hold_until: draft.start ? defaultHold(draft.start, hold) : "",
    email_customer: true,
    deposit_amount: "",
    deposit_due_on: "",
    repeat: noRepeat(draft.start.slice(0, 10)),
  };
}

/** A booking as the form would send it: what an edit compares with. */
export type SavedBooking = Omit<BookingFormOutput, "addons" | "recurrence"> & { addons: string[] };

export function savedOutputOf(b: BookingDto, timeZone: string): SavedBooking {
  return {
    event_name: b.event_name,
    hall: b.hall,
    start_time: toLocalInput(b.start_time, timeZone),
    end_time: toLocalInput(b.end_time, timeZone),
    slot_id: b.slot_id,
    status: b.status,
    customer_name: b.customer_name,
    customer_email: b.customer_email,
    customer_phone: b.customer_phone,
    price: b.price,
    addons: b.addons,
    booking_token: b.booking_token,
    hold_until: b.hold_until ? toLocalInput(b.hold_until, timeZone) : null,
    email_customer: b.email_customer,
    deposit_amount: b.deposit_amount,
    deposit_percent: undefined,
    deposit_due_on: b.deposit_due_on,
  };
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(Array.isArray(a) ? [...a].sort() : a) ===
  JSON.stringify(Array.isArray(b) ? [...b].sort() : b);

/**
 * The PATCH body of an edit: the fields that differ from the booking as last saved (spec §5: only
 * changed fields are sent; the hall always, and the branch when the hall changes). Null when
 * nothing changed.
 */
export function changedFields(
  output: SavedBooking,
  saved: SavedBooking,
  branchOf: (hall: number) => number | undefined,
): BookingBody | null {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(output))
    if (key !== "hall" && !same(value, saved[key as keyof SavedBooking])) body[key] = value;
  if (!Object.keys(body).length && output.hall === saved.hall) return null;
  return {
    ...body,
    hall: output.hall,
    ...(output.hall !== saved.hall ? { branch: branchOf(output.hall) } : {}),
  };
}
