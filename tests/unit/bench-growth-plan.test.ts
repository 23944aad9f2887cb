// The growth run's plan (bench/growth/plan.ts): each step holds about the bookings it names, the
// read windows in full, and every booking of the step before; new bookings of successive steps
// never take the same place.
import { describe, expect, it } from "vitest";

import {
  createLayout,
  hashOf,
  parseSteps,
  planGrowth,
  seededStart,
  SMOKE_STEPS,
  stepAfterCreates,
  STEPS,
  type GrowthPlan,
} from "@/bench/growth/plan";
import { loadConfig } from "@/bench/lib/config";
import { newBookingPlace, type Layout } from "@/bench/lib/layout";

const config = loadConfig();
const now = new Date("2026-11-29T12:00:00Z");

/** The bookings step `k` holds, by kind and number, worked out one by one as the SQL filters. */
function held(plan: GrowthPlan, k: number) {
  const step = plan.steps[k];
  const inWindow = (layout: Layout, g: number) => {
    const start = seededStart(layout, g);
    return start >= layout.probeFrom.getTime() && start < layout.probeTo.getTime();
  };
  const out = new Set<string>();
  for (let g = 0; g < plan.typicalConfig.bookings; g++) {
    const hall = g % plan.typical.halls;
    const probe = hall < plan.probeHalls && inWindow(plan.typical, g);
    if (hall < step.halls && (probe || hashOf(g) < step.bound)) out.add(`t${g}`);
  }
  for (let g = 0; g < plan.largestAll; g++)
    if (inWindow(plan.largest, g) || hashOf(g) < step.bound) out.add(`l${g}`);
  return out;
}

describe("the growth run's steps", () => {
  it("are read from 'bookings:venues' and must grow", () => {
    expect(parseSteps(STEPS)).toEqual([
      { bookings: 10_000, venues: 200 },
      { bookings: 1_000_000, venues: 1_000 },
      { bookings: 5_000_000, venues: 2_000 },
    ]);
    expect(() => parseSteps("1000:20,500:30")).toThrow(/more bookings/);
    expect(() => parseSteps("1000:20,5000:10")).toThrow(/at least as many venues/);
    expect(() => parseSteps("1000:1")).toThrow(/at least 2 venues/);
    expect(() => parseSteps("a lot")).toThrow(/bookings:venues/);
  });

  it("hold a growing share, all of it at the last step", () => {
    const plan = planGrowth(config, parseSteps(STEPS), 50, now);
    const shares = plan.steps.map((s) => s.share);
    expect(shares[0]).toBeGreaterThan(0);
    expect(shares[0]).toBeLessThan(shares[1]);
    expect(shares[2]).toBe(1);
    expect(plan.steps.map((s) => s.halls)).toEqual([1_990, 9_990, 19_990]);
    // The last step's layout holds its bookings exactly, the largest venue's with them.
    expect(plan.typicalConfig.bookings + plan.largestAll).toBe(5_000_000);
  });

  it("refuse a first step too small for the read windows", () => {
    expect(() => planGrowth(config, parseSteps("1000:200,5000000:2000"), 50, now)).toThrow(
      /cannot hold the read windows/,
    );
    expect(() => planGrowth(config, parseSteps("10000:10,5000000:2000"), 50, now)).toThrow(
      /more than 20 venues/,
    );
  });

  it("give each step about its bookings, the one before's among them", () => {
    const plan = planGrowth(config, parseSteps(SMOKE_STEPS), 10, now);
    let before = new Set<string>();
    plan.steps.forEach((step, k) => {
      const now = held(plan, k);
      expect(Math.abs(now.size - step.bookings) / step.bookings).toBeLessThan(0.02);
      for (const b of before) expect(now.has(b)).toBe(true);
      before = now;
    });
  });

  it("hash as PostgreSQL does: the low 32 bits of g * 2654435761", () => {
    for (const g of [0, 1, 12_345, 4_999_999, 2 ** 31 - 1])
      expect(hashOf(g)).toBe(Number((BigInt(g) * 2654435761n) % 4294967296n));
  });

  it("put each step's new bookings where no earlier step's went", () => {
    const plan = planGrowth(config, parseSteps(STEPS), 50, now);
    const taken = new Set<string>();
    const problems: string[] = [];
    let from = plan.typical.createFromStep;
    for (const step of plan.steps) {
      const layout = createLayout(plan.typical, step.halls, from);
      const used = 2 * step.halls + 17;
      for (let n = 0; n < used; n++) {
        const place = newBookingPlace(layout, n);
        const key = `${place.hallIndex} ${place.start.getTime()}`;
        if (place.hallIndex >= step.halls || taken.has(key)) problems.push(`${step.halls}: ${key}`);
        taken.add(key);
      }
      from = stepAfterCreates(layout, used);
    }
    expect(problems).toEqual([]);
  });
});
