// serializeBooking's shape, written by PostgreSQL: for the hot reads (a calendar's range, a page of
// the list), each booking comes back as the JSON text the API sends, so Node neither parses its
// columns into objects nor stringifies them again; it joins the texts. The same field names, order
// and formats as ./serialize.ts, byte for byte: tests/integration/booking-json.test.ts holds the
// two equal over awkward values (docs/decisions/030-booking-json-from-postgresql.md).
import { Prisma } from "@/lib/db";

import { hallColor, STATUS_COLORS, type BookingStatusName } from "./constants";

/** An instant as Date.prototype.toISOString() writes it (UTC, milliseconds). */
export const isoSql = (column: Prisma.Sql) =>
  Prisma.sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The fields of serializeBooking, in its order, from `b` (bookings), `h` (halls) and `br`
 * (branches). row_to_json writes them compactly and escapes strings as JSON.stringify does.
 */
const BOOKING_FIELDS = Prisma.sql`
  b.id, b.event_name, b.event_name AS title, ${isoSql(Prisma.sql`b.start_time`)} AS start_time,
  ${isoSql(Prisma.sql`b.end_time`)} AS end_time, b.hall_id AS hall, b.hall_id, h.name AS hall_name,
  b.branch_id AS branch, br.name AS branch_name, b.slot_id, b.status, b.addons, b.customer_name,
  b.customer_email, b.customer_phone, b.price::text AS price, b.booking_token, b.description,
  b.notes, ${isoSql(Prisma.sql`b.hold_until`)} AS hold_until, b.source, b.email_customer,
  ${isoSql(Prisma.sql`b.created_at`)} AS created_at,
  ${isoSql(Prisma.sql`b.updated_at`)} AS updated_at`;

/** A booking as the API's JSON text. */
export const BOOKING_JSON_TEXT = Prisma.sql`
  (SELECT row_to_json(j)::text FROM (SELECT ${BOOKING_FIELDS}) j)`;

/**
 * A booking as the API's JSON text (`json`), with what its calendar event adds, computed from
 * `start` and `end` (ISO texts), `status` and `hallId`.
 */
export const BOOKING_JSON = Prisma.sql`
  ${BOOKING_JSON_TEXT} AS json,
  ${isoSql(Prisma.sql`b.start_time`)} AS start, ${isoSql(Prisma.sql`b.end_time`)} AS "end",
  b.status::text AS status, b.hall_id AS "hallId"`;

export type BookingJsonRow = {
  json: string;
  start: string;
  end: string;
  status: BookingStatusName;
  hallId: number;
};

/** A JSON array of texts that are each JSON already. */
export const jsonArray = (items: string[]) => `[${items.join(",")}]`;

/** The booking's JSON text as a calendar event: toScheduleEvent's fields added at its end. */
export function scheduleEventJson(row: BookingJsonRow): string {
  const added = {
    start: row.start,
    end: row.end,
    color: STATUS_COLORS[row.status],
    hall_color: hallColor(row.hallId),
  };
  return `${row.json.slice(0, -1)},${JSON.stringify(added).slice(1)}`;
}
