// The trail of every booking change: who, when, what (field: [before, after]).
import { db, Prisma } from "@/lib/db";
import type { BookingAction } from "@/lib/generated/prisma/enums";

export type Changes = Record<string, [unknown, unknown]>;
type Tx = Prisma.TransactionClient;

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
    data: { ...entry, changes: entry.changes as Prisma.InputJsonValue },
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

const serialize = (c: Row) => ({
  id: c.id,
  booking_id: c.bookingId,
  action: c.action,
  event_name: c.eventName,
  changes: c.changes,
  user: c.user ? { id: c.user.id, email: c.user.email, name: c.user.name } : null,
  created_at: c.createdAt.toISOString(),
});

/** A booking's history, newest first; still there after the booking is deleted. */
export async function bookingHistory(tenantId: number, bookingId: number) {
  const rows = await db.bookingChange.findMany({
    where: { tenantId, bookingId },
    select,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(serialize);
}

/** The tenant's latest booking activity. */
export async function recentActivity(tenantId: number, take = 5) {
  const rows = await db.bookingChange.findMany({
    where: { tenantId },
    select,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
  });
  return rows.map(serialize);
}
