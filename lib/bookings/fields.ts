// A booking's fields, once: what the API calls each, where it is stored, how it is written out and
// whether the history tracks it. Everything that reads, writes or records a booking is made from
// this table: the Prisma select and serializeBooking (./serialize.ts), the JSON PostgreSQL writes
// (./serialize-sql.ts), the history's tracked fields, the columns an update writes (./checks.ts)
// and the insert's (./insert.ts). Adding a field is a migration, a line here and the form (README,
// "Adding a booking field").
import type { Booking } from "@/lib/generated/prisma/client";

import type { depositEntriesSelect } from "./deposit-state";

/**
 * The column's PostgreSQL type, which also says how the API writes it: `timestamptz` as
 * toISOString() does, `numeric` as text with its two decimals ("12.50"), `date` as "2026-06-13";
 * any other as it is, null as null.
 */
export type SqlType =
  | "int"
  | "text"
  | "text[]"
  | "boolean"
  | "numeric"
  | "timestamptz"
  | "date"
  | "booking_status"
  | "booking_source";

/**
 * A field stored in a column of bookings: its column (the field's name unless `column` says
 * otherwise; the Prisma field is its camelCase), `input` when a request sends it and it is written
 * as sent (on create and on update), `tracked` when the history records its changes.
 */
type ColumnField = { type: SqlType; column?: string; input?: true; tracked?: true };
/** Another name for a field (the spec's aliases). */
type AliasField = { same: string };
/** The name of the booking's hall or branch. */
type NameField = { nameOf: "hall" | "branch"; tracked?: true };
/** A fact PostgreSQL works out from the booking and its ledger (./deposit-state.ts). */
type DerivedField = { derived: "deposit_due" };
export type Field = ColumnField | AliasField | NameField | DerivedField;

/** In the order the API writes them. */
export const BOOKING_FIELDS = {
  id: { type: "int" },
  event_name: { type: "text", input: true, tracked: true },
  /** the spec's other name for event_name */
  title: { same: "event_name" },
  start_time: { type: "timestamptz", tracked: true },
  end_time: { type: "timestamptz", tracked: true },
  hall: { type: "int", column: "hall_id" },
  /** the spec's other name for hall */
  hall_id: { same: "hall" },
  hall_name: { nameOf: "hall", tracked: true },
  branch: { type: "int", column: "branch_id" },
  branch_name: { nameOf: "branch", tracked: true },
  slot_id: { type: "int", tracked: true },
  status: { type: "booking_status", input: true, tracked: true },
  addons: { type: "text[]", input: true, tracked: true },
  customer_name: { type: "text", input: true, tracked: true },
  customer_email: { type: "text", input: true, tracked: true },
  customer_phone: { type: "text", input: true, tracked: true },
  price: { type: "numeric", input: true, tracked: true },
  /** the part of the price asked before the rest (decision 091), or null */
  deposit_amount: { type: "numeric", input: true, tracked: true },
  /** the local date the deposit is due by; set with deposit_amount */
  deposit_due_on: { type: "date", input: true, tracked: true },
  /** confirmed, with a deposit its live payments have not yet covered */
  deposit_due: { derived: "deposit_due" },
  booking_token: { type: "text", input: true, tracked: true },
  description: { type: "text", input: true, tracked: true },
  notes: { type: "text", input: true, tracked: true },
  /** a tentative booking's hold: cancelled once this passes unless confirmed */
  hold_until: { type: "timestamptz", tracked: true },
  /** "staff", or "public" for a visitor's enquiry on the venue's site */
  source: { type: "booking_source" },
  /** whether the customer is emailed when the booking is confirmed, moved or cancelled */
  email_customer: { type: "boolean", input: true },
  /** the series it is a date of (docs/decisions/083-booking-series.md), or null */
  series_id: { type: "int" },
  /** a date of a series changed on its own */
  is_exception: { type: "boolean" },
  created_at: { type: "timestamptz" },
  updated_at: { type: "timestamptz" },
} as const satisfies Record<string, Field>;

type Fields = typeof BOOKING_FIELDS;
export type FieldName = keyof Fields;

type Camel<S extends string> = S extends `${infer H}_${infer T}`
  ? `${H}${Capitalize<Camel<T>>}`
  : S;
type Of<K extends FieldName, Kind> = Fields[K] extends Kind ? K : never;
export type ColumnName = { [K in FieldName]: Of<K, ColumnField> }[FieldName];
export type InputName = { [K in FieldName]: Of<K, { input: true }> }[FieldName];
export type TrackedName = { [K in FieldName]: Of<K, { tracked: true }> }[FieldName];
type NameOf = {
  [K in FieldName]: Fields[K] extends NameField ? Fields[K]["nameOf"] : never;
}[FieldName];
type ColumnOf<K extends FieldName> = Fields[K] extends { column: infer C extends string } ? C : K;
/** The Prisma field of a column field. */
export type ModelOf<K extends FieldName> = Camel<ColumnOf<K>>;
type ModelName = { [K in ColumnName]: ModelOf<K> }[ColumnName];

/** Fails to compile when a field names a column the Prisma model (schema.prisma) does not have. */
export type EveryColumnIsInTheSchema = Assert<ModelName extends keyof Booking ? true : false>;
type Assert<T extends true> = T;

/**
 * What serializeBooking reads: every column field, the hall's and branch's names, the live ledger
 * entries (whether a deposit is due), and what an update needs besides (who made it, its version).
 */
export type BookingSelect = { [M in ModelName]: true } & {
  [R in NameOf]: { select: { name: true } };
} & {
  createdById: true;
  version: true;
  payments: typeof depositEntriesSelect;
};

type Model<K extends FieldName> = Booking[ModelOf<K> & keyof Booking];
type Value<K extends FieldName> = Fields[K] extends { same: infer T extends FieldName }
  ? Value<T>
  : Fields[K] extends NameField
    ? string
    : Fields[K] extends { type: "timestamptz" }
      ? null extends Model<K>
        ? string | null
        : string
      : Fields[K] extends { type: "numeric" | "date" }
        ? null extends Model<K>
          ? string | null
          : string
        : Fields[K] extends DerivedField
          ? boolean
          : Model<K>;

/** A booking as the API writes it (spec §3 "Booking (as read)"). */
export type BookingDto = { -readonly [K in FieldName]: Value<K> };

export const FIELD_NAMES = Object.keys(BOOKING_FIELDS) as FieldName[];
const has = <K extends string>(name: FieldName, key: K) => key in BOOKING_FIELDS[name];
export const TRACKED_NAMES = FIELD_NAMES.filter((n) => has(n, "tracked")) as TrackedName[];
export const INPUT_NAMES = FIELD_NAMES.filter((n) => has(n, "input")) as InputName[];
export const COLUMN_NAMES = FIELD_NAMES.filter((n) => has(n, "type")) as ColumnName[];

/** The field's entry, typed as the table's kinds. */
export const fieldOf = (name: FieldName): Field => BOOKING_FIELDS[name];
/** A column field's column. */
export const columnOf = (name: ColumnName): string =>
  (BOOKING_FIELDS[name] as ColumnField).column ?? name;
/** A column field's type. */
export const typeOf = (name: ColumnName): SqlType => (BOOKING_FIELDS[name] as ColumnField).type;
/** A column field's Prisma field. */
export const modelOf = <K extends ColumnName>(name: K) =>
  columnOf(name).replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as ModelOf<K>;
