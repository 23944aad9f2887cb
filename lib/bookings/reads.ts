// The hot reads of bookings, each one SQL statement with its joins: the calendar's range and the
// list's page. Prisma's query builder answers a booking with its hall and branch names in three
// statements (the bookings, then the halls, then the branches); these ask once, go to the pool
// directly (lib/db/sql.ts); the list brings each booking back as the API's JSON text, the range as
// its columns for Node to write (./serialize-sql.ts).
import { Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";

import { versionColumns, type Versions } from "./read-version";
import { BOOKING_COLUMNS, BOOKING_JSON_TEXT, UTC_TEXT, type BookingColumns } from "./serialize-sql";

/** Halls and branches joined on the booking's own tenant: the composite keys of the schema. */
export const BOOKING_JOINS = Prisma.sql`
  JOIN halls h ON h.tenant_id = b.tenant_id AND h.id = b.hall_id
  JOIN branches br ON br.tenant_id = b.tenant_id AND br.id = b.branch_id`;

/** Conditions joined with AND (none: true). */
export function where(conditions: (Prisma.Sql | null | undefined | false | "")[]): Prisma.Sql {
  const present = conditions.filter((c): c is Prisma.Sql => !!c);
  return present.length ? Prisma.join(present, " AND ") : Prisma.sql`TRUE`;
}

/**
 * The bookings that overlap [start, end), oldest first: the calendar's events, as columns. A
 * range's ETag needs the venue's versions read before them (./read-version.ts): never newer than
 * the rows.
 */
export async function bookingsInRange(
  tenantId: number,
  range: { start: Date; end: Date; hallId?: number; branchId?: number; shared?: boolean },
): Promise<BookingColumns[]> {
  // With `shared`, the halls whose spaces meet the hall's: itself when it is in no combination.
  const hall =
    range.hallId === undefined
      ? null
      : range.shared
        ? Prisma.sql`b.hall_id IN (SELECT id FROM halls WHERE tenant_id = ${tenantId}
            AND (id = ${range.hallId} OR spaces && (SELECT spaces FROM halls
              WHERE tenant_id = ${tenantId} AND id = ${range.hallId})))`
        : Prisma.sql`b.hall_id = ${range.hallId}`;
  // The range condition is the one the period index (GiST on tenant, hall and period) bounds: it
  // reads the bookings of the range, not every booking that started before its end.
  return sql<BookingColumns>(
    Prisma.sql`
      SELECT ${BOOKING_COLUMNS} FROM bookings b ${BOOKING_JOINS}
      WHERE ${where([
        Prisma.sql`b.tenant_id = ${tenantId}`,
        hall,
        range.branchId !== undefined && Prisma.sql`b.branch_id = ${range.branchId}`,
        Prisma.sql`tstzrange(b.start_time, b.end_time, '[)')
          && tstzrange(${range.start}::timestamptz, ${range.end}::timestamptz, '[)')`,
      ])}
      ORDER BY b.start_time, b.id`,
    { types: UTC_TEXT },
  );
}

export type Clash = { startTime: Date; endTime: Date; eventName: string; hallName: string | null };

/**
 * The first live booking whose blocked range (its period and its hall's buffers) meets the range
 * this period would block (but `exceptId`), to name in a 409: of the hall itself, or of a hall
 * that shares a space with it (`hallName` then names that hall). Asked as the exclusion
 * constraints ask, so that their GiST indexes bound the search on both sides: the bookings around
 * the period, not every booking of the hall that started before.
 */
export function firstClash(
  tenantId: number,
  period: { hallId: number; start: Date; end: Date; exceptId?: number },
): Prisma.Sql {
  // The range this period would block is worked out once (an InitPlan), so that it is a value the
  // index scan compares with, not a join's filter.
  const blocked = Prisma.sql`(SELECT tstzrange(
      ${period.start}::timestamptz - make_interval(mins => setup_minutes),
      ${period.end}::timestamptz + make_interval(mins => cleanup_minutes), '[)')
    FROM halls WHERE tenant_id = ${tenantId} AND id = ${period.hallId})`;
  const except = period.exceptId !== undefined && Prisma.sql`id <> ${period.exceptId}`;
  // Materialized, the overlap is planned on its own: with the LIMIT in view, PostgreSQL would walk
  // the (tenant, hall, start) B-tree in order from the hall's first booking instead. A hall in no
  // combination has no spaces: the second part reads nothing.
  return Prisma.sql`
    WITH overlapping AS MATERIALIZED (
      SELECT start_time, end_time, event_name, hall_id FROM bookings
      WHERE ${where([
        Prisma.sql`tenant_id = ${tenantId} AND hall_id = ${period.hallId}`,
        Prisma.sql`status <> 'cancelled'`,
        Prisma.sql`tstzrange(blocked_from, blocked_until, '[)') && ${blocked}`,
        except,
      ])}
      UNION
      SELECT b.start_time, b.end_time, b.event_name, b.hall_id
      FROM (SELECT unnest(spaces) AS space FROM halls
        WHERE tenant_id = ${tenantId} AND id = ${period.hallId}) mine
      JOIN booking_spaces s ON s.tenant_id = ${tenantId} AND s.space_id = mine.space
        AND tstzrange(s.blocked_from, s.blocked_until, '[)') && ${blocked}
      JOIN bookings b ON b.tenant_id = ${tenantId} AND b.id = s.booking_id
      WHERE ${where([
        Prisma.sql`b.hall_id <> ${period.hallId}`,
        period.exceptId !== undefined && Prisma.sql`b.id <> ${period.exceptId}`,
      ])})
    SELECT o.start_time AS "startTime", o.end_time AS "endTime", o.event_name AS "eventName",
      CASE WHEN o.hall_id <> ${period.hallId} THEN h.name END AS "hallName"
    FROM overlapping o JOIN halls h ON h.tenant_id = ${tenantId} AND h.id = o.hall_id
    ORDER BY o.start_time, h.name LIMIT 1`;
}

/**
 * How many bookings meet `condition` (over `b`), and one page of them, ordered by start, as the
 * JSON texts of the bookings joined with commas: one statement, whose one row Node reads.
 */
export async function bookingsPage(
  tenantId: number,
  condition: Prisma.Sql,
  page: { offset: number; limit: number },
): Promise<{ count: number; results: string; versions: Versions }> {
  const [row] = await sql<{ count: number; results: string | null } & Versions>(Prisma.sql`
    SELECT ${versionColumns(tenantId)},
      (SELECT count(*)::int FROM bookings b WHERE ${condition}) AS count,
      (SELECT string_agg(p.json, ',' ORDER BY p.start_time, p.id) FROM (
        SELECT ${BOOKING_JSON_TEXT} AS json, b.start_time, b.id FROM bookings b ${BOOKING_JOINS}
        WHERE ${condition}
        ORDER BY b.start_time, b.id
        LIMIT ${page.limit} OFFSET ${page.offset}) p) AS results`);
  return { count: row.count, results: row.results ?? "", versions: row };
}

/** How many bookings each statement of a whole list reads. */
export const LIST_CHUNK = 500;

/**
 * Every booking that meets `condition` (over `b`), ordered by start, as the pieces of a JSON
 * array: one statement per `chunk` bookings, each starting after the last one read (by start and
 * id, on the tenant's index), so neither PostgreSQL nor Node ever holds the whole list, and a
 * connection is held only while a piece is read. A booking moved while the list is read may be
 * missed; none is listed twice.
 */
export async function* allBookings(
  condition: Prisma.Sql,
  chunk = LIST_CHUNK,
): AsyncGenerator<string> {
  yield "[";
  let after: { start: string; id: number } | null = null;
  const listed = new Set<number>();
  for (;;) {
    const rows: { json: string; start: string; id: number }[] = await sql(Prisma.sql`
      SELECT ${BOOKING_JSON_TEXT} AS json, b.start_time::text AS start, b.id
      FROM bookings b ${BOOKING_JOINS}
      WHERE ${condition}
        ${after ? Prisma.sql`AND (b.start_time, b.id) > (${after.start}::timestamptz, ${after.id})` : Prisma.empty}
      ORDER BY b.start_time, b.id
      LIMIT ${chunk}`);
    const fresh = rows.filter((r) => !listed.has(r.id));
    if (fresh.length) yield (listed.size ? "," : "") + fresh.map((r) => r.json).join(",");
    for (const r of fresh) listed.add(r.id);
    if (rows.length < chunk) break;
    const last = rows[rows.length - 1];
    after = { start: last.start, id: last.id };
  }
  yield "]";
}

/** `text` for LIKE: its wildcards matched as themselves. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
