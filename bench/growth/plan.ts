// The growth run's plan (docs/decisions/103-growth-run.md): its steps of bookings and venues, the
// layouts every step's bookings are taken from, which share of them each step holds, and where
// each step's new bookings go. Pure arithmetic, so tests/unit/bench-growth-plan.test.ts checks it.
//
// The bookings of every step are a subset of the last step's, laid out once (lib/layout.ts) over
// the last step's venues: a step holds the venues that exist by then, the read window of the
// venues the read cases ask for in full (so every step answers them alike), and the same share of
// every other booking of those venues, picked by a hash of its number (so a larger share holds a
// smaller one: the same database grows).
import type { BenchConfig } from "../lib/config";
import { bookingLayout, SPAN_DAYS, type Layout } from "../lib/layout";

/** A step: bookings in all, and venues in all (the largest venue among them). */
export type Step = { bookings: number; venues: number };

export const STEPS = "10000:200,1000000:1000,5000000:2000";
export const SMOKE_STEPS = "3000:30,20000:60,40000:100";

/** "bookings:venues,..." as steps; each must add bookings and keep or add venues. */
export function parseSteps(text: string): Step[] {
  const steps = text.split(",").map((part) => {
    const [bookings, venues] = part.trim().split(":").map(Number);
    if (!Number.isInteger(bookings) || !Number.isInteger(venues) || bookings <= 0 || venues < 2)
      throw new Error(`A growth step is "bookings:venues" with at least 2 venues (got "${part}").`);
    return { bookings, venues };
  });
  steps.forEach((step, i) => {
    const before = steps[i - 1];
    if (before && (step.bookings <= before.bookings || step.venues < before.venues))
      throw new Error("Each growth step must have more bookings and at least as many venues.");
  });
  return steps;
}

/**
 * The two kinds of venue: the typical one (the benchmark's venue, with the last step's average
 * density of bookings) and the largest (`halls` halls, each booked about once a day).
 */
export function growthLayouts(
  config: BenchConfig,
  steps: Step[],
  largestHalls: number,
  now = new Date(),
) {
  const last = steps.at(-1)!;
  const largestAll = largestHalls * SPAN_DAYS;
  if (steps[0].venues - 1 < config.probeTenants)
    throw new Error(`The first growth step needs more than ${config.probeTenants} venues.`);
  if (last.bookings <= largestAll)
    throw new Error(`The last growth step needs more than the largest venue's ${largestAll}.`);
  const typicalConfig = {
    ...config,
    tenants: last.venues - 1,
    bookings: last.bookings - largestAll,
  };
  const largest = bookingLayout(
    { tenants: 1, hallsPerTenant: largestHalls, bookings: largestAll },
    now,
  );
  return { typicalConfig, typical: bookingLayout(typicalConfig, now), largest, largestAll };
}

/** The typical venues' halls at a step (in the layout's hall order: venue by venue). */
export const typicalHalls = (config: BenchConfig, step: Step) =>
  (step.venues - 1) * config.hallsPerTenant;

/** How many of `total` bookings dealt round `layoutHalls` halls the first `halls` halls get. */
export function slotsOfHalls(total: number, layoutHalls: number, halls: number) {
  return Math.floor(total / layoutHalls) * halls + Math.min(total % layoutHalls, halls);
}

export type Counts = {
  /** the typical venues' bookings that exist at the step, their read windows included */
  typicalSlots: number;
  /** of which in the read windows */
  typicalProbe: number;
  largestAll: number;
  largestProbe: number;
};

/** The share of the bookings outside the read windows a step holds, for `target` in all. */
export function stepShare(target: number, c: Counts): number {
  const windows = c.typicalProbe + c.largestProbe;
  const others = c.typicalSlots - c.typicalProbe + c.largestAll - c.largestProbe;
  if (target < windows)
    throw new Error(`${target} bookings cannot hold the read windows' ${windows}.`);
  if (target > windows + others)
    throw new Error(
      `${target} bookings are more than the step's venues hold (${windows + others}).`,
    );
  return others ? (target - windows) / others : 1;
}

/** A number's hash in [0, 2^32) (Knuth's multiplicative hash), in SQL: `g` is a bigint. */
export const HASH_SQL = "((g * 2654435761) % 4294967296)";
/** The same hash in JavaScript: the low 32 bits of the product. */
export const hashOf = (g: number) => Math.imul(g, 0x9e3779b1) >>> 0;
/** The hash's bound below which a booking is held, for a share. */
export const hashBound = (share: number) => Math.round(share * 2 ** 32);

const MINUTE = 60_000;
/** When seeded booking `g` starts, in ms: lib/layout.ts seededStartSql in JavaScript. */
export function seededStart(layout: Layout, g: number) {
  const [hall, step] = [g % layout.halls, Math.floor(g / layout.halls)];
  return layout.t0.getTime() + (step * layout.stepMinutes + ((hall + step) % 5) * 60) * MINUTE;
}

/** Seeded bookings `g` < `total` of the first `halls` halls whose start is in the read window. */
export function windowCount(layout: Layout, total: number, halls: number) {
  let n = 0;
  for (let hall = 0; hall < halls; hall++)
    for (let g = hall; g < total; g += layout.halls) {
      const start = seededStart(layout, g);
      if (start >= layout.probeFrom.getTime() && start < layout.probeTo.getTime()) n++;
    }
  return n;
}

export type GrowthPlan = ReturnType<typeof planGrowth>;

/** The layouts, and for each step its typical halls and the hash bound of its share. */
export function planGrowth(
  config: BenchConfig,
  steps: Step[],
  largestHalls: number,
  now = new Date(),
) {
  const layouts = growthLayouts(config, steps, largestHalls, now);
  const { typical, largest, largestAll, typicalConfig } = layouts;
  const probeHalls = config.probeTenants * config.hallsPerTenant;
  const counts = {
    typicalProbe: windowCount(typical, typicalConfig.bookings, probeHalls),
    largestAll,
    largestProbe: windowCount(largest, largestAll, largestHalls),
  };
  return {
    ...layouts,
    largestHalls,
    probeHalls,
    windows: counts.typicalProbe + counts.largestProbe,
    steps: steps.map((step) => {
      const halls = typicalHalls(config, step);
      const typicalSlots = slotsOfHalls(typicalConfig.bookings, typical.halls, halls);
      const share = stepShare(step.bookings, { ...counts, typicalSlots });
      return { ...step, halls, share, bound: hashBound(share) };
    }),
  };
}

/**
 * Where one step's new bookings go: the seeded layout's free hours, round the halls that exist at
 * the step (`halls`), from the layout step `fromStep` on (lib/layout.ts newBookingPlace).
 */
export const createLayout = (layout: Layout, halls: number, fromStep: number): Layout => ({
  ...layout,
  halls,
  createFromStep: fromStep,
});

/** The first layout step after the places `used` new bookings took in `l`. */
export function stepAfterCreates(l: Layout, used: number) {
  if (!used) return l.createFromStep;
  const lastPerHall = Math.floor((used - 1) / l.halls);
  return l.createFromStep + Math.floor(lastPerHall / l.slotsPerGap) + 1;
}
