// The customer mail's clock: every app server runs it (instrumentation.ts). A commit that queues
// a mail wakes every server at once (the trigger customer_mails_queued NOTIFYs customer_mail; each
// server LISTENs on a connection of its own), and the first to claim it sends it
// (./customer-mail-queue.ts), giving way between mails while the server is busy answering requests
// (lib/core/yield-when-busy.ts). A timer catches what is due later (a retry) and what a lost
// listener missed; sent, failed and skipped messages are pruned after a week.
import { yieldWhenBusy } from "@/lib/core/yield-when-busy";
import { pool } from "@/lib/db";
import { ChannelListener, listenUrl } from "@/lib/db/listen";
import { log } from "@/lib/log";

import { sendDueCustomerMails } from "./customer-mail-queue";

export const MAIL_CHANNEL = "customer_mail";
/** The longest this server waits before looking again, and the shortest. */
const POLL_MS = 30_000;
const MIN_WAIT_MS = 1_000;
const PRUNE_EVERY_MS = 3_600_000;

type Sender = {
  running: boolean;
  /** woken while running: look again before sleeping */
  again: boolean;
  timer: NodeJS.Timeout | null;
  prunedAt: number;
  listener: ChannelListener | null;
  /** between two mails: gives way to requests while this server is busy (at most 1 s a mail) */
  between: () => Promise<unknown>;
};

const globalForSender = globalThis as unknown as { hallbookMailSender?: Sender };

/** ms until the next queued message is due, within [MIN_WAIT_MS, POLL_MS]. */
async function untilNextDue(): Promise<number> {
  const { rows } = await pool().query<{ ms: number | null }>(
    `SELECT (extract(epoch FROM min(due_at) - clock_timestamp()) * 1000)::float8 AS ms
     FROM customer_mails WHERE state = 'queued'`,
  );
  const ms = rows[0]?.ms ?? POLL_MS;
  return Math.min(POLL_MS, Math.max(MIN_WAIT_MS, ms));
}

/** Forgets messages done for a week: the booking's history keeps what became of each. */
async function prune() {
  const { rowCount } = await pool().query(
    `DELETE FROM customer_mails
     WHERE state <> 'queued' AND finished_at < clock_timestamp() - interval '7 days'`,
  );
  if (rowCount) log.info("Old customer mail pruned", { messages: rowCount });
}

async function run(sender: Sender) {
  if (sender.running) {
    sender.again = true;
    return;
  }
  sender.running = true;
  if (sender.timer) clearTimeout(sender.timer);
  let wait = POLL_MS;
  try {
    do {
      sender.again = false;
      await sendDueCustomerMails(undefined, { between: sender.between });
    } while (sender.again);
    if (Date.now() - sender.prunedAt > PRUNE_EVERY_MS) {
      sender.prunedAt = Date.now();
      await prune();
    }
    wait = await untilNextDue();
  } catch (error) {
    log.error("Sending customer mail failed", { error });
    wait = 5_000;
  } finally {
    sender.running = false;
    sender.timer = setTimeout(() => void run(sender), sender.again ? 0 : wait);
    sender.timer.unref();
  }
}

/** Starts this process's sender: at once, on every queued mail, and when one is due. */
export function startCustomerMailSender() {
  const url = listenUrl();
  if (!url || globalForSender.hallbookMailSender) return;
  const sender: Sender = {
    running: false,
    again: false,
    timer: null,
    prunedAt: 0,
    listener: null,
    between: yieldWhenBusy(),
  };
  globalForSender.hallbookMailSender = sender;
  const wake = () => void run(sender);
  sender.listener = new ChannelListener(url, MAIL_CHANNEL, {
    onNotify: wake,
    // Whatever was queued while this server was not listening (at start, after a lost
    // connection) is due already.
    onListening: wake,
    onLost() {},
  });
}
