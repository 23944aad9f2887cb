// serializeBooking's shape, written by PostgreSQL: for the hot reads (a calendar's range, a page of
// the list) and the insert, each booking comes back as the JSON text the API sends, so Node neither
// parses its columns into objects nor stringifies them again; it joins the texts. Made from the
// same field table as ./serialize.ts (./fields.ts), so the two have the same names, order and
// formats; tests/integration/booking-json.test.ts holds them equal byte for byte over awkward
// values (docs/decisions/030-booking-json-from-postgresql.md).
import { Prisma } from "@/lib/db";

import { hallColor, STATUS_COLORS, type BookingStatusName } from "./constants";
import { DEPOSIT_DUE_SQL } from "./deposit-state";
import {
  columnOf,
  FIELD_NAMES,
  fieldOf,
  TRACKED_NAMES,
  type ColumnName,
  type FieldName,
} from "./fields";

/** An instant as Date.prototype.toISOString() writes it (UTC, milliseconds). */
export const isoSql = (column: Prisma.Sql) =>
  Prisma.sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Where a booking's hall and branch names are read: the aliases of BOOKING_JOINS (./reads.ts). */
const NAME_OF = { hall: Prisma.raw("h.name"), branch: Prisma.raw("br.name") };

/**
 * A field as the API writes it, from `b` (bookings), `h` (halls) and `br` (branches). `to_char`
 * gives toISOString()'s instants, numeric(12,2)::text the two-decimal price; row_to_json and
 * jsonb_build_object write the rest as JSON.stringify does.
 */
export function fieldSql(name: FieldName): Prisma.Sql {
  const field = fieldOf(name);
  if ("same" in field) return fieldSql(field.same as FieldName);
  if ("nameOf" in field) return NAME_OF[field.nameOf];
  if ("derived" in field) return DEPOSIT_DUE_SQL;
  const column = Prisma.raw(`b.${columnOf(name as ColumnName)}`);
  if (field.type === "timestamptz") return isoSql(column);
  if (field.type === "numeric") return Prisma.sql`${column}::text`;
  if (field.type === "date") return Prisma.sql`to_char(${column}, 'YYYY-MM-DD')`;
  return column;
}

/** The fields of serializeBooking, in its order. */
const BOOKING_FIELDS_SQL = Prisma.join(
  FIELD_NAMES.map((name) => Prisma.sql`${fieldSql(name)} AS ${Prisma.raw(name)}`),
);

/**
 * What a history entry records of a booking (trackedFields in ./serialize.ts) as jsonb, from `b`,
 * `h` and `br`.
 */
export const TRACKED_JSON = Prisma.sql`jsonb_build_object(${Prisma.join(
  TRACKED_NAMES.map((name) => Prisma.sql`${Prisma.raw(`'${name}'`)}, ${fieldSql(name)}`),
)})`;

/** A booking as the API's JSON text. */
export const BOOKING_JSON_TEXT = Prisma.sql`
  (SELECT row_to_json(j)::text FROM (SELECT ${BOOKING_FIELDS_SQL}) j)`;

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
