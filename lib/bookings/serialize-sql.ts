// serializeBooking's shape, written by PostgreSQL: for a page of the list and the insert, each
// booking comes back as the JSON text the API sends, so Node neither parses its columns into
// objects nor stringifies them again; it joins the texts. A calendar's range reads the columns and
// Node writes them (BOOKING_COLUMNS, decision 098): cheaper in all for its many rows. Made from the
// same field table as ./serialize.ts (./fields.ts), so the two have the same names, order and
// formats; tests/integration/booking-json.test.ts holds them equal byte for byte over awkward
// values (docs/decisions/030-booking-json-from-postgresql.md).
import pg from "pg";

import { Prisma } from "@/lib/db";

import type { BookingStatusName } from "./constants";
import { DEPOSIT_DUE_SQL } from "./deposit-state";
import {
  columnOf,
  FIELD_NAMES,
  fieldOf,
  TRACKED_NAMES,
  type BookingDto,
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
 * A booking's columns as pg reads them, for Node to write (a calendar's range): each field but
 * the aliases under its own name, instants as their UTC wall-clock text (`timestamp`, which pg
 * gives as text: UTC_TEXT). PostgreSQL's `to_char` and `row_to_json` cost it more than Node's
 * writing of the same row, on the cores both share (docs/decisions/098-calendar-json-in-node.md).
 */
const OWN_NAMES = FIELD_NAMES.filter((name) => !("same" in fieldOf(name)));
const isInstant = (name: FieldName) => {
  const field = fieldOf(name);
  return "type" in field && field.type === "timestamptz";
};
export const BOOKING_COLUMNS = Prisma.join(
  OWN_NAMES.map((name) => {
    const column = isInstant(name)
      ? Prisma.raw(`(b.${columnOf(name as ColumnName)} AT TIME ZONE 'UTC')`)
      : fieldSql(name);
    return Prisma.sql`${column} AS ${Prisma.raw(name)}`;
  }),
);

/** pg's types for BOOKING_COLUMNS: `timestamp` (oid 1114) as PostgreSQL writes it, untouched. */
export const UTC_TEXT = {
  getTypeParser: (oid: number, format?: "text" | "binary") =>
    oid === 1114 ? (text: string) => text : pg.types.getTypeParser(oid, format),
};

const PLAIN_UTC = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?$/;
const PARTS = /^(\d+)-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?( BC)?$/;

/**
 * A UTC `timestamp` as PostgreSQL writes it ("2026-06-13 09:30:00.25") as toISOString() writes
 * the instant ("2026-06-13T09:30:00.250Z"): milliseconds cut, not rounded, as a Date holds them.
 * A year before 1 or after 9999 (" BC", five digits) goes through a Date.
 */
export function isoOfUtc(text: string): string {
  const plain = PLAIN_UTC.exec(text);
  if (plain) return `${plain[1]}T${plain[2]}.${(plain[3] ?? "").padEnd(3, "0").slice(0, 3)}Z`;
  const p = PARTS.exec(text);
  if (!p) throw new Error(`Not a PostgreSQL timestamp: ${text}`);
  const [year, month, day, h, m, s] = p.slice(1, 7).map(Number) as number[];
  const ms = Number((p[7] ?? "").padEnd(3, "0").slice(0, 3));
  const date = new Date(Date.UTC(2000, month! - 1, day!, h, m, s, ms));
  // 1 BC is the year 0 of ISO 8601
  date.setUTCFullYear(p[8] ? 1 - year! : year!);
  return date.toISOString();
}

/** Where each field of a BOOKING_COLUMNS row is read from (its own column, or its alias's). */
const SOURCES = FIELD_NAMES.map((name) => {
  const field = fieldOf(name);
  const source = "same" in field ? (field.same as FieldName) : name;
  return [source, name, isInstant(source)] as const;
});

export type BookingColumns = Record<string, unknown> & { status: BookingStatusName; hall: number };

/**
 * A booking as the API shows it, from a BOOKING_COLUMNS row: serializeBooking's fields in its
 * order (toScheduleEvent makes it a calendar's event, ./schedules.ts).
 */
export function bookingOfColumns(row: BookingColumns): BookingDto {
  const booking: Record<string, unknown> = {};
  for (const [source, name, instant] of SOURCES) {
    const value = row[source];
    booking[name] = instant && value !== null ? isoOfUtc(value as string) : value;
  }
  return booking as BookingDto;
}
