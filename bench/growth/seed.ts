// The growth run's data, step by step on the same database, in set-based SQL: the step's new
// venues (the typical ones as bench/seed.ts makes them, and at the first step the largest venue),
// the bookings the step adds (./plan.ts says which), and what a booking made through HallBook
// leaves besides itself: its spaces' rows, its 'created' history entry with the changes the app
// writes (booking_changes_between over the same fields), and the notices to its venue's Owner and
// Admin. Constraints hold as for any write: the exclusion constraints are built again over every
// row, and each row's venue, hall, branch and user come from joins with those tables.
import type pg from "pg";

import { changesSql } from "@/lib/bookings/history";
import { TRACKED_JSON } from "@/lib/bookings/serialize-sql";

import { seededStartSql, type Layout } from "../lib/layout";
import { backfillBookingSpaces, furnishVenues, seedCombinedHalls, seedVenues } from "../seed";
import { insertSeededBookings, withoutGistIndexes } from "../seed-bookings";
import { HASH_SQL, type GrowthPlan } from "./plan";

export const LARGEST_SLUG = "bench-largest";
/** The largest venue's halls: a name apart, so the typical layout's halls ("Hall %") skip them. */
export const LARGEST_HALL_NAME = "Large hall";
const LARGEST_BRANCHES = 5;

/** The step's new venues: the typical ones it adds, and at the first step the largest. */
async function seedStepVenues(db: pg.Client, plan: GrowthPlan, k: number) {
  const before = k ? plan.steps[k - 1].venues - 1 : 0;
  const ids = await seedVenues(
    db,
    { ...plan.typicalConfig, tenants: plan.steps[k].venues - 1 },
    before,
  );
  if (k === 0) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO tenants (name, slug, schema_name, timezone, updated_at)
       VALUES ('The Largest Venue', $1, 'bench_largest', 'Europe/London', now()) RETURNING id`,
      [LARGEST_SLUG],
    );
    await furnishVenues(db, [rows[0].id], {
      branches: LARGEST_BRANCHES,
      halls: plan.largestHalls,
      hallName: LARGEST_HALL_NAME,
    });
    ids.push(rows[0].id);
  }
  await seedCombinedHalls(db, ids);
}

/**
 * The layout's bookings as rows `b` (g, tenant_id, hall_id, branch_id, hall_idx, start_time) over
 * the halls named `hallName ...` that exist, in id order.
 */
function rowsOf(layout: Layout, total: number, hallName: string) {
  return `
    WITH h AS (
      SELECT row_number() OVER (ORDER BY id) - 1 AS idx, id, tenant_id, branch_id FROM halls
      WHERE name LIKE '${hallName} %'
    ),
    b AS (
      SELECT g, h.id AS hall_id, h.tenant_id, h.branch_id, h.idx AS hall_idx,
             ${seededStartSql(layout)} AS start_time
      FROM generate_series(0::bigint, ${total - 1}) g JOIN h ON h.idx = g % ${layout.halls}
    )`;
}

/** Seeded booking `g` lies in the read window of the first `halls` halls. */
const inWindow = (layout: Layout, halls: number) => `(hall_idx < ${halls}
  AND start_time >= '${layout.probeFrom.toISOString()}'
  AND start_time < '${layout.probeTo.toISOString()}')`;

/** The bookings step `k` holds and step k - 1 did not, of the typical venues and the largest. */
async function insertStepBookings(db: pg.Client, plan: GrowthPlan, k: number) {
  const held = (s: GrowthPlan["steps"][number] | undefined, layout: Layout, halls: number) =>
    s
      ? `(hall_idx < ${halls} AND (${inWindow(layout, plan.probeHalls)} OR ${HASH_SQL} < ${s.bound}))`
      : "false";
  const [now, before] = [plan.steps[k], plan.steps[k - 1]];
  const typical = rowsOf(plan.typical, plan.typicalConfig.bookings, "Hall");
  const largest = rowsOf(plan.largest, plan.largestAll, LARGEST_HALL_NAME);
  const statements = [
    `${typical} ${insertSeededBookings(
      `${held(now, plan.typical, now.halls)} AND NOT ${held(before, plan.typical, before?.halls ?? 0)}`,
    )}`,
    `${largest} ${insertSeededBookings(
      `${held(now, plan.largest, plan.largestHalls)}
       AND NOT ${held(before, plan.largest, plan.largestHalls)}`,
    )}`,
  ];
  return withoutGistIndexes(db, async () => {
    let n = 0;
    for (const statement of statements) n += (await db.query(statement)).rowCount ?? 0;
    return n;
  });
}

/**
 * Runs `insert` with the indexes of `table` that back no constraint dropped, and builds them again
 * afterwards; foreign keys unchecked (session_replication_role: every row's references come from
 * joins with the tables referred to).
 */
async function withoutPlainIndexes(db: pg.Client, table: string, insert: () => Promise<void>) {
  const { rows } = await db.query<{ name: string; def: string }>(
    `SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE tablename = $1
       AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = $1::regclass)`,
    [table],
  );
  for (const i of rows) await db.query(`DROP INDEX ${i.name}`);
  await db.query("SET session_replication_role = replica");
  try {
    await insert();
  } finally {
    await db.query("SET session_replication_role = DEFAULT");
  }
  for (const i of rows) await db.query(i.def);
}

/** The 'created' history entry and notices of each booking after `afterId`, as the app's. */
async function seedTrail(db: pg.Client, afterId: number) {
  const changes = changesSql(null, TRACKED_JSON);
  if (changes.values.length) throw new Error("The history's changes take parameters now.");
  await withoutPlainIndexes(db, "booking_changes", async () => {
    await db.query(
      `INSERT INTO booking_changes (tenant_id, booking_id, user_id, action, event_name, changes,
         created_at)
       SELECT b.tenant_id, b.id, m.user_id, 'created', b.event_name, ${changes.sql}, b.created_at
       FROM bookings b
       JOIN halls h ON h.tenant_id = b.tenant_id AND h.id = b.hall_id
       JOIN branches br ON br.tenant_id = b.tenant_id AND br.id = b.branch_id
       JOIN tenant_users m ON m.tenant_id = b.tenant_id AND m.role = 'Staff'
       WHERE b.id > $1`,
      [afterId],
    );
  });
  // Worded as lib/bookings/notices.ts words them (newBookingMessage, bookingUrl).
  await withoutPlainIndexes(db, "notifications", async () => {
    await db.query(
      `INSERT INTO notifications (user_id, tenant_id, level, message, related_object_info,
         created_at)
       SELECT m.user_id, b.tenant_id, 'Info', 'New booking: ' || b.event_name || '.',
         jsonb_build_object('type', 'booking', 'id', b.id, 'url', '/calendar?booking=' || b.id),
         b.created_at
       FROM bookings b JOIN tenant_users m ON m.tenant_id = b.tenant_id
         AND m.role IN ('Owner', 'Admin')
       WHERE b.id > $1`,
      [afterId],
    );
  });
}

/** Step `k`'s venues and bookings, with their trail: how many bookings it added, and the seconds
 * each part took. */
export async function seedStep(db: pg.Client, plan: GrowthPlan, k: number) {
  const { rows } = await db.query<{ max: number }>(
    "SELECT coalesce(max(id), 0)::int AS max FROM bookings",
  );
  const afterId = rows[0].max;
  const seconds: Record<string, number> = {};
  const timed = async <T>(part: string, work: () => Promise<T>) => {
    const started = performance.now();
    const out = await work();
    seconds[part] = Math.round((performance.now() - started) / 100) / 10;
    return out;
  };
  await timed("venues", () => seedStepVenues(db, plan, k));
  const added = await timed("bookings", () => insertStepBookings(db, plan, k));
  await timed("spaces", () => backfillBookingSpaces(db, afterId));
  await timed("history and notices", () => seedTrail(db, afterId));
  return { added, seconds };
}

/** The last ids before a run that makes bookings (see forgetCreated). */
export async function createdMark(db: pg.Client) {
  const { rows } = await db.query<{ booking: number; change: number; notice: number }>(
    `SELECT (SELECT coalesce(max(id), 0) FROM bookings)::int AS booking,
       (SELECT coalesce(max(id), 0) FROM booking_changes)::int AS change,
       (SELECT coalesce(max(id), 0) FROM notifications)::int AS notice`,
  );
  return rows[0];
}

/**
 * Takes back the bookings a run made after `mark`, with their spaces, history, notices and live
 * events, so that every run starts from the step's database: a step's creates (about 100,000)
 * would otherwise make the first step's 10,000 bookings ten times as many before its last run.
 */
export async function forgetCreated(db: pg.Client, mark: Awaited<ReturnType<typeof createdMark>>) {
  await db.query("BEGIN");
  try {
    // Every row that refers to these bookings is deleted here: no trigger needed.
    await db.query("SET LOCAL session_replication_role = replica");
    await db.query(
      `DELETE FROM booking_spaces s USING bookings b
       WHERE b.id > $1 AND s.tenant_id = b.tenant_id AND s.booking_id = b.id`,
      [mark.booking],
    );
    await db.query("DELETE FROM booking_events WHERE booking_id > $1", [mark.booking]);
    await db.query("DELETE FROM booking_changes WHERE id > $1", [mark.change]);
    await db.query("DELETE FROM notifications WHERE id > $1", [mark.notice]);
    await db.query("DELETE FROM bookings WHERE id > $1", [mark.booking]);
    await db.query("COMMIT");
  } catch (error) {
    await db.query("ROLLBACK");
    throw error;
  }
}

/** Statistics and the visibility map of every table, and the load's dirty pages written out. */
export async function vacuumAnalyze(db: pg.Client) {
  await db.query("VACUUM (ANALYZE)");
  await db.query("CHECKPOINT");
}
