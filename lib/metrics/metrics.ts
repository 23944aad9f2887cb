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
        "API requests answered by route(), by method, route pattern and status.",
        ["method", "route", "status"],
      ),
    ),
    latency: registry.add(
      new Histogram(
        "hallbook_http_request_duration_seconds",
        "Time from a request reaching route() to its answer (headers; a streamed body's " +
          "rest is not counted), by method and route pattern.",
        ["method", "route"],
        LATENCY_BUCKETS,
      ),
    ),
    rateLimited: registry.add(
      new Counter(
        "hallbook_rate_limit_refusals_total",
        "Requests refused with 429 by a limit, by the limit's name.",
        ["limiter"],
      ),
    ),
    holdSweeps: registry.add(
      new Counter(
        "hallbook_hold_sweeps_total",
        "Hold sweep rounds of this process: swept (it held the lock), skipped (another server " +
          "did) or failed.",
        ["outcome"],
      ),
    ),
    holdsExpired: registry.add(
      new Counter("hallbook_holds_expired_total", "Holds this process's sweeps ended."),
    ),
    mailSent: registry.add(
      new Counter("hallbook_mail_sent_total", "Mail this process handed to SMTP or the outbox."),
    ),
    mailFailed: registry.add(
      new Counter(
        "hallbook_mail_send_failures_total",
        "Mail sends of this process that failed (a queued customer mail is tried again).",
      ),
    ),
    /** set at scrape time (./scrape.ts) */
    gauges: {
      poolTotal: registry.add(
        new Gauge("hallbook_db_pool_connections", "Connections the pool holds open.", []),
      ),
      poolInUse: registry.add(
        new Gauge("hallbook_db_pool_in_use_connections", "Pool connections checked out.", []),
      ),
      poolWaiting: registry.add(
        new Gauge(
          "hallbook_db_pool_waiting_clients",
          "Queries waiting for a free pool connection.",
          [],
        ),
      ),
      poolMax: registry.add(
        new Gauge("hallbook_db_pool_max_connections", "DATABASE_POOL_SIZE.", []),
      ),
      liveStreams: registry.add(
        new Gauge("hallbook_live_streams_open", "Live calendar streams open on this process."),
      ),
      mailQueued: registry.add(
        new Gauge(
          "hallbook_mail_queue_length",
          "Customer mails queued and not yet sent (every server reports the same queue).",
        ),
      ),
      mailOldest: registry.add(
        new Gauge(
          "hallbook_mail_queue_oldest_age_seconds",
          "Age of the oldest queued customer mail; 0 when the queue is empty.",
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
