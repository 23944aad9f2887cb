// Background work gives way to requests: it waits while the event loop is busy, never long.
import type { EventLoopUtilization } from "node:perf_hooks";

import { describe, expect, it } from "vitest";

import {
  BUSY_UTILIZATION,
  inFlight,
  MOST_WAIT_MS,
  yieldWhenBusy,
} from "@/lib/core/yield-when-busy";

/** The process's own count of requests under way. */
const realRequests = () =>
  (globalThis as { hallbookRequestsInFlight?: { n: number } }).hallbookRequestsInFlight?.n ?? 0;

/**
 * A clock whose event loop was busy `busy[i]` of the i-th interval measured, answering
 * `requests[i]` requests at the i-th look.
 */
function clockOf(busy: number[], requests: number[] = []) {
  let look = 0;
  let interval = 0;
  const slept: number[] = [];
  const sample = { idle: 0, active: 0, utilization: 0 } satisfies EventLoopUtilization;
  return {
    slept,
    clock: {
      utilization: (previous?: EventLoopUtilization) =>
        previous ? { ...sample, utilization: busy[interval++] ?? 0 } : sample,
      requests: () => requests[look++] ?? 0,
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

  it("waits while requests are under way, though the event loop is idle", async () => {
    const { clock } = clockOf([0.1, 0.1, 0.1, 0.1], [3, 1, 0]);
    expect(await yieldWhenBusy(clock)()).toBe(200);
  });

  it("counts a request until its answer settles, failed or not", async () => {
    const { clock } = clockOf([]);
    let finish!: () => void;
    const answering = inFlight(new Promise<void>((resolve) => (finish = resolve)));
    const failing = inFlight(Promise.reject(new Error("refused"))).catch(() => "refused");
    expect(await failing).toBe("refused");
    expect(realRequests()).toBe(1);
    // The request ends while the work waits: it goes on at the next look.
    const sleep = async () => {
      finish();
      await answering;
    };
    expect(await yieldWhenBusy({ ...clock, requests: realRequests, sleep })()).toBe(100);
    expect(realRequests()).toBe(0);
  });

  it("never waits longer than its bound, however busy", async () => {
    const { clock } = clockOf(Array.from({ length: 100 }, () => 1));
    const pause = yieldWhenBusy(clock);
    expect(await pause()).toBe(MOST_WAIT_MS);
    expect(await pause()).toBe(MOST_WAIT_MS);
  });
});
