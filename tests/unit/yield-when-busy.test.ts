// Background work gives way to requests: it waits while the event loop is busy, never long.
import type { EventLoopUtilization } from "node:perf_hooks";

import { describe, expect, it } from "vitest";

import { BUSY_UTILIZATION, MOST_WAIT_MS, yieldWhenBusy } from "@/lib/core/yield-when-busy";

/** A clock whose event loop was busy `busy[i]` of the i-th interval measured. */
function clockOf(busy: number[]) {
  let interval = 0;
  const slept: number[] = [];
  const sample = { idle: 0, active: 0, utilization: 0 } satisfies EventLoopUtilization;
  return {
    slept,
    clock: {
      utilization: (previous?: EventLoopUtilization) =>
        previous ? { ...sample, utilization: busy[interval++] ?? 0 } : sample,
      sleep: async (ms: number) => void slept.push(ms),
    },
  };
}

describe("yieldWhenBusy", () => {
  it("goes on at once while the process is not busy", async () => {
    const { clock, slept } = clockOf([0.2, BUSY_UTILIZATION, 0.5]);
    const pause = yieldWhenBusy(clock);
    for (let i = 0; i < 3; i++) expect(await pause()).toBe(0);
    expect(slept).toEqual([]);
  });

  it("waits while it is busy, and goes on once it is not", async () => {
    const { clock } = clockOf([0.99, 0.97, 0.3]);
    expect(await yieldWhenBusy(clock)()).toBe(200);
  });

  it("never waits longer than its bound, however busy", async () => {
    const { clock } = clockOf(Array.from({ length: 100 }, () => 1));
    const pause = yieldWhenBusy(clock);
    expect(await pause()).toBe(MOST_WAIT_MS);
    expect(await pause()).toBe(MOST_WAIT_MS);
  });
});
