// The rules of a booking's period that hold everywhere: in the API (on instants) and in the booking
// form (on the same instants, computed in the venue's zone). Pure, so both share them.
import { END_AFTER_START } from "@/lib/core/schemas";
import { NonexistentLocalTime, toInstant } from "@/lib/time";

import { HOLD_AFTER_START, HOLD_IN_PAST, HOLD_NOT_TENTATIVE } from "./schemas";

/** How far from today a booking may start, in years (a typo must not block a hall for years). */
export const START_WITHIN_YEARS = 10;
const DAY = 86_400_000;

export const tooLong = (maxDays: number) =>
  `A booking may last at most ${maxDays} ${maxDays === 1 ? "day" : "days"}.`;
export const START_OUT_OF_RANGE = `The start must be within ${START_WITHIN_YEARS} years of today.`;

export type PeriodField = "start_time" | "end_time";
export type PeriodErrors = Partial<Record<PeriodField, string>>;

/** What is wrong with a booking from `start` to `end`, by field; empty when nothing is. */
export function periodErrors(
  start: Date,
  end: Date,
  rules: { maxDays: number; now?: Date },
): PeriodErrors {
  const now = rules.now ?? new Date();
  const earliest = new Date(now);
  earliest.setUTCFullYear(now.getUTCFullYear() - START_WITHIN_YEARS);
  const latest = new Date(now);
  latest.setUTCFullYear(now.getUTCFullYear() + START_WITHIN_YEARS);
  const errors: PeriodErrors = {};
  if (start < earliest || start > latest) errors.start_time = START_OUT_OF_RANGE;
  if (end <= start) errors.end_time = END_AFTER_START;
  else if (end.getTime() - start.getTime() > rules.maxDays * DAY)
    errors.end_time = tooLong(rules.maxDays);
  return errors;
}

/**
 * A booking time as an instant in the venue's zone, or the field's error: a local time that the
 * clocks skip has no instant.
 */
export function readBookingTime(
  value: string,
  timeZone: string,
): { instant: Date; error?: undefined } | { instant?: undefined; error: string } {
  try {
    return { instant: toInstant(value, timeZone) };
  } catch (error) {
    if (error instanceof NonexistentLocalTime) return { error: error.message };
    throw error;
  }
}

/** What is wrong with holding a booking until `hold`, or undefined when nothing is. */
export function holdError(
  hold: Date,
  booking: { status: string; start: Date; now?: Date },
): string | undefined {
  if (booking.status !== "tentative") return HOLD_NOT_TENTATIVE;
  if (hold <= (booking.now ?? new Date())) return HOLD_IN_PAST;
  if (hold > booking.start) return HOLD_AFTER_START;
}
