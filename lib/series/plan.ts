// Working out a new series before anything is written: its first date from the booking's own
// times, its rule, its dates (at most the venue's limits) and each date's period in the venue's
// zone (decision 083). Every refusal is a field error, in the order the fields are checked.
import { addMonths, format, parseISO } from "date-fns";

import { bookableHall, checkedPeriod } from "@/lib/bookings/checks";
import {
  occurrencesOf,
  ruleDates,
  ruleText,
  seriesRule,
  type Occurrence,
  type SeriesRule,
} from "@/lib/bookings/recurrence";
import { HALL_INACTIVE, type BookingCreate, type Recurrence } from "@/lib/bookings/schemas";
import { SERIES_NO_HOLD, SERIES_NO_SLOTS } from "@/lib/bookings/series-schemas";
import { ValidationError } from "@/lib/core/errors";
import { Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";
import type { TenantRef } from "@/lib/tenants/queries";
import { wallClock } from "@/lib/time";

import { periodsOf } from "./clashes";

export const SERIES_FIRST_DATE = "The booking's own date must be one of the dates it repeats on.";
export const SERIES_OVERLAPS_ITSELF =
  "Each date's booking would run into the next one: make it shorter or repeat it less often.";
export const UNTIL_BEFORE_START = "The last date must be on or after the booking's own date.";
export const tooManyDates = (max: number) =>
  `A repeating booking may have at most ${max} dates; this one has more.`;
export const tooFarOut = (months: number) =>
  `A repeating booking may reach at most ${months} months past its first date.`;

export type SeriesLimits = { maxOccurrences: number; maxMonths: number };

export async function seriesLimits(tenantId: number): Promise<SeriesLimits> {
  const [limits] = await sql<SeriesLimits>(Prisma.sql`
    SELECT max_series_occurrences AS "maxOccurrences", max_series_months AS "maxMonths"
    FROM tenants WHERE id = ${tenantId}`);
  return limits;
}

export type SeriesPlan = {
  hallId: number;
  rule: SeriesRule;
  text: string;
  minutes: number;
  occurrences: Occurrence[];
};

/** The last local date a series from `first` may reach. */
const lastAllowed = (first: string, months: number) =>
  format(addMonths(parseISO(first), months), "yyyy-MM-dd");

/** The dates of `rule`, checked against the venue's limits. */
export function plannedDates(rule: SeriesRule, limits: SeriesLimits, field = "recurrence") {
  const latest = lastAllowed(rule.start_date, limits.maxMonths);
  if (rule.count !== undefined && rule.count > limits.maxOccurrences)
    throw ValidationError.of(`${field}.count`, tooManyDates(limits.maxOccurrences));
  if (rule.until !== undefined && rule.until < rule.start_date)
    throw ValidationError.of(`${field}.until`, UNTIL_BEFORE_START);
  if (rule.until !== undefined && rule.until > latest)
    throw ValidationError.of(`${field}.until`, tooFarOut(limits.maxMonths));
  const dates = ruleDates(rule, limits.maxOccurrences + 1);
  if (dates.length > limits.maxOccurrences)
    throw ValidationError.of(field, tooManyDates(limits.maxOccurrences));
  if (dates[0] !== rule.start_date) throw ValidationError.of(field, SERIES_FIRST_DATE);
  if (dates[dates.length - 1] > latest)
    throw ValidationError.of(`${field}.count`, tooFarOut(limits.maxMonths));
  return dates;
}

/** How long each booking of a hall blocks it before and after its period. */
export type Buffers = { setupMinutes: number; cleanupMinutes: number };

/**
 * Whether any date's period runs into another's, counting the hall's setup and cleanup times as
 * the exclusion constraint does: such dates would refuse each other when written.
 */
export function overlapsItself(
  periods: { start: Date; end: Date }[],
  { setupMinutes, cleanupMinutes }: Buffers,
) {
  const gap = (setupMinutes + cleanupMinutes) * 60_000;
  const byStart = [...periods].sort((a, b) => a.start.getTime() - b.start.getTime());
  return byStart.some((o, i) => i > 0 && byStart[i - 1].end.getTime() + gap > o.start.getTime());
}

/** A new series from a booking request with `recurrence`, checked; nothing is written. */
export async function planSeries(
  tenant: TenantRef,
  input: BookingCreate & { recurrence: Recurrence },
): Promise<SeriesPlan> {
  const hall = await bookableHall(tenant.id, input.hall);
  if (!hall.isActive) throw ValidationError.of("hall", HALL_INACTIVE);
  if (hall.requiresSlot || input.slot_id != null)
    throw ValidationError.of(input.slot_id != null ? "slot_id" : "hall", SERIES_NO_SLOTS);
  if (input.hold_until !== null) throw ValidationError.of("hold_until", SERIES_NO_HOLD);
  const { start, end } = checkedPeriod(tenant, input);
  const first = wallClock(start, tenant.timezone);
  const rule = seriesRule(input.recurrence, { ...first, timezone: tenant.timezone });
  const dates = plannedDates(rule, await seriesLimits(tenant.id));
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  const occurrences = occurrencesOf(rule, dates, minutes);
  if (overlapsItself(periodsOf(occurrences), hall))
    throw ValidationError.of("recurrence", SERIES_OVERLAPS_ITSELF);
  return { hallId: hall.id, rule, text: ruleText(rule), minutes, occurrences };
}
