// The trail of every booking change: who, when, what (field: [before, after]).
import { z } from "zod";

import { notFound } from "@/lib/core/errors";
import { db, Prisma } from "@/lib/db";
import type { BookingAction } from "@/lib/generated/prisma/enums";

import { trackedFields, type BookingDto } from "./serialize";

const json = z.json();
export type Json = z.output<typeof json>;
/** Each changed field as [before, after], in the API's field names; JSON in the database. */
const changesSchema = z.record(z.string(), z.tuple([json, json]));
export type Changes = z.output<typeof changesSchema>;
type Tx = Prisma.TransactionClient;

/**
 * Writes history entries, one for each row of `rows`: a query answering tenant_id, booking_id,
 * user_id, action, event_name and changes (each changed field as [before, after]; see
 * changesSql). An entry with no change is not written. Every writer of booking_changes goes
 * through here: the insert's statement, the hold sweep's, the customer mail's sender and
 * recordChange below. `OFFSET 0` keeps the rows a subquery of their own: pulled up into this one,
 * each row's changes were worked out twice, once for the filter and once for the column, and that
 * was a tenth of a booking insert's time in PostgreSQL.
 */
export const historySql = (rows: Prisma.Sql) => Prisma.sql`
  INSERT INTO booking_changes (tenant_id, booking_id, user_id, action, event_name, changes)
  SELECT r.tenant_id, r.booking_id, r.user_id, r.action::booking_action, r.event_name, r.changes
  FROM (${rows} OFFSET 0) r WHERE r.changes <> '{}'::jsonb`;

const NONE = Prisma.sql`NULL::jsonb`;
/**
 * The changes between two states of a booking, each its tracked fields as jsonb (null: the
 * booking did not exist then): every field that differs, as [before, after]. The rule is the
 * database's function booking_changes_between (decision 056).
 */
export const changesSql = (before: Prisma.Sql | null, after: Prisma.Sql | null) =>
  Prisma.sql`booking_changes_between(${before ?? NONE}, ${after ?? NONE})`;

const trackedJson = (b: BookingDto | null) =>
  b ? Prisma.sql`${JSON.stringify(trackedFields(b))}::jsonb` : null;

/**
 * Records a change made through Prisma (an edit, a deletion) in its transaction, unless no
 * tracked field changed; true when it wrote an entry.
 */
export async function recordChange(
  tx: Tx,
  entry: {
    tenantId: number;
    bookingId: number;
    userId: number | null;
    action: BookingAction;
    eventName: string;
    before: BookingDto | null;
    after: BookingDto | null;
  },
): Promise<boolean> {
  const written = await tx.$executeRaw(
    historySql(Prisma.sql`
      SELECT ${entry.tenantId}::int AS tenant_id, ${entry.bookingId}::int AS booking_id,
        ${entry.userId}::int AS user_id, ${entry.action}::text AS action,
        ${entry.eventName}::text AS event_name,
        ${changesSql(trackedJson(entry.before), trackedJson(entry.after))} AS changes`),
  );
  return written > 0;
}

const select = {
  id: true,
  bookingId: true,
  action: true,
  changes: true,
  eventName: true,
  createdAt: true,
  user: { select: { id: true, email: true, name: true } },
} as const;
type Row = Prisma.BookingChangeGetPayload<{ select: typeof select }>;

/** A history entry as the API shows it. */
const serialize = (c: Row) => ({
  id: c.id,
  booking_id: c.bookingId,
  action: c.action,
  event_name: c.eventName,
  changes: changesSchema.parse(c.changes),
  user: c.user ? { id: c.user.id, email: c.user.email, name: c.user.name } : null,
  created_at: c.createdAt.toISOString(),
});

export type BookingChangeDto = ReturnType<typeof serialize>;

/**
 * A booking's history, newest first; still there after the booking is deleted. An id that names
 * neither a booking of the tenant nor its history is not found, as for every other object.
 */
export async function bookingHistory({
  tenantId,
  bookingId,
}: {
  tenantId: number;
  bookingId: number;
}) {
  const rows = await db.bookingChange.findMany({
    where: { tenantId, bookingId },
    select,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  if (!rows.length && !(await db.booking.count({ where: { tenantId, id: bookingId } })))
    throw notFound();
  return rows.map(serialize);
}

/** The tenant's latest booking activity: changes made, not the mail sent about them. */
export async function recentActivity({ tenantId, take = 5 }: { tenantId: number; take?: number }) {
  const rows = await db.bookingChange.findMany({
    where: { tenantId, action: { not: "emailed" } },
    select,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
  });
  return rows.map(serialize);
}
