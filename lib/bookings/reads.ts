// The hot reads of bookings, each one SQL statement with its joins: the calendar's range and the
// list's page. Prisma's query builder answers a booking with its hall and branch names in three
// statements (the bookings, then the halls, then the branches); these ask once, go to the pool
// directly (lib/db/sql.ts), and bring each booking back as the API's JSON text
// (./serialize-sql.ts). BOOKING_COLUMNS gives the row shape `bookingSelect` gives, for
// serializeBooking.
import { Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";

import type { BookingRow } from "./serialize";
import { BOOKING_JSON, BOOKING_JSON_TEXT, type BookingJsonRow } from "./serialize-sql";

/** A row of BOOKING_COLUMNS as pg reads it: the names flat, the price as numeric's text. */
export type FlatRow = Omit<BookingRow, "hall" | "branch" | "price"> & {
  hallName: string;
  branchName: string;
  price: string;
};

/** The columns of bookingSelect, as aliases of `b` (bookings), `h` (halls) and `br` (branches). */
export const BOOKING_COLUMNS = Prisma.sql`
  b.id, b.event_name AS "eventName", b.start_time AS "startTime", b.end_time AS "endTime",
  b.hall_id AS "hallId", b.branch_id AS "branchId", b.slot_id AS "slotId", b.status::text AS status,
  b.addons, b.customer_name AS "customerName", b.customer_email AS "customerEmail",
  b.customer_phone AS "customerPhone", b.price, b.booking_token AS "bookingToken",
  b.description, b.notes, b.created_by_id AS "createdById", b.created_at AS "createdAt",
  b.updated_at AS "updatedAt", h.name AS "hallName", br.name AS "branchName"`;

/** Halls and branches joined on the booking's own tenant: the composite keys of the schema. */
export const BOOKING_JOINS = Prisma.sql`
  JOIN halls h ON h.tenant_id = b.tenant_id AND h.id = b.hall_id
  JOIN branches br ON br.tenant_id = b.tenant_id AND br.id = b.branch_id`;

export const toRow = ({ hallName, branchName, price, ...row }: FlatRow): BookingRow => ({
  ...row,
  price: new Prisma.Decimal(price),
  hall: { name: hallName },
  branch: { name: branchName },
});

/** Conditions joined with AND (none: true). */
export function where(conditions: (Prisma.Sql | null | undefined | false | "")[]): Prisma.Sql {
  const present = conditions.filter((c): c is Prisma.Sql => !!c);
  return present.length ? Prisma.join(present, " AND ") : Prisma.sql`TRUE`;
}

/** The bookings that overlap [start, end), oldest first: the calendar's events. */
export async function bookingsInRange(
  tenantId: number,
  range: { start: Date; end: Date; hallId?: number; branchId?: number },
): Promise<BookingJsonRow[]> {
  // The range condition is the one the period index (GiST on tenant, hall and period) bounds: it
  // reads the bookings of the range, not every booking that started before its end.
  return sql<BookingJsonRow>(Prisma.sql`
    SELECT ${BOOKING_JSON} FROM bookings b ${BOOKING_JOINS}
    WHERE ${where([
      Prisma.sql`b.tenant_id = ${tenantId}`,
      range.hallId !== undefined && Prisma.sql`b.hall_id = ${range.hallId}`,
      range.branchId !== undefined && Prisma.sql`b.branch_id = ${range.branchId}`,
      Prisma.sql`tstzrange(b.start_time, b.end_time, '[)')
        && tstzrange(${range.start}::timestamptz, ${range.end}::timestamptz, '[)')`,
    ])}
    ORDER BY b.start_time, b.id`);
}

/**
 * How many bookings meet `condition` (over `b`), and one page of them, ordered by start, as the
 * JSON texts of the bookings joined with commas: one statement, whose one row Node reads.
 */
export async function bookingsPage(
  condition: Prisma.Sql,
  page: { offset: number; limit: number },
): Promise<{ count: number; results: string }> {
  const [row] = await sql<{ count: number; results: string | null }>(Prisma.sql`
    SELECT (SELECT count(*)::int FROM bookings b WHERE ${condition}) AS count,
      (SELECT string_agg(p.json, ',' ORDER BY p.start_time, p.id) FROM (
        SELECT ${BOOKING_JSON_TEXT} AS json, b.start_time, b.id FROM bookings b ${BOOKING_JOINS}
        WHERE ${condition}
        ORDER BY b.start_time, b.id
        LIMIT ${page.limit} OFFSET ${page.offset}) p) AS results`);
  return { count: row.count, results: row.results ?? "" };
}

/** `text` for LIKE: its wildcards matched as themselves. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
