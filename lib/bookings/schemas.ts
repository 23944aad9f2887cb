import { z } from "zod";

import { dateOrDateTime, dateTime, localDate } from "@/lib/core/dates";
import { flag, id, INVALID_EMAIL, optionalText, pagination, plainString } from "@/lib/core/schemas";

import { ADDONS, BOOKING_STATUSES } from "./constants";

export const INVALID_HALL_ID = "Invalid hall ID provided. Please select a valid hall.";
/** A period clear of other events but inside their setup or cleanup time. */
export const BUFFER_CLASH =
  "This hall needs its setup and cleanup time between events, and that time is taken.";
/** A period a booking of another hall takes, which shares a space with this one. */
export const sharedSpaceClash = (hall: string, booking: string) =>
  `This hall shares its space with ${hall}, which is booked ${booking}.`;
export const HALL_NOT_FOUND = "Selected hall not found. Please select a valid hall.";
export const HALL_INACTIVE = "This hall is inactive and does not take bookings.";
export const BOOKING_CHANGED_MEANWHILE =
  "This booking is being changed by someone else right now. Please try again.";
export const HOLD_NOT_TENTATIVE = "Only a tentative booking can be held.";
export const HOLD_IN_PAST = "The hold must end in the future.";
export const HOLD_AFTER_START = "The hold must end before the event starts.";
export { INVALID_EMAIL };

/** A non-negative amount with at most two decimals, written as text; out: "12.50". */
export const priceText = z
  .string({ error: "A valid number is required." })
  .trim()
  .superRefine((v, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: "custom", message });
    if (!/^[+-]?\d+(\.\d+)?$/.test(v)) return fail("A valid number is required.");
    if (Number(v) < 0) return fail("Ensure this value is greater than or equal to 0.");
    if (!/^[+-]?\d+(\.\d{1,2})?$/.test(v))
      return fail("Ensure that there are no more than 2 decimal places.");
    if (Number(v) >= 1e10) fail("Ensure that there are no more than 12 digits in total.");
  })
  .transform((v) => Math.abs(Number(v)).toFixed(2));

/** The same, as a number or a numeric string. */
export const price = z
  .union([z.number().transform(String), z.string()], { error: "A valid number is required." })
  .pipe(priceText);

export const status = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
  z.enum(BOOKING_STATUSES, { error: "Choose confirmed, tentative or cancelled." }),
);

export const addons = z
  .array(z.string({ error: "Each add-on must be text." }), { error: "Must be a list of add-ons." })
  .transform((list) =>
    list.map((a) => ADDONS.find((x) => x.toLowerCase() === a.trim().toLowerCase()) ?? a),
  )
  .pipe(z.array(z.enum(ADDONS, { error: `Choose from ${ADDONS.join(", ")}.` })))
  .transform((list) => [...new Set(list)]);

const email = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .nullish()
  .transform((v) => v ?? "")
  .refine((v) => v === "" || z.email().safeParse(v).success, INVALID_EMAIL);

const fields = {
  /** empty: 'New Booking' (spec §5 defaults) */
  event_name: optionalText(200).transform((v) => v || "New Booking"),
  hall: id(INVALID_HALL_ID),
  /** accepted for compatibility; the branch always follows the hall */
  branch: z.unknown().optional(),
  start_time: dateTime,
  end_time: dateTime,
  status,
  addons,
  /** empty: 'Walk-in' */
  customer_name: optionalText(200).transform((v) => v || "Walk-in"),
  customer_email: email,
  customer_phone: optionalText(40),
  price,
  booking_token: optionalText(100),
  description: optionalText(4000, { lines: true }),
  notes: optionalText(4000, { lines: true }),
  slot_id: id("Select a valid slot.").nullish(),
  /** a tentative booking's hold: cancelled once this passes unless confirmed; null: no hold */
  hold_until: dateTime.nullable(),
  /** whether the customer is emailed when the booking is confirmed, moved or cancelled */
  email_customer: z.boolean({ error: "Must be true or false." }),
};

/** POST bookings/: the spec's defaults apply to what is left out. */
export const bookingCreate = z.object({
  ...fields,
  event_name: fields.event_name.default("New Booking"),
  customer_name: fields.customer_name.default("Walk-in"),
  status: status.default("tentative"),
  addons: addons.default([]),
  price: price.default("0.00"),
  hold_until: fields.hold_until.default(null),
  email_customer: fields.email_customer.default(true),
});

/** PATCH bookings/{id}/: any subset; what is left out stays as it is. */
export const bookingPatch = z.object(fields).partial();

export type BookingCreate = z.output<typeof bookingCreate>;
export type BookingPatch = z.output<typeof bookingPatch>;

export const DATE_RANGE_REVERSED = "The start date is after the end date.";

export const bookingListQuery = z
  .object({
    hall: id(INVALID_HALL_ID).optional(),
    status: status.optional(),
    /** bookings starting on or after this local date (from 00:00:00) */
    start_date: localDate.optional(),
    /** bookings starting on or before this local date (up to 23:59:59) */
    end_date: localDate.optional(),
    /** text over the customer's name, email and phone */
    q: plainString().trim().max(200).optional(),
    ...pagination,
  })
  // Dates as YYYY-MM-DD compare as text.
  .refine((f) => !f.start_date || !f.end_date || f.start_date <= f.end_date, {
    path: ["end_date"],
    message: DATE_RANGE_REVERSED,
  });

export const scheduleQuery = z.object({
  hall: id(INVALID_HALL_ID).optional(),
  branch: id("Please select a valid branch.").optional(),
  start: dateOrDateTime.optional(),
  end: dateOrDateTime.optional(),
  /** with `hall`: also the bookings of the halls that share a space with it (its parts, the
   * halls it is a part of), which the calendar shows as time the hall cannot have */
  shared: flag.optional(),
});

export type BookingFilters = z.output<typeof bookingListQuery>;
export type ScheduleQuery = z.output<typeof scheduleQuery>;
