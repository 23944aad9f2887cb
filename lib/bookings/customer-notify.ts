// Which change of a booking calls for a mail to its customer, and queueing that mail in the
// change's own transaction (the table customer_mails): a crash after the commit loses no mail, a
// rolled-back change queues none, and a mail server that is slow or down never holds up a
// booking. Every app server sends from the queue (./customer-mail-queue.ts), and writes each
// send, or why it failed, to the booking's history (action "emailed"). Decision 052.
import { Prisma } from "@/lib/db";

import type { CustomerMailBooking, CustomerMailKind } from "./customer-mail";
import { MAIL_SNAPSHOT } from "./mail-snapshot";

export { customerMailSettled } from "./customer-mail-queue";

type Wants = { status: string; customerEmail: string; emailCustomer: boolean; source: string };
type Placed = Wants & { hallId: number; startTime: Date; endTime: Date };

const wanted = (b: Wants) => b.emailCustomer && !!b.customerEmail;

/** The mail a new booking calls for: an enquiry's receipt, or a confirmation. */
export function newBookingMail(b: Wants): CustomerMailKind | null {
  if (!wanted(b)) return null;
  if (b.source === "public") return "received";
  return b.status === "confirmed" ? "confirmed" : null;
}

/**
 * The mail a change calls for, if any. A confirmation goes to every customer with an email; a
 * cancellation or a move of time or hall only once the booking was confirmed, or when the customer
 * asked for it on the public site (a tentative booking staff pencilled in is not news to them).
 */
export function changeMail(before: Placed, after: Placed): CustomerMailKind | null {
  if (!wanted(after)) return null;
  const known = after.source === "public" || before.status === "confirmed";
  if (after.status !== before.status) {
    if (after.status === "confirmed") return "confirmed";
    if (after.status === "cancelled") return known ? "cancelled" : null;
  }
  const moved =
    after.hallId !== before.hallId ||
    after.startTime.getTime() !== before.startTime.getTime() ||
    after.endTime.getTime() !== before.endTime.getTime();
  return moved && after.status !== "cancelled" && known ? "changed" : null;
}

/**
 * Queues `kind` (nothing when null) for each row of `rows`, a relation of bookings rows with
 * hall_name, inside the statement or transaction that changed them. `actorId` made the change
 * (null: the system); `enquiry` is what a visitor's enquiry said besides its booking's fields;
 * `more`, a jsonb expression over `n` added to the snapshot (a series' dates: seriesMailSql).
 */
export function queueMailSql(
  rows: Prisma.Sql,
  kind: CustomerMailKind | null,
  actorId: number | null,
  enquiry: CustomerMailBooking["enquiry"] = undefined,
  more: Prisma.Sql = Prisma.sql`'{}'::jsonb`,
): Prisma.Sql {
  const extra = JSON.stringify(enquiry ? { enquiry } : {});
  return Prisma.sql`
    INSERT INTO customer_mails (tenant_id, booking_id, kind, snapshot, actor_id)
    SELECT n.tenant_id, n.id, ${kind}::text, ${MAIL_SNAPSHOT} || ${extra}::jsonb || ${more},
      ${actorId}::int
    FROM ${rows} n WHERE ${kind}::text IS NOT NULL`;
}

/**
 * What one mail about several dates of a series adds to its snapshot: the series in words and
 * each date it is about (`dates`: a relation of bookings rows), which its .ics holds as events
 * (decision 083).
 */
export const seriesMailSql = (dates: Prisma.Sql, description: string) => Prisma.sql`
  jsonb_build_object('series', jsonb_build_object('id', n.series_id,
    'description', ${description}::text,
    'dates', (SELECT jsonb_agg(jsonb_build_object('id', d.id, 'version', d.version,
      'startTime', d.start_time, 'endTime', d.end_time, 'status', d.status)
      ORDER BY d.start_time, d.id) FROM ${dates} d)))`;

/** A booking's row with its hall's name, for queueMailSql. */
export const bookingWithHall = (tenantId: number, bookingId: number) => Prisma.sql`(
  SELECT b.*, h.name AS hall_name FROM bookings b
  JOIN halls h ON h.tenant_id = b.tenant_id AND h.id = b.hall_id
  WHERE b.tenant_id = ${tenantId} AND b.id = ${bookingId})`;
