// The benchmark's bookings, inserted in plain SQL from generate_series with the GiST indexes of
// bookings dropped and built again afterwards: building a GiST index once is much faster than
// maintaining it per row.
//
// Bookings come in two parts so the growth pass can ask the same questions of a small table and of
// the full one: the first part holds every booking of the read window of the probe tenants (the
// ones the read cases ask for) and an even sample of the rest, about BENCH_GROWTH_FROM in all; the
// second part is everything else. The growth run (bench/growth/) inserts its steps' bookings with
// the same statement.
import type pg from "pg";

import type { BenchConfig } from "./lib/config";
import { seededStartSql, type Layout } from "./lib/layout";

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
export async function withoutGistIndexes(db: pg.Client, insert: () => Promise<number>) {
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
    const result = await db.query(`${rows} ${insertSeededBookings(filter)}`);
    return result.rowCount ?? 0;
  });
}

/**
 * The insert of the seeded bookings, after a WITH that defines `b`: one row per booking with its
 * number `g` (a bigint: the other columns vary by it), tenant_id, hall_id, branch_id and
 * start_time; only the rows of `b` that pass `filter`.
 */
export function insertSeededBookings(filter: string) {
  return `
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
      FROM b WHERE ${filter}`;
}
