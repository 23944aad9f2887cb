// The benchmark's data, in plain SQL with generate_series: venues (tenants) with branches, halls,
// an Owner, an Admin and a Staff member each, and bookings laid out by lib/layout.ts.
//
// Bookings come in two parts so the growth pass can ask the same questions of a small table and of
// the full one: the first part holds every booking of the read window of the probe tenants (the
// ones the read cases ask for) and an even sample of the rest, about BENCH_GROWTH_FROM in all; the
// second part is everything else. Each part is inserted with the GiST indexes of bookings (the
// exclusion constraint's, the period index) dropped and built again afterwards: building a GiST
// index once is much faster than maintaining it per row.
import type pg from "pg";

import { ruleText } from "@/lib/bookings/recurrence";

import type { BenchConfig } from "./lib/config";
import { seededStartSql, type Layout } from "./lib/layout";

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

export async function seedVenues(db: pg.Client, config: BenchConfig) {
  const zones = `ARRAY[${TIME_ZONES.map((z) => `'${z}'`).join(", ")}]`;
  await db.query(
    `INSERT INTO tenants (name, slug, schema_name, timezone, updated_at)
     SELECT 'Bench Venue ' || i, 'bench-' || lpad(i::text, 4, '0'), 'bench_' || i,
            (${zones})[1 + i % ${TIME_ZONES.length}], now()
     FROM generate_series(0, $1 - 1) i ORDER BY i`,
    [config.tenants],
  );
  await db.query(
    `INSERT INTO branches (tenant_id, name, city, updated_at)
     SELECT t.id, 'Branch ' || (b + 1), 'City ' || (b + 1), now()
     FROM tenants t CROSS JOIN generate_series(0, $1 - 1) b ORDER BY t.id, b`,
    [config.branchesPerTenant],
  );
  // Halls in venue order, so that a hall's index in id order gives its venue's index.
  await db.query(
    `INSERT INTO halls (tenant_id, branch_id, name, capacity, updated_at)
     SELECT t.id, br.id, 'Hall ' || (h + 1), 50 + h * 25, now()
     FROM tenants t CROSS JOIN generate_series(0, $1 - 1) h
     CROSS JOIN LATERAL (SELECT id FROM branches WHERE tenant_id = t.id
                         ORDER BY id OFFSET h % $2 LIMIT 1) br
     ORDER BY t.id, h`,
    [config.hallsPerTenant, config.branchesPerTenant],
  );
  // No password: these accounts act only through access tokens the driver signs.
  await db.query(
    `INSERT INTO users (uuid, email, password_hash, name, updated_at)
     SELECT gen_random_uuid(), lower(r) || '@' || t.slug || '.example.com', '!',
            r || ' of ' || t.name, now()
     FROM tenants t CROSS JOIN unnest($1::text[]) r ORDER BY t.id`,
    [ROLES],
  );
  await db.query(
    `INSERT INTO tenant_users (tenant_id, user_id, role, updated_at)
     SELECT t.id, u.id, initcap(split_part(u.email, '@', 1))::tenant_role, now()
     FROM users u JOIN tenants t ON split_part(split_part(u.email, '@', 2), '.', 1) = t.slug`,
  );
}

/**
 * In every venue, a hall made of its last two halls (decision 082), which is never asked for by
 * the request cases: its parts' bookings then block spaces, as a divisible ballroom's do, and a
 * new booking of a part writes its booking_spaces rows. Added after the venues' halls, so their
 * order (which the layout counts on) is unchanged.
 */
export async function seedCombinedHalls(db: pg.Client) {
  await db.query(
    `WITH whole AS (
       INSERT INTO halls (tenant_id, branch_id, name, capacity, updated_at)
       SELECT t.id, (SELECT min(id) FROM branches WHERE tenant_id = t.id), 'Combined hall', 500,
         now()
       FROM tenants t ORDER BY t.id RETURNING id, tenant_id)
     INSERT INTO hall_parts (tenant_id, hall_id, part_id)
     SELECT w.tenant_id, w.id, p.id FROM whole w
     CROSS JOIN LATERAL (SELECT id FROM halls WHERE tenant_id = w.tenant_id AND id <> w.id
                         ORDER BY id DESC LIMIT 2) p`,
  );
  await db.query("SELECT refresh_hall_spaces(id) FROM tenants");
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
 */
export async function backfillBookingSpaces(db: pg.Client) {
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
     WHERE h.spaces IS NOT NULL AND b.status <> 'cancelled'
     ON CONFLICT DO NOTHING`,
  );
  await db.query(
    `ALTER TABLE booking_spaces ADD CONSTRAINT booking_spaces_no_overlap ${rows[0].def}`,
  );
}

/** The seeded bookings, all `config.bookings` of them, as rows of a query (before any filter). */
function bookingRows(config: BenchConfig, layout: Layout) {
  return `
    WITH t AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS idx FROM tenants),
    h AS (
      SELECT row_number() OVER (ORDER BY halls.id) - 1 AS idx, halls.id, halls.tenant_id,
             halls.branch_id, t.idx AS tenant_idx
      FROM halls JOIN t ON t.id = halls.tenant_id
    ),
    b AS (
      SELECT g, h.id AS hall_id, h.tenant_id, h.branch_id, h.tenant_idx,
             ${seededStartSql(layout)} AS start_time
      FROM generate_series(0::bigint, ${config.bookings - 1}) g JOIN h ON h.idx = g % ${layout.halls}
    )`;
}

/** The probe tenants' bookings in (and around) the read window. */
function probeFilter(config: BenchConfig, layout: Layout) {
  return `(tenant_idx < ${config.probeTenants}
    AND start_time >= '${layout.probeFrom.toISOString()}'
    AND start_time < '${layout.probeTo.toISOString()}')`;
}

/**
 * Runs `insert` with the GiST indexes of bookings (the exclusion constraint's, and any other such
 * as the period index) dropped, and builds them again afterwards.
 */
async function withoutGistIndexes(db: pg.Client, insert: () => Promise<number>) {
  const { rows: constraints } = await db.query<{ name: string; def: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
     WHERE conrelid = 'bookings'::regclass AND contype = 'x'`,
  );
  if (!constraints.some((c) => c.name === "bookings_no_overlap"))
    throw new Error("The bookings_no_overlap constraint is missing.");
  const { rows: indexes } = await db.query<{ name: string; def: string }>(
    `SELECT indexname AS name, indexdef AS def FROM pg_indexes
     WHERE tablename = 'bookings' AND indexdef LIKE '% USING gist %'
       AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'bookings'::regclass)`,
  );
  for (const c of constraints) await db.query(`ALTER TABLE bookings DROP CONSTRAINT ${c.name}`);
  for (const i of indexes) await db.query(`DROP INDEX ${i.name}`);
  // Every row's venue, hall and branch come from a join with those tables: skip the foreign key
  // triggers (three per row) rather than check them.
  await db.query("SET session_replication_role = replica");
  const count = await insert();
  await db.query("SET session_replication_role = DEFAULT");
  await db.query("SET maintenance_work_mem = '256MB'");
  for (const c of constraints)
    await db.query(`ALTER TABLE bookings ADD CONSTRAINT ${c.name} ${c.def}`);
  for (const i of indexes) await db.query(i.def);
  return count;
}

/**
 * Inserts one part of the bookings: "small" (the growth pass's table) or "rest" (everything
 * else). Returns how many rows it inserted.
 */
export async function seedBookings(
  db: pg.Client,
  config: BenchConfig,
  layout: Layout,
  part: "small" | "rest",
): Promise<number> {
  const rows = bookingRows(config, layout);
  const probe = probeFilter(config, layout);
  const { rows: counted } = await db.query<{ n: string }>(
    `${rows} SELECT count(*) AS n FROM b WHERE ${probe}`,
  );
  const probeCount = Number(counted[0].n);
  const stride = Math.max(
    1,
    Math.floor((config.bookings - probeCount) / Math.max(1, config.growthFrom - probeCount)),
  );
  const inSmall = `(${probe} OR g % ${stride} = 0)`;
  const filter = part === "small" ? inSmall : `NOT ${inSmall}`;
  return withoutGistIndexes(db, async () => {
    const result = await db.query(`${rows}
      INSERT INTO bookings (tenant_id, hall_id, branch_id, event_name, start_time, end_time,
        blocked_from, blocked_until, status, addons, customer_name, customer_email,
        customer_phone, price, description, created_at, updated_at)
      SELECT tenant_id, hall_id, branch_id, 'Event ' || g, start_time,
        start_time + (2 + g % 3) * interval '1 hour',
        -- the range each blocks: its period, as the benchmark's halls keep no setup or cleanup
        -- time (the trigger that writes it is off with the other triggers here)
        start_time, start_time + (2 + g % 3) * interval '1 hour',
        (CASE WHEN (g / 7) % 10 < 6 THEN 'confirmed' WHEN (g / 7) % 10 < 9 THEN 'tentative'
              ELSE 'cancelled' END)::booking_status,
        CASE g % 4 WHEN 0 THEN ARRAY['Catering'] WHEN 1 THEN ARRAY['Catering', 'Lighting']
                   ELSE ARRAY[]::text[] END,
        'Customer ' || (g % 5000), 'customer' || (g % 5000) || '@example.com',
        '+1 555 ' || lpad((g % 100000)::text, 5, '0'),
        ((g % 40) * 25 + (g % 2) * 0.5)::numeric(12, 2),
        CASE WHEN g % 5 = 0 THEN 'Seeded for the benchmark' ELSE '' END,
        start_time - interval '20 days', start_time - interval '20 days'
      FROM b WHERE ${filter}`);
    return result.rowCount ?? 0;
  });
}

/**
 * Statistics and the visibility map, as a table that autovacuum has seen would have them, and the
 * load's dirty pages written out: otherwise the checkpoint they call for runs during whichever
 * measurement comes first (a month at 4 ms of CPU a request instead of 1.6).
 */
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

export async function settle(db: pg.Client) {
  await db.query("VACUUM (ANALYZE) bookings");
  await db.query("ANALYZE");
  await db.query("CHECKPOINT");
}
