// What /api/metrics tells after real requests: each under its route's pattern, method and status,
// with its latency; a limit's 429 by the limit's name; the mail queue as its rows say; the pool;
// and no new series from a client varying paths and query strings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as unknownPath from "@/app/api/[...path]/route";
import * as venueContact from "@/app/api/tenant/contact-submissions/route";
import * as hall from "@/app/api/tenant/halls/[id]/route";
import { MESSAGE_LIMIT } from "@/lib/contact/limit";
import { consumeRateLimit } from "@/lib/core/rate-limit";
import { db } from "@/lib/db";
import { sendMail } from "@/lib/mail";
import packageJson from "@/package.json";

import { call, dailyBooker, venue } from "./helpers";
import { configure, METRICS_TOKEN, sample, scrapeText, seriesOf } from "./metrics-support";

beforeAll(() => configure({ METRICS_TOKEN }));
afterAll(() => configure({}));

const REQUESTS = "hallbook_http_requests_total";
const LATENCY = "hallbook_http_request_duration_seconds";

describe("/api/metrics after real requests", () => {
  it("counts a request under its route's pattern and status, and times it", async () => {
    const v = await venue();
    const labels = { method: "GET", route: "/api/tenant/halls/[id]", status: "200" };
    const timed = { method: "GET", route: "/api/tenant/halls/[id]" };
    const earlier = await scrapeText();
    const before = sample(earlier, REQUESTS, labels) ?? 0;
    const timedBefore = sample(earlier, `${LATENCY}_count`, timed) ?? 0;
    const path = `/api/tenant/halls/${v.hall.id}/`;
    const read = await v.as(hall.GET, { path, params: { id: String(v.hall.id) } });
    expect(read.status).toBe(200);
    const missing = await v.as(hall.GET, {
      path: "/api/tenant/halls/999999/",
      params: { id: "999999" },
    });
    expect(missing.status).toBe(404);

    const text = await scrapeText();
    expect(sample(text, REQUESTS, labels)).toBe(before + 1);
    expect(sample(text, REQUESTS, { ...labels, status: "404" })).toBe(
      (sample(earlier, REQUESTS, { ...labels, status: "404" }) ?? 0) + 1,
    );
    expect(sample(text, `${LATENCY}_count`, timed)).toBe(timedBefore + 2);
    expect(sample(text, `${LATENCY}_bucket`, { ...timed, le: "+Inf" })).toBe(timedBefore + 2);
    expect(sample(text, `${LATENCY}_sum`, timed)).toBeGreaterThan(0);
    // the scrape itself is a request like any other
    expect(
      sample(text, REQUESTS, { method: "GET", route: "/api/metrics", status: "200" }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(`/api/tenant/halls/${v.hall.id}`);
  });

  it("makes no series of varied paths, query strings and unknown paths", async () => {
    const v = await venue();
    await v.as(hall.GET, { path: "/api/tenant/halls/1/", params: { id: "1" } });
    await call(unknownPath.GET, { path: "/api/nothing/" });
    const count = async () => seriesOf(await scrapeText(), "hallbook_http_").length;
    const before = await count();
    for (let i = 0; i < 50; i++) {
      const id = String(1_000_000 + i);
      const query = `?x=${i}&${"a".repeat(i)}=${i}`;
      const path = `/api/tenant/halls/${id}${i % 2 ? "/" : ""}${query}`;
      expect((await v.as(hall.GET, { path, params: { id } })).status).toBe(404);
      const unknown = await call(unknownPath.GET, { path: `/api/x${i}/../y${i}/${query}` });
      expect(unknown.status).toBe(404);
    }
    // the scrapes of count() add to the /api/metrics series already there, no line
    expect(await count()).toBe(before);
    const text = await scrapeText();
    expect(
      sample(text, REQUESTS, { method: "GET", route: "/api/[...path]", status: "404" }),
    ).toBeGreaterThanOrEqual(51);
  });

  it("counts a limit's 429 by the limit's name, and the request by its status", async () => {
    const v = await venue();
    const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    await consumeRateLimit(MESSAGE_LIMIT, `ip:${ip}`, MESSAGE_LIMIT.max);
    const limiter = { limiter: "message" };
    const status = { method: "POST", route: "/api/tenant/contact-submissions", status: "429" };
    const before = await scrapeText();
    const refused = await call(venueContact.POST, {
      path: "/api/tenant/contact-submissions/",
      host: `${v.tenant.slug}.localhost`,
      headers: { "x-forwarded-for": ip },
      body: { name: "Gus", email: "gus@example.com", message: "Free on May 1st?" },
    });
    expect(refused.status).toBe(429);
    const after = await scrapeText();
    expect(sample(after, "hallbook_rate_limit_refusals_total", limiter)).toBe(
      (sample(before, "hallbook_rate_limit_refusals_total", limiter) ?? 0) + 1,
    );
    expect(sample(after, REQUESTS, status)).toBe((sample(before, REQUESTS, status) ?? 0) + 1);
  });

  it("reports the customer mail queue as its rows say", async () => {
    const v = await venue();
    const booking = await dailyBooker({ name: "Queue", from: Date.now() + 86_400_000 })(v);
    const empty = await scrapeText();
    expect(sample(empty, "hallbook_mail_queue_length")).toBe(0);
    expect(sample(empty, "hallbook_mail_queue_oldest_age_seconds")).toBe(0);
    // Due in a day, so that no sender takes them meanwhile; one already sent, which is not queued.
    const row = (state: string, ageSeconds: number) => db.$executeRaw`
      INSERT INTO customer_mails
        (tenant_id, booking_id, kind, snapshot, state, due_at, created_at, finished_at)
      VALUES (${v.tenant.id}, ${booking.id}, 'changed', '{}'::jsonb, ${state},
        now() + interval '1 day', now() - make_interval(secs => ${ageSeconds}),
        CASE WHEN ${state} = 'queued' THEN NULL ELSE now() END)`;
    await row("queued", 3600);
    await row("queued", 600);
    await row("queued", 0);
    await row("sent", 7200);
    const text = await scrapeText();
    expect(sample(text, "hallbook_mail_queue_length")).toBe(3);
    const oldest = sample(text, "hallbook_mail_queue_oldest_age_seconds")!;
    expect(oldest).toBeGreaterThanOrEqual(3600);
    expect(oldest).toBeLessThan(3660);
  });

  it("reports the pool, the live streams, mail sends and the process", async () => {
    await sendMail({ to: "metrics@example.com", subject: "Counted", text: "Hello" });
    const text = await scrapeText();
    for (const name of [
      "hallbook_db_pool_connections",
      "hallbook_db_pool_in_use_connections",
      "hallbook_db_pool_waiting_clients",
      "hallbook_db_pool_max_connections",
      "hallbook_live_streams_open",
      "process_resident_memory_bytes",
      "process_cpu_seconds_total",
      "process_start_time_seconds",
    ])
      expect(sample(text, name), name).toBeGreaterThanOrEqual(0);
    expect(sample(text, "hallbook_db_pool_max_connections")).toBe(10);
    expect(sample(text, "hallbook_db_pool_connections")).toBeGreaterThanOrEqual(1);
    expect(sample(text, "hallbook_db_pool_waiting_clients")).toBe(0);
    expect(sample(text, "hallbook_mail_sent_total")).toBeGreaterThanOrEqual(1);
    expect(sample(text, "hallbook_mail_send_failures_total")).toBe(0);
    for (const outcome of ["swept", "skipped", "failed"])
      expect(sample(text, "hallbook_hold_sweeps_total", { outcome })).toBeGreaterThanOrEqual(0);
  });

  it("reports the scheduled backups' state from app_meta, and the version", async () => {
    const keys = ["backup:last-success", "backup:failing-since"];
    const saved = await db.$queryRaw<{ key: string; value: string }[]>`
      SELECT key, value FROM app_meta WHERE key = ANY(${keys})`;
    const put = (key: string, value: string) => db.$executeRaw`
      INSERT INTO app_meta (key, value, updated_at) VALUES (${key}, ${value}, now())
      ON CONFLICT (key) DO UPDATE SET value = excluded.value`;
    try {
      await db.$executeRaw`DELETE FROM app_meta WHERE key = ANY(${keys})`;
      const none = await scrapeText();
      expect(sample(none, "hallbook_backup_last_success_timestamp_seconds")).toBeUndefined();
      expect(none).toContain("# TYPE hallbook_backup_last_success_timestamp_seconds gauge");
      expect(sample(none, "hallbook_backup_failing")).toBe(0);
      expect(sample(none, "hallbook_build_info", { version: packageJson.version })).toBe(1);

      await put("backup:last-success", "2026-11-28T03:00:00.000Z");
      await put("backup:failing-since", "2026-11-29T03:00:00.000Z");
      const failing = await scrapeText();
      expect(sample(failing, "hallbook_backup_last_success_timestamp_seconds")).toBe(
        Date.parse("2026-11-28T03:00:00.000Z") / 1000,
      );
      expect(sample(failing, "hallbook_backup_failing")).toBe(1);

      await db.$executeRaw`DELETE FROM app_meta WHERE key = 'backup:failing-since'`;
      expect(sample(await scrapeText(), "hallbook_backup_failing")).toBe(0);
      await db.$executeRaw`DELETE FROM app_meta WHERE key = 'backup:last-success'`;
      const gone = await scrapeText();
      expect(sample(gone, "hallbook_backup_last_success_timestamp_seconds")).toBeUndefined();
    } finally {
      await db.$executeRaw`DELETE FROM app_meta WHERE key = ANY(${keys})`;
      for (const row of saved) await put(row.key, row.value);
    }
  });

  it("explains each metric in an operator's words, not the code's", async () => {
    const text = await scrapeText();
    const helps = text.split("\n").filter((line) => line.startsWith("# HELP "));
    expect(helps.length).toBeGreaterThanOrEqual(20);
    for (const line of helps) {
      const help = line.replace(/^# HELP \S+ /, "");
      expect(help, line).not.toMatch(/\(\)|\bprocess\b/);
      // more than a setting's name
      expect(help.replace(/\([A-Z_]+\)/g, "").split(" ").length, line).toBeGreaterThanOrEqual(4);
    }
    expect(helps).toContain(
      "# HELP hallbook_http_requests_total API requests answered, by route pattern, method " +
        "and status.",
    );
    expect(helps).toContain(
      "# HELP hallbook_db_pool_max_connections The most connections this server's database " +
        "pool opens (DATABASE_POOL_SIZE).",
    );
  });
});
