// A new booking in one statement: the hall checked, the row, its 'created' history entry, the
// notice to the venue's Owners and Admins and the customer's mail, if it calls for one (queued:
// ./customer-notify.ts), are written together and the booking comes back
// joined with its hall and branch names. One round trip instead of an interactive transaction's
// many; atomic as one statement is. The exclusion constraint refuses an overlap with 23P01, as it
// does for any insert.
import { Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";
import { writerSetting } from "@/lib/live/writer";
import { venueAdminsSql } from "@/lib/notifications/notify";

import type { CustomerMailBooking } from "./customer-mail";
import { newBookingMail, queueMailSql } from "./customer-notify";
import { columnOf, INPUT_NAMES, typeOf } from "./fields";
import { changesSql, historySql } from "./history";
import { bookingUrl, newBookingMessage } from "./notices";
import { BOOKING_JOINS } from "./reads";
import type { BookingCreate } from "./schemas";
import { BOOKING_JSON_TEXT, TRACKED_JSON } from "./serialize-sql";

/** The fields a request sends that are written as sent: their columns, and their values cast. */
export const inputColumns = Prisma.raw(INPUT_NAMES.map(columnOf).join(", "));
export const inputValues = (input: BookingCreate) =>
  Prisma.join(
    INPUT_NAMES.map((name) => Prisma.sql`${input[name] ?? null}::${Prisma.raw(typeOf(name))}`),
  );

export type NewBookingRow = {
  tenantId: number;
  hallId: number;
  slotId: number | null;
  start: Date;
  end: Date;
  /** when its hold ends (checked), or null */
  hold: Date | null;
  input: BookingCreate;
  /** who made it; null for a visitor's enquiry (source "public") */
  userId: number | null;
  source?: "staff" | "public" | "api";
  /** the browser tab it is made for (lib/live/writer.ts), or none */
  clientId?: string | null;
  /** a visitor's enquiry: what its receipt repeats besides the booking's fields */
  enquiry?: CustomerMailBooking["enquiry"];
};

/** The customer's mail a new booking queues, if any. */
const mailOf = (row: NewBookingRow) =>
  newBookingMail({
    status: row.input.status,
    customerEmail: row.input.customer_email,
    emailCustomer: row.input.email_customer,
    source: row.source ?? "staff",
  });

/**
 * The insert as one statement answering `json` (none when the hall does not take it). Two shapes:
 * with the customer's mail and without, so that a booking that mails nobody does not carry the
 * mail's part (PostgreSQL sets up every part of a statement each time it runs it, even one that
 * writes nothing).
 */
export function insertStatement(row: NewBookingRow, mail = mailOf(row)): Prisma.Sql {
  const { tenantId, input: i, userId } = row;
  const source = row.source ?? "staff";
  const mailing = mail
    ? Prisma.sql`, named AS (
      SELECT b.*, h.name AS hall_name FROM ins b
      JOIN halls h ON h.tenant_id = b.tenant_id AND h.id = b.hall_id
    ), mail AS (${queueMailSql(Prisma.raw("named"), mail, userId, row.enquiry)})`
    : Prisma.empty;
  // The writer is set before the row goes in: the booking trigger reads it at the statement's end.
  // The hall is held: one being deleted or archived meanwhile (its venue's halls held FOR UPDATE)
  // is read again once that is done, and takes no booking if it is gone.
  return Prisma.sql`
    WITH writer AS MATERIALIZED (SELECT ${writerSetting(row.clientId ?? null)})
    , hall AS (
      SELECT h.id, h.branch_id FROM halls h
      WHERE h.tenant_id = ${tenantId} AND h.id = ${row.hallId} AND h.archived_at IS NULL
        AND h.is_active AND (NOT h.requires_slot OR ${row.slotId}::int IS NOT NULL)
      FOR KEY SHARE
    ), ins AS (
      INSERT INTO bookings (tenant_id, hall_id, branch_id, slot_id, start_time, end_time,
        hold_until, source, created_by_id, updated_at, ${inputColumns})
      SELECT ${tenantId}::int, hall.id, hall.branch_id, ${row.slotId}::int,
        ${row.start}::timestamptz, ${row.end}::timestamptz, ${row.hold}::timestamptz,
        ${source}::booking_source, ${userId}::int, now(), ${inputValues(i)}
      FROM hall, writer
      RETURNING *
    ), history AS (${historySql(Prisma.sql`
      SELECT b.tenant_id, b.id AS booking_id, ${userId}::int AS user_id, 'created' AS action,
        b.event_name, ${changesSql(null, TRACKED_JSON)} AS changes
      FROM ins b ${BOOKING_JOINS}`)}
    ), notice AS (
      INSERT INTO notifications (user_id, tenant_id, level, message, related_object_info)
      SELECT r.user_id, b.tenant_id, 'Info', ${newBookingMessage(i.event_name)}::text,
        jsonb_build_object('type', 'booking', 'id', b.id, 'url', ${bookingUrl("")}::text || b.id)
      FROM ins b CROSS JOIN LATERAL (${venueAdminsSql({
        tenantId: Prisma.sql`b.tenant_id`,
        actorId: Prisma.sql`${userId}::int`,
      })}) r
    )${mailing}
    SELECT ${BOOKING_JSON_TEXT} AS json FROM ins b ${BOOKING_JOINS}`;
}

/**
 * Inserts the booking if its hall takes it as it stands: the tenant's, not archived, active, and
 * either without slots or with `slotId` resolved. Null when it does not: the caller then reads the
 * hall to say why (a refusal is worded, a booking is never half-made).
 */
export async function insertBooking(row: NewBookingRow): Promise<string | null> {
  const mail = mailOf(row);
  const [created] = await sql<{ json: string }>(insertStatement(row, mail), {
    prepared: mail ? "hallbook_insert_booking_mail" : "hallbook_insert_booking",
  });
  return created ? created.json : null;
}
