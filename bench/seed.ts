// The benchmark's data, in plain SQL with generate_series: venues (tenants) with branches, halls,
// an Owner, an Admin and a Staff member each, combined halls and series; the bookings laid out by
// lib/layout.ts are inserted by ./seed-bookings.ts.
import type pg from "pg";

import { ruleText } from "@/lib/bookings/recurrence";

import type { BenchConfig } from "./lib/config";
import type { Layout } from "./lib/layout";

const TIME_ZONES = [
  "America/New_York",
  "Europe/London",
  "America/Los_Angeles",
  "Asia/Kolkata",
  "Australia/Sydney",
  "UTC",
];
export const ROLES = ["Owner", "Admin", "Staff"] as const;

/** The i-th venue's slug. */
export const slugOf = (i: number) => `bench-${String(i).padStart(4, "0")}`;

/** Venues `from` to `config.tenants - 1` (slugOf), each furnished by furnishVenues; their ids. */
export async function seedVenues(db: pg.Client, config: BenchConfig, from = 0) {
  const zones = `ARRAY[${TIME_ZONES.map((z) => `'${z}'`).join(", ")}]`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO tenants (name, slug, schema_name, timezone, updated_at)
     SELECT 'Bench Venue ' || i, 'bench-' || lpad(i::text, 4, '0'), 'bench_' || i,
            (${zones})[1 + i % ${TIME_ZONES.length}], now()
     FROM generate_series($1::int, $2 - 1) i ORDER BY i RETURNING id`,
    [from, config.tenants],
  );
  await furnishVenues(
    db,
    rows.map((r) => r.id),
    { branches: config.branchesPerTenant, halls: config.hallsPerTenant },
  );
  return rows.map((r) => r.id);
}

/**
 * The branches, halls ("Hall 1", "Hall 2"... unless `hallName` says otherwise), Owner, Admin and
 * Staff member of the venues `ids`.
 */
export async function furnishVenues(
  db: pg.Client,
  ids: number[],
  o: { branches: number; halls: number; hallName?: string },
) {
  await db.query(
    `INSERT INTO branches (tenant_id, name, city, updated_at)
     SELECT t.id, 'Branch ' || (b + 1), 'City ' || (b + 1), now()
     FROM tenants t CROSS JOIN generate_series(0, $1 - 1) b WHERE t.id = ANY($2::int[])
     ORDER BY t.id, b`,
    [o.branches, ids],
  );
  // Halls in venue order, so that a hall's index in id order gives its venue's index.
  await db.query(
    `INSERT INTO halls (tenant_id, branch_id, name, capacity, updated_at)
     SELECT t.id, br.id, $4 || ' ' || (h + 1), 50 + h * 25, now()
     FROM tenants t CROSS JOIN generate_series(0, $1 - 1) h
     CROSS JOIN LATERAL (SELECT id FROM branches WHERE tenant_id = t.id
                         ORDER BY id OFFSET h % $2 LIMIT 1) br
     WHERE t.id = ANY($3::int[])
     ORDER BY t.id, h`,
    [o.halls, o.branches, ids, o.hallName ?? "Hall"],
  );
  // No password: these accounts act only through access tokens the driver signs.
  await db.query(
    `INSERT INTO users (uuid, email, password_hash, name, updated_at)
     SELECT gen_random_uuid(), lower(r) || '@' || t.slug || '.example.com', '!',
            r || ' of ' || t.name, now()
     FROM tenants t CROSS JOIN unnest($1::text[]) r WHERE t.id = ANY($2::int[]) ORDER BY t.id`,
    [ROLES, ids],
  );
  await db.query(
    `INSERT INTO tenant_users (tenant_id, user_id, role, updated_at)
     SELECT t.id, u.id, initcap(split_part(u.email, '@', 1))::tenant_role, now()
     FROM users u JOIN tenants t ON split_part(split_part(u.email, '@', 2), '.', 1) = t.slug
     WHERE t.id = ANY($1::int[])`,
    [ids],
  );
}

/**
 * In every venue (or the venues `ids`), a hall made of its last two halls (decision 082), which is
 * never asked for by the request cases: its parts' bookings then block spaces, as a divisible
 * ballroom's do, and a new booking of a part writes its booking_spaces rows. Added after the
 * venues' halls, so their order (which the layout counts on) is unchanged.
 */
export async function seedCombinedHalls(db: pg.Client, ids?: number[]) {
  const which = "($1::int[] IS NULL OR t.id = ANY($1::int[]))";
  await db.query(
    `WITH whole AS (
       INSERT INTO halls (tenant_id, branch_id, name, capacity, updated_at)
       SELECT t.id, (SELECT min(id) FROM branches WHERE tenant_id = t.id), 'Combined hall', 500,
         now()
       FROM tenants t WHERE ${which} ORDER BY t.id RETURNING id, tenant_id)
     INSERT INTO hall_parts (tenant_id, hall_id, part_id)
     SELECT w.tenant_id, w.id, p.id FROM whole w
     CROSS JOIN LATERAL (SELECT id FROM halls WHERE tenant_id = w.tenant_id AND id <> w.id
                         ORDER BY id DESC LIMIT 2) p`,
    [ids ?? null],
  );
  await db.query(`SELECT refresh_hall_spaces(t.id) FROM tenants t WHERE ${which}`, [ids ?? null]);
}

/** The weekly series each venue has: its dates, at 19:00 local for two hours. */
export const SERIES_DATES = 52;

/**
 * In every venue, a weekly class for a year on a hall of its own (decision 083): a series with its
 * RFC 5545 rule and its 52 dates as ordinary bookings, from the Tuesday of the first week the
 * month case shows, so the read cases' answers hold some of its dates. The hall is never asked for
 * by the request cases.
 */
export async function seedSeries(db: pg.Client, layout: Layout) {
  const start = new Date(`${layout.month.start}T00:00:00Z`);
  const tuesday = new Date(start.getTime() + ((9 - start.getUTCDay()) % 7) * 86_400_000);
  const startDate = tuesday.toISOString().slice(0, 10);
  const rules = TIME_ZONES.map((timezone) =>
    ruleText({
      freq: "weekly",
      interval: 1,
      by_weekday: ["TU"],
      count: SERIES_DATES,
      start_date: startDate,
      start_time: "19:00",
      timezone,
    }),
  );
  await db.query(
    `WITH rules (timezone, rrule) AS (SELECT * FROM unnest($1::text[], $2::text[])),
     hall AS (
       INSERT INTO halls (tenant_id, branch_id, name, capacity, updated_at)
       SELECT t.id, (SELECT min(id) FROM branches WHERE tenant_id = t.id), 'Series hall', 120,
         now()
       FROM tenants t ORDER BY t.id RETURNING id, tenant_id, branch_id),
     series AS (
       INSERT INTO booking_series (tenant_id, hall_id, rrule, timezone, start_date, start_time,
         duration_minutes, updated_at)
       SELECT h.tenant_id, h.id, r.rrule, t.timezone, $3::date, '19:00', 120, now()
       FROM hall h JOIN tenants t ON t.id = h.tenant_id JOIN rules r ON r.timezone = t.timezone
       RETURNING id, tenant_id, hall_id, timezone)
     INSERT INTO bookings (tenant_id, hall_id, branch_id, event_name, start_time, end_time,
       status, series_id, recurrence_date, customer_name, customer_email, updated_at)
     SELECT s.tenant_id, s.hall_id, h.branch_id, 'Weekly class',
       (($3::date + 7 * w) + time '19:00') AT TIME ZONE s.timezone,
       (($3::date + 7 * w) + time '21:00') AT TIME ZONE s.timezone,
       'confirmed', s.id, $3::date + 7 * w, 'Series customer', 'series@example.com', now()
     FROM series s JOIN hall h ON h.id = s.hall_id
     CROSS JOIN generate_series(0, ${SERIES_DATES - 1}) w`,
    [TIME_ZONES, rules, startDate],
  );
}

/**
 * The booking_spaces rows of the live bookings of halls with spaces, which a bulk load with the
 * triggers off did not write: written at once, with the exclusion constraint built afterwards.
 * Only those of bookings after `afterId`, when given (the ones before have theirs).
 */
export async function backfillBookingSpaces(db: pg.Client, afterId = 0) {
  const { rows } = await db.query<{ def: string }>(
    `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint
     WHERE conname = 'booking_spaces_no_overlap'`,
  );
  if (!rows.length) throw new Error("The booking_spaces_no_overlap constraint is missing.");
  await db.query("ALTER TABLE booking_spaces DROP CONSTRAINT booking_spaces_no_overlap");
  await db.query(
    `INSERT INTO booking_spaces (tenant_id, booking_id, space_id, blocked_from, blocked_until)
     SELECT b.tenant_id, b.id, unnest(h.spaces), b.blocked_from, b.blocked_until
     FROM bookings b JOIN halls h ON h.tenant_id = b.tenant_id AND h.id = b.hall_id
     WHERE h.spaces IS NOT NULL AND b.status <> 'cancelled' AND b.id > $1
     ON CONFLICT DO NOTHING`,
    [afterId],
  );
  await db.query(
    `ALTER TABLE booking_spaces ADD CONSTRAINT booking_spaces_no_overlap ${rows[0].def}`,
  );
}

/**
 * Waits until the server has sent every customer mail queued (at most `limitMs`); returns how many
 * it sent meanwhile and how long it took. A case that queues mail leaves the sending to the
 * server after its answers: that work must not fall on the case measured next.
 */
export async function mailSent(db: pg.Client, limitMs = 600_000) {
  const started = Date.now();
  const queued = async () =>
    (
      await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM customer_mails
      WHERE state = 'queued' AND due_at <= clock_timestamp()`)
    ).rows[0]!.n;
  const first = await queued();
  for (let left = first; left > 0; left = await queued()) {
    if (Date.now() - started > limitMs)
      throw new Error(`${left} customer mails still queued after ${limitMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { mails: first, ms: Date.now() - started };
}

/**
 * Statistics and the visibility map, as a table that autovacuum has seen would have them, and the
 * load's dirty pages written out: otherwise the checkpoint they call for runs during whichever
 * measurement comes first (a month at 4 ms of CPU a request instead of 1.6).
 */
export async function settle(db: pg.Client) {
  await db.query("VACUUM (ANALYZE) bookings");
  await db.query("ANALYZE");
  await db.query("CHECKPOINT");
}
