// A booking's one shape, as the API, the calendar, the dashboard and the history show it
// (spec §3 "Booking (as read)"). Everything that shows a booking selects and serializes it here,
// from the field table (./fields.ts).
import type { Prisma } from "@/lib/db";

import { depositDue, depositEntriesSelect } from "./deposit-state";
import {
  COLUMN_NAMES,
  FIELD_NAMES,
  fieldOf,
  modelOf,
  TRACKED_NAMES,
  type BookingDto,
  type BookingSelect,
  type ColumnName,
  type FieldName,
  type TrackedName,
} from "./fields";

export type { BookingDto } from "./fields";

export const bookingSelect = {
  ...Object.fromEntries(COLUMN_NAMES.map((name) => [modelOf(name), true])),
  hall: { select: { name: true } },
  branch: { select: { name: true } },
  createdById: true,
  version: true,
  payments: depositEntriesSelect,
} as BookingSelect satisfies Prisma.BookingSelect;

export type BookingRow = Prisma.BookingGetPayload<{ select: BookingSelect }>;

type Scalar = string | number | boolean | string[] | Date | Prisma.Decimal | null;

/** A field's value as the API writes it. */
function valueOf(b: BookingRow, name: FieldName): unknown {
  const field = fieldOf(name);
  if ("same" in field) return valueOf(b, field.same as FieldName);
  if ("nameOf" in field) return b[field.nameOf].name;
  if ("derived" in field) return depositDue(b);
  const value = b[modelOf(name as ColumnName)] as Scalar;
  if (value === null) return null;
  if (field.type === "timestamptz") return (value as Date).toISOString();
  if (field.type === "numeric") return (value as Prisma.Decimal).toFixed(2);
  if (field.type === "date") return (value as Date).toISOString().slice(0, 10);
  return value;
}

export function serializeBooking(b: BookingRow): BookingDto {
  const dto: Record<string, unknown> = {};
  for (const name of FIELD_NAMES) dto[name] = valueOf(b, name);
  return dto as BookingDto;
}

/** What a history entry records of a booking: the fields the table marks as tracked. */
export function trackedFields(b: BookingDto): Pick<BookingDto, TrackedName> {
  return Object.fromEntries(TRACKED_NAMES.map((name) => [name, b[name]])) as Pick<
    BookingDto,
    TrackedName
  >;
}
