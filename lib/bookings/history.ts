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

/** Each tracked field as [before, after]: all of them for a creation, null on the missing side. */
export function changesBetween(before: BookingDto | null, after: BookingDto | null): Changes {
  const a: Record<string, Json> = before ? trackedFields(before) : {};
  const b: Record<string, Json> = after ? trackedFields(after) : {};
  const changes: Changes = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const [x, y] = [a[key] ?? null, b[key] ?? null];
    if (JSON.stringify(x) !== JSON.stringify(y)) changes[key] = [x, y];
  }
  return changes;
}

export function recordChange(
  tx: Tx,
  entry: {
    tenantId: number;
    bookingId: number;
    userId: number | null;
    action: BookingAction;
    eventName: string;
    changes: Changes;
  },
) {
  return tx.bookingChange.create({
    data: { ...entry, changes: changesSchema.parse(entry.changes) },
  });
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
