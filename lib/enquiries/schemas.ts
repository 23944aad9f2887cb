// A visitor's enquiry on a venue's public site (POST /api/public/enquiries/) and the availability
// calendar it is made from (GET /api/public/availability/). One schema for the API and the page's
// form. Every field is capped and plain text: nothing a visitor types can become markup.
import { z } from "zod";

import { localDate } from "@/lib/core/dates";
import {
  END_AFTER_START,
  id,
  optionalText,
  plainString,
  REQUIRED,
  requiredEmail,
  requiredText,
} from "@/lib/core/schemas";
import { HH_MM } from "@/lib/time";

export const INVALID_HALL = "Select a valid hall.";
export const NO_HTML = "Please write plain text, without HTML.";
export const ENQUIRY_SENT =
  "Thank you! We are holding this date for you and will be in touch soon.";
export const TIME_TAKEN = "That time is already taken.";
export const ENQUIRIES_OFF =
  "This venue does not take enquiries online. Please contact it directly.";
export const ENQUIRY_REFUSED = "Your enquiry could not be sent.";
export const IN_THE_PAST = "Choose a date from today on.";
/** What the Guests field says of the hall's capacity, and its refusal of more. */
export const guestsHint = (capacity: number) => `This hall takes up to ${capacity}.`;
export const tooManyGuests = (capacity: number) =>
  `This hall takes up to ${capacity} guests. Please contact the venue about a larger event.`;
/** The refusal of `guests` in a hall of `capacity` (none when it fits, or is not said). */
export const guestsError = (guests: number | undefined, capacity: number) =>
  guests !== undefined && capacity > 0 && guests > capacity ? tooManyGuests(capacity) : undefined;
export const SLOT_REQUIRED = "Choose one of the hall's time slots.";
export const NO_SUCH_SLOT = "Select an active slot of this hall.";
export const tooManyHolds = (max: number) =>
  `You already have ${max} ${max === 1 ? "date" : "dates"} on hold with us. ` +
  "Please wait for the venue to reply before asking for more.";

export const VENUE_HOLDS_FULL =
  "This venue has many enquiries waiting for an answer. Please try again later or contact it directly.";
const hours = (n: number) =>
  n >= 48 && n % 24 === 0 ? `${n / 24} days` : `${n} ${n === 1 ? "hour" : "hours"}`;
/** An enquiry longer than the venue's longest public enquiry (a setting). */
export const tooLong = (maxHours: number) =>
  `An enquiry can be for at most ${hours(maxHours)}. Please contact the venue about a longer event.`;
/** What the enquiry form says of the venue's limits before anything is sent. */
export type EnquiryLimits = { maxHours: number; noticeHours: number };
export const lengthHint = (maxHours: number) =>
  `At most ${hours(maxHours)}. An end before the start is the next morning.`;
export const noticeHint = (noticeHours: number) =>
  noticeHours ? `At least ${hours(noticeHours)} from now.` : undefined;
/** An enquiry starting sooner than the venue's minimum notice (a setting). */
export const tooSoon = (noticeHours: number) =>
  `Enquiries must start at least ${hours(noticeHours)} from now. Please choose a later date or contact the venue.`;

const TAG = /<[a-z!/?]/i;
const plain = <T extends z.ZodType<string>>(field: T) => field.refine((v) => !TAG.test(v), NO_HTML);

const time = z
  .string({ error: "Enter a time as HH:MM." })
  .trim()
  .refine((v) => v === "" || HH_MM.test(v), "Enter a time as HH:MM.")
  .nullish()
  .transform((v) => v ?? "");

export const enquiryInput = z
  .object({
    hall: id(INVALID_HALL),
    name: plain(requiredText(120)),
    email: requiredEmail(),
    phone: plain(optionalText(40)),
    date: localDate,
    /** the event's start and end, wall-clock in the venue's zone; an end before the start is the
     * next morning. Not needed with a slot. */
    start_time: time,
    end_time: time,
    slot_id: id("Select a valid slot.").nullish(),
    guests: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.coerce
        .number({ error: "A valid integer is required." })
        .int("A valid integer is required.")
        .min(1, "Ensure this value is greater than or equal to 1.")
        .max(100_000, "Ensure this value is less than or equal to 100000.")
        .optional(),
    ),
    message: plain(optionalText(2000, { lines: true })),
    /** left empty by people; a form-filling robot fills it */
    website: plainString().max(200).nullish(),
  })
  .superRefine((v, issues) => {
    if (v.slot_id) return;
    for (const field of ["start_time", "end_time"] as const)
      if (!v[field]) issues.addIssue({ code: "custom", path: [field], message: REQUIRED });
    if (v.start_time && v.start_time === v.end_time)
      issues.addIssue({ code: "custom", path: ["end_time"], message: END_AFTER_START });
  });
export type EnquiryInput = z.output<typeof enquiryInput>;

export const availabilityQuery = z.object({
  hall: id(INVALID_HALL),
  /** "YYYY-MM"; this month in the venue's zone when left out */
  month: z
    .string()
    .trim()
    .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, "Enter a month as YYYY-MM.")
    .optional(),
});
export type AvailabilityQuery = z.output<typeof availabilityQuery>;
