// Where every seeded booking lies, which weeks the read cases ask for, and where the benchmark's
// new bookings go, so that a new booking never meets a seeded one or another new one unless it is
// meant to (the planned 409s).
//
// Each hall gets one seeded booking per `step` (about 53 hours at 1M bookings in 2,000 halls, over
// three years: two in the past, one ahead), lasting 2-4 hours within the step's first 8 hours.
// New bookings take one-hour places from the 8th hour of a step on, in steps after the read
// window, so the read cases' answers do not change while creates run.
import type { BenchConfig } from "./config";

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const PAST_DAYS = 730;
/** the days the seeded bookings cover, from PAST_DAYS ago */
export const SPAN_DAYS = 1096;
/** a seeded booking starts 0-4 hours into its step and lasts 2-4 hours */
const SEEDED_HOURS = 8;

export type Layout = ReturnType<typeof bookingLayout>;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export function bookingLayout(
  config: Pick<BenchConfig, "tenants" | "hallsPerTenant" | "bookings">,
  now = new Date(),
) {
  const halls = config.tenants * config.hallsPerTenant;
  const perHall = Math.ceil(config.bookings / halls);
  const stepMinutes = Math.floor((SPAN_DAYS * 1440) / perHall);
  const slotsPerGap = Math.floor(stepMinutes / 60) - SEEDED_HOURS;
  if (slotsPerGap < 1)
    throw new Error(
      `${config.bookings} bookings in ${halls} halls leave no room between bookings: use fewer.`,
    );
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const t0 = new Date(today.getTime() - PAST_DAYS * DAY);

  // The month after this one, as the calendar shows it: six weeks from the Sunday before the 1st.
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  const gridStart = new Date(first.getTime() - first.getUTCDay() * DAY);
  const gridEnd = new Date(gridStart.getTime() + 42 * DAY);
  // Two days of margin cover every time zone's offset from UTC.
  const probeFrom = new Date(gridStart.getTime() - 2 * DAY);
  const probeTo = new Date(gridEnd.getTime() + 2 * DAY);
  const createFromStep = Math.ceil((probeTo.getTime() - t0.getTime()) / (stepMinutes * MINUTE));

  return {
    halls,
    perHall,
    t0,
    stepMinutes,
    slotsPerGap,
    /** the month case's range, as local dates of the venue */
    month: { start: isoDate(gridStart), end: isoDate(gridEnd) },
    /** the list case's 30 days, as local dates of the venue (end_date is included) */
    list: { start: isoDate(first), end: isoDate(new Date(first.getTime() + 29 * DAY)) },
    probeFrom,
    probeTo,
    createFromStep,
  };
}

/**
 * The `n`th new booking's place: a hall (by its index in id order) and an hour no seeded booking
 * and no other new booking takes. Consecutive numbers go to different halls.
 */
export function newBookingPlace(layout: Layout, n: number) {
  const hallIndex = n % layout.halls;
  const perHallIndex = Math.floor(n / layout.halls);
  const hour = SEEDED_HOURS + (perHallIndex % layout.slotsPerGap);
  const step = layout.createFromStep + Math.floor(perHallIndex / layout.slotsPerGap);
  const start = new Date(layout.t0.getTime() + (step * layout.stepMinutes + hour * 60) * MINUTE);
  return { hallIndex, start, end: new Date(start.getTime() + 60 * MINUTE) };
}

/** The SQL start of seeded booking `g` (a bigint), which belongs to the hall of index g % halls. */
export function seededStartSql(layout: Layout) {
  const { halls, stepMinutes } = layout;
  // Step g / halls of hall g % halls, and 0-4 hours into it.
  const minutes = `(g / ${halls}) * ${stepMinutes} + ((g % ${halls} + g / ${halls}) % 5) * 60`;
  return `'${layout.t0.toISOString()}'::timestamptz + (${minutes}) * interval '1 minute'`;
}
