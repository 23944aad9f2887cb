// What /api/metrics answers: this process's counters and histograms, and what is read when it is
// scraped: the pool's connections, the open live streams, the process's memory and CPU, and from
// PostgreSQL the customer mail queue, which every server reports alike (it is one table).
import { pool } from "@/lib/db";
import { env } from "@/lib/env";
import { liveStats } from "@/lib/live/hub";
import { log } from "@/lib/log";

import { metrics } from "./metrics";
import { num } from "./registry";

/** The queue's length and its oldest waiting mail's age, by the database's clock. */
const QUEUE = `
  SELECT count(*)::int AS queued,
    coalesce(extract(epoch FROM clock_timestamp() - min(created_at)), 0)::float8 AS oldest
  FROM customer_mails WHERE state = 'queued'`;

/** A scrape waits this long for the queue's figures, then answers without them. */
const QUEUE_READ_MS = 2_000;

/** The queue's figures, or an error after QUEUE_READ_MS (a pool busy with requests, say). */
async function readQueue(): Promise<{ queued: number; oldest: number }> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), QUEUE_READ_MS);
  });
  try {
    const read = pool().query<{ queued: number; oldest: number }>(QUEUE);
    const { rows } = await Promise.race([read, late]);
    return rows[0] ?? { queued: 0, oldest: 0 };
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
    ["process_cpu_user_seconds_total", "User CPU time spent.", "counter", cpu.user / 1e6],
    ["process_cpu_system_seconds_total", "System CPU time spent.", "counter", cpu.system / 1e6],
    [
      "process_cpu_seconds_total",
      "User and system CPU time spent.",
      "counter",
      (cpu.user + cpu.system) / 1e6,
    ],
    ["process_resident_memory_bytes", "Resident memory size.", "gauge", memory.rss],
    ["nodejs_heap_used_bytes", "V8 heap in use.", "gauge", memory.heapUsed],
    ["process_start_time_seconds", "Start time since the Unix epoch.", "gauge", startSeconds],
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
  try {
    const queue = await readQueue();
    g.mailQueued.set([], queue.queued);
    g.mailOldest.set([], queue.oldest);
  } catch (error) {
    // Answered without them: a missing series says "not known" in Prometheus's terms.
    log.warn("Metrics: the mail queue could not be read", { error });
    g.mailQueued.clear();
    g.mailOldest.clear();
  }
  return m.registry.text() + processText();
}
