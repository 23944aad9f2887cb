// The events' clock: every app server prunes what no client can catch up on any more, once an
// hour. A DELETE by two servers at once costs the second nothing but the wait.
import { log } from "@/lib/log";

import { pruneEvents } from "./events";

const EVERY_MS = 3_600_000;
const globalForPruner = globalThis as unknown as { hallbookEventPruner?: NodeJS.Timeout };

/** Starts this process's pruning; once per process. */
export function startEventPruner() {
  if (globalForPruner.hallbookEventPruner) return;
  const prune = () =>
    pruneEvents()
      .then((n) => n && log.info("Old booking events pruned", { events: n }))
      .catch((error: unknown) => log.error("Pruning booking events failed", { error }));
  const timer = setInterval(prune, EVERY_MS);
  timer.unref();
  globalForPruner.hallbookEventPruner = timer;
}
