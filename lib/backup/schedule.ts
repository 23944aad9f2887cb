// Scheduled backups (BACKUP_INTERVAL): every app server ticks, and one at a time backs up, under a
// session-level advisory lock on a direct connection. When a backup is due is read from the
// database (app_meta), not from a process's memory, so several servers and their restarts make one
// backup per interval. A failure is logged at every attempt, and told to the provider's staff as a
// notice once per streak of failures; the next success ends the streak.
import path from "node:path";

import pg from "pg";

import { withoutPoolerMark } from "@/lib/db/pooler-url";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { notifyProviderStaff } from "@/lib/notifications/notify";
import { fileStorage } from "@/lib/storage";

import { createBackup } from "./backup";
import { backupDir, pruneArchives, sweepLeftovers } from "./prune";

/** The advisory lock of a scheduled backup (beside the migrations' 72707369, the seed's ...70). */
export const BACKUP_LOCK = 72707371;
/** app_meta: when the last scheduled backup succeeded (ISO time), and since when they fail. */
export const LAST_SUCCESS = "backup:last-success";
export const FAILING_SINCE = "backup:failing-since";
/** The longest a server waits between two looks at whether a backup is due. */
const MAX_TICK_MS = 5 * 60_000;

export type RoundOutcome =
  | { outcome: "locked" }
  | { outcome: "not-due"; dueAt: Date }
  | { outcome: "done"; file: string; pruned: string[] }
  | { outcome: "failed"; reason: string; notified: number };

const directUrl = () => withoutPoolerMark(env().DATABASE_LISTEN_URL ?? env().DATABASE_URL!);

async function meta(client: pg.Client, key: string): Promise<string | null> {
  const { rows } = await client.query<{ value: string }>(
    "SELECT value FROM app_meta WHERE key = $1",
    [key],
  );
  return rows[0]?.value ?? null;
}

const setMeta = (client: pg.Client, key: string, value: string) =>
  client.query(
    `INSERT INTO app_meta (key, value, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, value],
  );

/** The notice of a failure: what failed, where, since when nothing was backed up, what to do. */
export const failed = (reason: string, dir: string, last: string | null) =>
  `The scheduled backup failed: ${reason}. Archives go to ${dir} (BACKUP_DIR): check that the ` +
  `app servers can write there, and their log. Last good backup: ` +
  `${last ? `${last.replace("T", " ").slice(0, 16)} UTC` : "none yet"}. ` +
  "Until one succeeds, make one by hand with npm run backup.";

export const workAgain = (file: string) =>
  `Scheduled backups work again: ${path.basename(file)} was written.`;

/** One look: back up when this server has the lock and a backup is due. */
export async function backupRound(now = new Date()): Promise<RoundOutcome> {
  const settings = env();
  const interval = settings.BACKUP_INTERVAL;
  if (!interval) throw new Error("BACKUP_INTERVAL is not set");
  const client = new pg.Client({ connectionString: directUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      "SELECT pg_try_advisory_lock($1) AS locked",
      [BACKUP_LOCK],
    );
    if (!rows[0]!.locked) return { outcome: "locked" };
    const last = await meta(client, LAST_SUCCESS);
    const dueAt = new Date(last ? Date.parse(last) + interval : 0);
    if (dueAt > now) return { outcome: "not-due", dueAt };
    const dir = backupDir(settings);
    try {
      const swept = sweepLeftovers(dir);
      if (swept.length) log.warn("Removed what stopped backups left", { dir, swept });
      const { file } = await createBackup({
        databaseUrl: directUrl(),
        storage: fileStorage(),
        dataDir: settings.DATA_DIR,
        dir,
        now,
        scheduled: true,
      });
      const pruned = pruneArchives(dir, settings.BACKUP_KEEP);
      await setMeta(client, LAST_SUCCESS, now.toISOString());
      const ended = await client.query("DELETE FROM app_meta WHERE key = $1", [FAILING_SINCE]);
      log.info("Scheduled backup written", { file, pruned });
      // The staff were told of the failures: they are told these have ended.
      if (ended.rowCount) await notifyProviderStaff({ level: "Success", message: workAgain(file) });
      return { outcome: "done", file, pruned };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error("The scheduled backup failed", { error, dir });
      // One notice per streak: the first failure after a success (or ever) writes the mark.
      const first = await client.query(
        `INSERT INTO app_meta (key, value, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (key) DO NOTHING`,
        [FAILING_SINCE, now.toISOString()],
      );
      const notified = first.rowCount
        ? await notifyProviderStaff({ level: "Error", message: failed(reason, dir, last) })
        : 0;
      return { outcome: "failed", reason, notified };
    }
  } finally {
    await client.end(); // ending the session releases the lock
  }
}

const globalForBackups = globalThis as unknown as { hallbookBackups?: NodeJS.Timeout };

/** Starts this server's look at the backups when BACKUP_INTERVAL is set; once per process. */
export function startScheduledBackups() {
  const interval = env().BACKUP_INTERVAL;
  if (!interval || !env().DATABASE_URL || globalForBackups.hallbookBackups) return;
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    backupRound()
      .catch((error: unknown) => log.error("The scheduled backup could not start", { error }))
      .finally(() => (running = false));
  };
  const every = Math.min(interval, MAX_TICK_MS);
  log.info("Scheduled backups are on", {
    intervalMinutes: interval / 60_000,
    dir: backupDir(env()),
    keep: env().BACKUP_KEEP,
    lookEverySeconds: every / 1000,
  });
  const timer = setInterval(tick, every);
  timer.unref();
  globalForBackups.hallbookBackups = timer;
  setTimeout(tick, 30_000).unref(); // a first look soon after the start
}
