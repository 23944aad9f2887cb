// The hold sweep's clock: every app server runs it (instrumentation.ts), and the advisory lock in
// expireHolds() lets one of them do each round; then it looks for payment reminders to queue
// (lib/payments/reminders.ts). The round queues each expired hold's customer
// mail, which the mail's own sender sends (./customer-mail-sender.ts).
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { recordHoldSweep } from "@/lib/metrics/metrics";
import { remindersRound } from "@/lib/payments/reminders";

import { expireHolds } from "./holds";

/** One round: expire what has run out. Null when another server has it. */
export async function sweepHolds(now = new Date()) {
  const expired = await expireHolds(now).catch((error: unknown) => {
    recordHoldSweep("failed");
    throw error;
  });
  recordHoldSweep(expired ? "swept" : "skipped", expired?.length ?? 0);
  if (expired?.length) log.info("Holds expired", { bookings: expired.map((b) => b.id) });
  return expired;
}

const globalForSweeper = globalThis as unknown as { hallbookHoldSweeper?: NodeJS.Timeout };

/** Starts this process's sweep every HOLD_SWEEP_INTERVAL_MS (0: never); once per process. */
export function startHoldSweeper() {
  const every = env().HOLD_SWEEP_INTERVAL_MS;
  if (!every || !env().DATABASE_URL || globalForSweeper.hallbookHoldSweeper) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepHolds()
      .catch((error: unknown) => log.error("The hold sweep failed", { error }))
      .then(() => remindersRound())
      .catch((error: unknown) => log.error("Queueing payment reminders failed", { error }))
      .finally(() => (running = false));
  }, every);
  timer.unref();
  globalForSweeper.hallbookHoldSweeper = timer;
}
