// Background work that gives way to requests: between two pieces of it, while this process is
// answering requests or its event loop has been busy, it waits, up to a bound, so that it never
// stops altogether. A venue's confirmation mail sent a few seconds later costs nobody anything; a
// request answered later does.
import { performance, type EventLoopUtilization } from "node:perf_hooks";

/** Above this share of the last interval spent running, the process is busy. */
export const BUSY_UTILIZATION = 0.9;
/** The longest a piece of background work waits for the process to be less busy. */
export const MOST_WAIT_MS = 1_000;
const STEP_MS = 100;

// The API requests this process is answering, counted by the one door (lib/api/handler.ts). Kept
// on globalThis: Next.js may load this module in several bundles (the routes, instrumentation).
const counter = ((
  globalThis as { hallbookRequestsInFlight?: { n: number } }
).hallbookRequestsInFlight ??= { n: 0 });

/** Counts a request from now until `done` settles; returns what `done` gives. */
export async function inFlight<T>(done: Promise<T>): Promise<T> {
  counter.n++;
  try {
    return await done;
  } finally {
    counter.n--;
  }
}

type Clock = {
  utilization: (previous?: EventLoopUtilization) => EventLoopUtilization;
  /** how many requests this process is answering now */
  requests: () => number;
  sleep: (ms: number) => Promise<void>;
};
const realClock: Clock = {
  utilization: (previous) =>
    previous
      ? performance.eventLoopUtilization(performance.eventLoopUtilization(), previous)
      : performance.eventLoopUtilization(),
  requests: () => counter.n,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * A pause to call between pieces of background work: it returns at once while the process is not
 * busy (no request under way, and its event loop ran less than BUSY_UTILIZATION of the time since
 * the last call), else once it is no longer, or after MOST_WAIT_MS. Returns how long it waited.
 * Requests count as well as the event loop: a server whose requests wait on PostgreSQL on the same
 * cores is busy though its event loop is not.
 */
export function yieldWhenBusy(clock: Clock = realClock) {
  let mark = clock.utilization();
  const busySince = () => {
    const { utilization } = clock.utilization(mark);
    mark = clock.utilization();
    return clock.requests() > 0 || utilization > BUSY_UTILIZATION;
  };
  return async (): Promise<number> => {
    let waited = 0;
    while (waited < MOST_WAIT_MS && busySince()) {
      await clock.sleep(STEP_MS);
      waited += STEP_MS;
    }
    return waited;
  };
}
