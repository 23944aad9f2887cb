// This process's metrics: what is counted where it happens (requests at the one door, rate-limit
// refusals, hold sweeps, mail sends). Each app server is its own scrape target; what every server
// shares (the mail queue) is read from PostgreSQL when /api/metrics is scraped (./scrape.ts).
// One registry per process, on globalThis: Next.js may load this module in several bundles, and
// the lane of the hot requests loads route modules of its own (decision 097).
// METRICS=off (read once) makes recording a no-op: the floor the benchmark measures against.
import { env } from "@/lib/env";

import { Counter, Gauge, Histogram, Registry, type HistogramSeries, type Series } from "./registry";

/** One route and method's series, found with one lookup per request. */
type RouteSeries = { latency?: HistogramSeries; byStatus: Map<number, Series> };

/** Seconds; the hot requests take 1 to 20 ms on two cores, a slow export seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function create() {
  const registry = new Registry();
  const m = {
    on: env().METRICS !== "off",
    registry,
    /** by "METHOD route" */
    routes: new Map<string, RouteSeries>(),
    requests: registry.add(
      new Counter(
        "hallbook_http_requests_total",
        "API requests answered, by route pattern, method and status.",
        ["method", "route", "status"],
      ),
    ),
    latency: registry.add(
      new Histogram(
        "hallbook_http_request_duration_seconds",
        "Seconds an API request took until its answer began (a download's transfer not " +
          "counted), by route pattern and method.",
        ["method", "route"],
        LATENCY_BUCKETS,
      ),
    ),
    rateLimited: registry.add(
      new Counter(
        "hallbook_rate_limit_refusals_total",
        "Requests refused as too many (429), by the limit that refused them.",
        ["limiter"],
      ),
    ),
    holdSweeps: registry.add(
      new Counter(
        "hallbook_hold_sweeps_total",
        "Rounds of ending lapsed booking holds on this server: swept, skipped (another " +
          "server did it) or failed.",
        ["outcome"],
      ),
    ),
    holdsExpired: registry.add(
      new Counter("hallbook_holds_expired_total", "Lapsed booking holds this server ended."),
    ),
    mailSent: registry.add(
      new Counter(
        "hallbook_mail_sent_total",
        "Messages this server sent (to the mail server, or to the outbox folder).",
      ),
    ),
    mailFailed: registry.add(
      new Counter(
        "hallbook_mail_send_failures_total",
        "Messages this server failed to send (a customer mail is tried again later).",
      ),
    ),
    /** set at scrape time (./scrape.ts) */
    gauges: {
      poolTotal: registry.add(
        new Gauge(
          "hallbook_db_pool_connections",
          "Database connections this server holds open.",
          [],
        ),
      ),
      poolInUse: registry.add(
        new Gauge(
          "hallbook_db_pool_in_use_connections",
          "Database connections this server is using now.",
          [],
        ),
      ),
      poolWaiting: registry.add(
        new Gauge(
          "hallbook_db_pool_waiting_clients",
          "Database queries waiting for a free connection on this server.",
          [],
        ),
      ),
      poolMax: registry.add(
        new Gauge(
          "hallbook_db_pool_max_connections",
          "The most connections this server's database pool opens (DATABASE_POOL_SIZE).",
          [],
        ),
      ),
      liveStreams: registry.add(
        new Gauge("hallbook_live_streams_open", "Live calendar streams open on this server."),
      ),
      mailQueued: registry.add(
        new Gauge(
          "hallbook_mail_queue_length",
          "Customer mails waiting to be sent (every server reports the same queue).",
        ),
      ),
      mailOldest: registry.add(
        new Gauge(
          "hallbook_mail_queue_oldest_age_seconds",
          "Seconds the oldest waiting customer mail has waited; 0 when none waits.",
        ),
      ),
      backupLastSuccess: registry.add(
        new Gauge(
          "hallbook_backup_last_success_timestamp_seconds",
          "When the last scheduled backup succeeded, in seconds since 1970 (UTC); absent " +
            "before the first.",
        ),
      ),
      backupFailing: registry.add(
        new Gauge(
          "hallbook_backup_failing",
          "1 while scheduled backups are failing (since the last one failed), else 0.",
        ),
      ),
      buildInfo: registry.add(
        new Gauge(
          "hallbook_build_info",
          "Always 1; its version label is the HallBook version this server runs.",
          ["version"],
        ),
      ),
    },
  };
  // Counters start at 0, so that a rate over the first increase is seen.
  for (const outcome of ["swept", "skipped", "failed"]) m.holdSweeps.inc([outcome], 0);
  for (const counter of [m.holdsExpired, m.mailSent, m.mailFailed]) counter.inc([], 0);
  return m;
}

type Metrics = ReturnType<typeof create>;
const globalForMetrics = globalThis as unknown as { hallbookMetrics?: Metrics };

/** The process's metrics, made on first use. */
export const metrics = (): Metrics => (globalForMetrics.hallbookMetrics ??= create());

/** Whether recording is on (METRICS is not "off"). */
export const metricsOn = () => metrics().on;

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * One answered request: counted by its route's pattern and status, its time observed (null: only
 * counted).
 */
export function recordRequest(
  method: string,
  route: string,
  status: number,
  seconds: number | null,
) {
  const m = metrics();
  if (!m.on) return;
  const verb = METHODS.has(method) ? method : "other";
  const key = `${verb} ${route}`;
  let r = m.routes.get(key);
  if (!r) m.routes.set(key, (r = { byStatus: new Map() }));
  let count = r.byStatus.get(status);
  if (!count) r.byStatus.set(status, (count = m.requests.child([verb, route, String(status)])));
  count.value++;
  if (seconds !== null) m.latency.put((r.latency ??= m.latency.child([verb, route])), seconds);
}

/** A request refused by the limit `limiter` (a rate limit's bucket, or a limit's own name). */
export function recordRateLimited(limiter: string) {
  const m = metrics();
  if (m.on) m.rateLimited.inc([limiter]);
}

export function recordHoldSweep(outcome: "swept" | "skipped" | "failed", expired = 0) {
  const m = metrics();
  if (!m.on) return;
  m.holdSweeps.inc([outcome]);
  if (expired) m.holdsExpired.inc([], expired);
}

export function recordMailSend(ok: boolean) {
  const m = metrics();
  if (m.on) (ok ? m.mailSent : m.mailFailed).inc();
}
