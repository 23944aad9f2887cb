// What /api/metrics answers: this process's counters and histograms, and what is read when it is
// scraped: the pool's connections, the open live streams, the process's memory and CPU, and from
// PostgreSQL what every server reports alike: the customer mail queue (one table) and the
// scheduled backups' state (app_meta, lib/backup/schedule.ts).
import { FAILING_SINCE, LAST_SUCCESS } from "@/lib/backup/schedule";
import { pool } from "@/lib/db";
import { env } from "@/lib/env";
import { liveStats } from "@/lib/live/hub";
import { log } from "@/lib/log";
import packageJson from "@/package.json";

import { metrics } from "./metrics";
import { num } from "./registry";

/**
 * The queue's length and its oldest waiting mail's age, by the database's clock; when the last
 * scheduled backup succeeded (an ISO time, or null), and whether backups are failing.
 */
const SHARED = `
  SELECT count(*)::int AS queued,
    coalesce(extract(epoch FROM clock_timestamp() - min(created_at)), 0)::float8 AS oldest,
    (SELECT value FROM app_meta WHERE key = $1) AS "lastBackup",
    EXISTS (SELECT 1 FROM app_meta WHERE key = $2) AS "backupFailing"
  FROM customer_mails WHERE state = 'queued'`;

type Shared = { queued: number; oldest: number; lastBackup: string | null; backupFailing: boolean };

/** A scrape waits this long for the shared figures, then answers without them. */
const SHARED_READ_MS = 2_000;

/** The shared figures, or an error after SHARED_READ_MS (a pool busy with requests, say). */
async function readShared(): Promise<Shared> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), SHARED_READ_MS);
  });
  try {
    const read = pool().query<Shared>(SHARED, [LAST_SUCCESS, FAILING_SINCE]);
    const { rows } = await Promise.race([read, late]);
    return rows[0] ?? { queued: 0, oldest: 0, lastBackup: null, backupFailing: false };
  } finally {
    clearTimeout(timer);
  }
}

const startSeconds = Math.round((Date.now() - performance.now()) / 10) / 100;

/** process_* metrics under their usual names, as Prometheus's client libraries write them. */
function processText(): string {
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  const samples: [string, string, "gauge" | "counter", number][] = [
    [
      "process_cpu_user_seconds_total",
      "Seconds of CPU this server spent in its own code.",
      "counter",
      cpu.user / 1e6,
    ],
    [
      "process_cpu_system_seconds_total",
      "Seconds of CPU the system spent on this server's behalf.",
      "counter",
      cpu.system / 1e6,
    ],
    [
      "process_cpu_seconds_total",
      "Seconds of CPU this server used in all.",
      "counter",
      (cpu.user + cpu.system) / 1e6,
    ],
    ["process_resident_memory_bytes", "Bytes of memory this server holds.", "gauge", memory.rss],
    [
      "nodejs_heap_used_bytes",
      "Bytes of JavaScript objects this server holds.",
      "gauge",
      memory.heapUsed,
    ],
    [
      "process_start_time_seconds",
      "When this server started, in seconds since 1970 (UTC).",
      "gauge",
      startSeconds,
    ],
  ];
  return samples
    .map(
      ([name, help, type, value]) =>
        `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n${name} ${num(value)}\n`,
    )
    .join("");
}

/** The exposition text of this process, read now. */
export async function scrape(): Promise<string> {
  const m = metrics();
  const g = m.gauges;
  const p = pool();
  g.poolTotal.set([], p.totalCount);
  g.poolInUse.set([], p.totalCount - p.idleCount);
  g.poolWaiting.set([], p.waitingCount);
  g.poolMax.set([], env().DATABASE_POOL_SIZE);
  g.liveStreams.set([], liveStats().streams);
  g.buildInfo.set([packageJson.version], 1);
  try {
    const shared = await readShared();
    g.mailQueued.set([], shared.queued);
    g.mailOldest.set([], shared.oldest);
    const lastBackup = shared.lastBackup ? Date.parse(shared.lastBackup) / 1000 : NaN;
    // Absent until a backup succeeded: there is no time to say.
    if (Number.isFinite(lastBackup)) g.backupLastSuccess.set([], lastBackup);
    else g.backupLastSuccess.clear();
    g.backupFailing.set([], shared.backupFailing ? 1 : 0);
  } catch (error) {
    // Answered without them: a missing series says "not known" in Prometheus's terms.
    log.warn("Metrics: the mail queue and the backups' state could not be read", { error });
    for (const gauge of [g.mailQueued, g.mailOldest, g.backupLastSuccess, g.backupFailing])
      gauge.clear();
  }
  return m.registry.text() + processText();
}
