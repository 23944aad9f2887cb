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
  /** the part of the price asked first (decision 091); null or 0: none */
  deposit_amount: price.nullable(),
  /** the deposit as a percentage of the price, instead of an amount; not stored */
  deposit_percent: z.coerce
    .number({ error: "A valid integer is required." })
    .int("A valid integer is required.")
    .min(0, "Ensure this value is greater than or equal to 0.")
    .max(100, "Ensure this value is less than or equal to 100."),
  /** the local date the deposit is due by; by default the venue's days after today */
  deposit_due_on: localDate.nullable(),
};

export const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const CHOOSE_WEEKDAY = "Choose a weekday: MO, TU, WE, TH, FR, SA or SU.";
export const UNTIL_OR_COUNT =
  "Say when the booking stops repeating: a last date or a number of times.";
export const MONTH_DAY_OR_NTH = "Repeat monthly on a day of the month or on a weekday, not both.";
export const BY_WEEKDAY_WEEKLY = "Weekdays are chosen only for a weekly booking.";
export const BY_MONTH_MONTHLY = "A day of the month is chosen only for a monthly booking.";

const weekday = z.enum(WEEKDAYS, { error: CHOOSE_WEEKDAY });

/**
 * How a booking repeats (decision 083): every `interval` days, weeks (on `by_weekday`, by default
 * the first date's weekday) or months (on `by_month_day`, or on the `by_nth_weekday`: n 1 to 4,
 * or -1 for the last; by default the first date's day of the month), until a local date
 * (inclusive) or `count` times. The first occurrence is the booking's own start.
 */
export const recurrence = z
  .object({
    freq: z.enum(["daily", "weekly", "monthly"], {
      error: "Choose daily, weekly or monthly.",
    }),
    interval: z.coerce
      .number({ error: "A valid integer is required." })
      .int("A valid integer is required.")
      .min(1, "Ensure this value is greater than or equal to 1.")
      .max(99, "Ensure this value is less than or equal to 99.")
      .default(1),
    by_weekday: z
      .array(weekday, { error: "Must be a list of weekdays." })
      .min(1, CHOOSE_WEEKDAY)
      .transform((days) => WEEKDAYS.filter((d) => days.includes(d)))
      .optional(),
    by_month_day: z.coerce
      .number({ error: "A valid integer is required." })
      .int("A valid integer is required.")
      .min(1, "Ensure this value is greater than or equal to 1.")
      .max(31, "Ensure this value is less than or equal to 31.")
      .optional(),
    by_nth_weekday: z
      .object({
        n: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)], {
          error: "Choose 1, 2, 3, 4 or -1 (the last).",
        }),
        weekday,
      })
      .optional(),
    until: localDate.optional(),
    count: z.coerce
      .number({ error: "A valid integer is required." })
      .int("A valid integer is required.")
      .min(1, "Ensure this value is greater than or equal to 1.")
      .optional(),
  })
  .superRefine((r, ctx) => {
    const fail = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if ((r.until === undefined) === (r.count === undefined)) fail("until", UNTIL_OR_COUNT);
    if (r.by_weekday && r.freq !== "weekly") fail("by_weekday", BY_WEEKDAY_WEEKLY);
    if ((r.by_month_day !== undefined || r.by_nth_weekday) && r.freq !== "monthly")
      fail("by_month_day", BY_MONTH_MONTHLY);
    if (r.by_month_day !== undefined && r.by_nth_weekday) fail("by_month_day", MONTH_DAY_OR_NTH);
  });
export type Recurrence = z.output<typeof recurrence>;

/** What creating a series does when some dates clash: create none (fail), or the rest (skip). */
export const onClash = z.enum(["fail", "skip"], { error: "Choose fail or skip." });

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
  deposit_amount: fields.deposit_amount.optional(),
  deposit_percent: fields.deposit_percent.optional(),
  deposit_due_on: fields.deposit_due_on.optional(),
  /** repeat the booking: a series, one booking per date (decision 083) */
  recurrence: recurrence.optional(),
  /** with `recurrence`: what to do when some dates clash (by default: fail) */
  on_clash: onClash.optional(),
});

/** POST booking-series/preview/: a booking with its recurrence, as POST bookings/ takes it. */
export const seriesPreview = bookingCreate.extend({ recurrence });

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
    /** the dates of one booking series */
    series: id("Choose a valid booking series.").optional(),
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
