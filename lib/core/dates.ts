// The dates and date-times a request may carry: one schema for each, shared by every route and
// form that takes one (bookings, their list and calendar, enquiries). A day the calendar does not
// have (2099-02-29, 2031-04-31), a time that is none (25:61, 24:00) and a year outside 1900-2199
// are refused here with the field's error, so that no date reaches lib/time.ts unchecked: it throws
// on a local date-time that cannot exist, and JavaScript's Date rolls 2099-02-30 over to March.
import { z } from "zod";

import { REQUIRED } from "./schemas";

/** The years a date may name: any booking's, with room; not 0000 or 9999. */
export const YEARS = { first: 1900, last: 2199 } as const;

export const DATE_FORMAT = "Enter a date as YYYY-MM-DD.";
export const DATE_TIME_FORMAT =
  "Enter a valid date and time (ISO 8601, e.g. 2030-06-01T18:00:00Z).";
export const DATE_OR_DATE_TIME_FORMAT = "Enter a date (YYYY-MM-DD) or an ISO 8601 date-time.";
export const NO_SUCH_DAY = "Enter a day that is on the calendar.";
export const YEAR_OUT_OF_RANGE = `Enter a date from the year ${YEARS.first} to ${YEARS.last}.`;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|([+-])(\d{2}):?(\d{2}))?$/i;

/** What is wrong with "YYYY-MM-DD" as a day, or undefined. */
function dayProblem(text: string, format = DATE_FORMAT): string | undefined {
  const m = DATE.exec(text);
  if (!m) return format;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < YEARS.first || year > YEARS.last) return YEAR_OUT_OF_RANGE;
  // Day 0 of the next month is the last day of this one.
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > days) return NO_SUCH_DAY;
}

/** What is wrong with an ISO 8601 date-time (with an offset or without), or undefined. */
function dateTimeProblem(text: string, format = DATE_TIME_FORMAT): string | undefined {
  const m = DATE_TIME.exec(text);
  if (!m) return format;
  const [, date, hours, minutes, seconds = "00", , , offsetHours = "00", offsetMinutes = "00"] = m;
  if (+hours! > 23 || +minutes! > 59 || +seconds > 59 || +offsetHours > 23 || +offsetMinutes > 59)
    return format;
  return dayProblem(date!, format);
}

/**
 * A schema of a non-empty string that `problem` finds nothing wrong with. A date-time's T and Z
 * may come in lowercase (RFC 3339 allows it); they leave as T and Z, the only letters the text
 * can hold, which is what lib/time.ts and PostgreSQL read.
 */
const checked = (problem: (text: string) => string | undefined) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .superRefine((text, ctx) => {
      const message = problem(text);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .toUpperCase();

/** A day, "YYYY-MM-DD": in the venue's zone wherever it is read. */
export const localDate = checked(dayProblem).meta({ format: "date" });

/** An ISO 8601 date-time; without an offset it is a wall-clock time in the venue's zone. */
export const dateTime = checked(dateTimeProblem).meta({ format: "date-time" });

/** A day (from its start, in the venue's zone) or a date-time: the edge of a calendar's range. */
export const dateOrDateTime = checked((text) =>
  DATE.test(text)
    ? dayProblem(text, DATE_OR_DATE_TIME_FORMAT)
    : dateTimeProblem(text, DATE_OR_DATE_TIME_FORMAT),
).meta({ description: "A date (YYYY-MM-DD) or an ISO 8601 date-time." });

/** Every date schema a request may use: tests find a route's date fields by them. */
export const DATE_SCHEMAS: ReadonlySet<z.ZodType> = new Set([localDate, dateTime, dateOrDateTime]);
