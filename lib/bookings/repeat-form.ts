// The booking form's "Repeat" section: what its controls hold (text, as inputs hold it), how that
// becomes the API's `recurrence` (checked by the API's own schema and messages), the rule in words
// while it is edited, and what a series' answers say. Pure: the form and its tests share it.
import { z } from "zod";

import { seriesRule, weekdayOf, type SeriesRule } from "./recurrence";
import { recurrence, WEEKDAYS, type Recurrence, type Weekday } from "./schemas";
import { dayWords, describeSeries, ordinal } from "./series-words";

export const REPEAT_FREQS = ["none", "daily", "weekly", "monthly"] as const;
export type RepeatFreq = (typeof REPEAT_FREQS)[number];
export const NTHS = ["1", "2", "3", "4", "-1"] as const;

/** Why a booking by slot offers no Repeat (decision 083: slots do not repeat). */
export const SLOTS_DO_NOT_REPEAT =
  "Bookings made by slot do not repeat. Choose custom times to repeat this booking.";

export type RepeatValues = {
  freq: RepeatFreq;
  interval: string;
  by_weekday: Weekday[];
  /** monthly: on a day of the month, or on the n-th weekday */
  monthly: "day" | "nth";
  by_month_day: string;
  nth: (typeof NTHS)[number];
  nth_weekday: Weekday;
  ends: "until" | "count";
  until: string;
  count: string;
};

/** A booking that does not repeat; the days default to the first date's once it is chosen. */
export function noRepeat(startDate = ""): RepeatValues {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? startDate : "";
  return {
    freq: "none",
    interval: "1",
    by_weekday: day ? [weekdayOf(day)] : [],
    monthly: "day",
    by_month_day: day ? String(Number(day.slice(8, 10))) : "",
    nth: day ? nthOf(day) : "1",
    nth_weekday: day ? weekdayOf(day) : "MO",
    ends: "until",
    until: "",
    count: "",
  };
}

/** Which of its weekday in the month a date is: "1" to "4", or "-1" for a fifth (the last). */
export function nthOf(date: string): (typeof NTHS)[number] {
  const n = Math.ceil(Number(date.slice(8, 10)) / 7);
  return n > 4 ? "-1" : (String(n) as (typeof NTHS)[number]);
}

/** The request's recurrence as the controls say it (undefined: no repeat), not yet checked. */
function recurrenceInput(v: RepeatValues): Record<string, unknown> | undefined {
  if (v.freq === "none") return undefined;
  const r: Record<string, unknown> = { freq: v.freq, interval: v.interval.trim() || "1" };
  if (v.freq === "weekly") r.by_weekday = v.by_weekday;
  if (v.freq === "monthly" && v.monthly === "day") r.by_month_day = v.by_month_day.trim() || "1";
  if (v.freq === "monthly" && v.monthly === "nth")
    r.by_nth_weekday = { n: Number(v.nth), weekday: v.nth_weekday };
  if (v.ends === "until" && v.until) r.until = v.until;
  if (v.ends === "count" && v.count.trim()) r.count = v.count.trim();
  return r;
}

const repeatValues = z.object({
  freq: z.enum(REPEAT_FREQS),
  interval: z.string(),
  by_weekday: z.array(z.enum(WEEKDAYS)),
  monthly: z.enum(["day", "nth"]),
  by_month_day: z.string(),
  nth: z.enum(NTHS),
  nth_weekday: z.enum(WEEKDAYS),
  ends: z.enum(["until", "count"]),
  until: z.string(),
  count: z.string(),
});

/**
 * The section's field: its values become the API's `recurrence`, checked by the API's schema, so
 * its messages land on the fields of the same names (repeat.until, repeat.count, ...).
 */
export const repeatField = repeatValues.transform(recurrenceInput).pipe(recurrence.optional());

/** The rule in words while it is edited, or null while it is incomplete or invalid. */
export function repeatWords(
  v: RepeatValues,
  first: { date: string; time: string; timezone: string },
): string | null {
  const parsed = recurrence.safeParse(recurrenceInput(v));
  if (!parsed.success || !first.date || !first.time) return null;
  return describeSeries(seriesRule(parsed.data, first));
}

export type { Recurrence, SeriesRule };

/** Under a monthly day some months lack: "Months without a 31st are skipped." (else null). */
export function missingDayNote(v: RepeatValues): string | null {
  const day = Number(v.by_month_day);
  if (v.freq !== "monthly" || v.monthly !== "day" || !(day > 28 && day <= 31)) return null;
  return `Months without a ${ordinal(day)} are skipped.`;
}

/** What the preview found: "10 dates, from Tue 1 Dec 2026 to Tue 2 Feb 2027, none of them...". */
export function previewWords(dates: string[], clashes: number): string {
  if (!dates.length) return "No dates.";
  const span =
    dates.length === 1
      ? `1 date, ${dayWords(dates[0])}`
      : `${dates.length} dates, from ${dayWords(dates[0])} to ${dayWords(dates[dates.length - 1])}`;
  if (dates.length === 1)
    return `${span}, ${clashes ? "it clashes with another booking:" : "it clashes with no other booking."}`;
  if (clashes === 1) return `${span}, 1 of them clashes with another booking:`;
  if (clashes) return `${span}, ${clashes} of them clash with other bookings:`;
  return `${span}, none of them clashes with another booking.`;
}

/** The Repeat section's fields a refusal of `recurrence.<key>` belongs at. */
const REPEAT_FIELDS = {
  interval: "interval",
  by_weekday: "by_weekday",
  by_month_day: "by_month_day",
  by_nth_weekday: "by_month_day",
  until: "until",
  count: "count",
} as const;
export type RepeatErrorField = `repeat.${(typeof REPEAT_FIELDS)[keyof typeof REPEAT_FIELDS]}`;

/**
 * A refusal's field errors about the rule, each for its field of the Repeat section (the server
 * says `recurrence.count`, the form's field is `repeat.count`); the others' messages in words.
 */
export function repeatRefusal(body: unknown): {
  fields: [RepeatErrorField, string][];
  others: string[];
} {
  const fields: [RepeatErrorField, string][] = [];
  const others: string[] = [];
  if (!body || typeof body !== "object") return { fields, others };
  for (const [key, messages] of Object.entries(body)) {
    const text = [messages].flat().map(String).join(" ");
    const sub = key.startsWith("recurrence.") ? key.slice("recurrence.".length) : "";
    const field = REPEAT_FIELDS[sub as keyof typeof REPEAT_FIELDS];
    if (field) fields.push([`repeat.${field}`, text]);
    else others.push(text);
  }
  return { fields, others };
}

/** A date that clashes, as the API lists it (409 `clashes`, or a preview's dates). */
export type DateClash = {
  date: string;
  start_time: string | null;
  end_time: string | null;
  with: { event_name: string; hall_name: string; start_time: string; end_time: string } | null;
  problem?: string;
};

/** The clashes a 409 lists, or null when it lists none. */
export function clashesOf(body: unknown): DateClash[] | null {
  if (!body || typeof body !== "object" || !("clashes" in body)) return null;
  const list = (body as { clashes: unknown }).clashes;
  return Array.isArray(list) && list.length ? (list as DateClash[]) : null;
}

/** "Booked 50 dates; 2 skipped because they clash." */
export function seriesSaved(booked: number, skipped: number): string {
  const dates = `${booked} ${booked === 1 ? "date" : "dates"}`;
  if (!skipped) return `Booked ${dates}.`;
  return `Booked ${dates}; ${skipped} skipped because ${skipped === 1 ? "it clashes" : "they clash"}.`;
}
