// serializeBooking's shape, written by PostgreSQL: for a page of the list and the insert, each
// booking comes back as the JSON text the API sends, so Node neither parses its columns into
// objects nor stringifies them again; it joins the texts. A calendar's range reads the columns and
// Node writes them (BOOKING_COLUMNS, decision 098): cheaper in all for its many rows. Made from the
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

/** A JSON array of texts that are each JSON already. */
export const jsonArray = (items: string[]) => `[${items.join(",")}]`;

/**
 * A booking's columns as pg reads them, for Node to write (a calendar's range): each field but
 * the aliases under its own name, instants as they are stored (pg gives a Date). PostgreSQL's
 * `to_char` and `row_to_json` cost it more than Node's toISOString and JSON.stringify of the same
 * row, on the cores both share (docs/decisions/098-calendar-json-in-node.md).
 */
const OWN_NAMES = FIELD_NAMES.filter((name) => !("same" in fieldOf(name)));
export const BOOKING_COLUMNS = Prisma.join(
  OWN_NAMES.map((name) => {
    const field = fieldOf(name);
    const column =
      "type" in field && field.type === "timestamptz"
        ? Prisma.raw(`b.${columnOf(name as ColumnName)}`)
        : fieldSql(name);
    return Prisma.sql`${column} AS ${Prisma.raw(name)}`;
  }),
);

/** Where each field of a BOOKING_COLUMNS row is read from: its own column, or its alias's. */
const SOURCES = FIELD_NAMES.map((name) => {
  const field = fieldOf(name);
  return ["same" in field ? (field.same as FieldName) : name, name] as const;
});

export type BookingColumns = Record<string, unknown> & { status: BookingStatusName; hall: number };

/**
 * A calendar event's JSON text from a BOOKING_COLUMNS row: serializeBooking's fields in its
 * order, then what toScheduleEvent adds (./schedules.ts).
 */
export function scheduleEventJson(row: BookingColumns): string {
  const event: Record<string, unknown> = {};
  for (const [source, name] of SOURCES) {
    const value = row[source];
    event[name] = value instanceof Date ? value.toISOString() : value;
  }
  event.start = event.start_time;
  event.end = event.end_time;
  event.color = STATUS_COLORS[row.status];
  event.hall_color = hallColor(row.hall);
  return JSON.stringify(event);
}
