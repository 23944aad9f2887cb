// A new booking in one statement: the hall checked, the row, its 'created' history entry, the
// notice to the venue's Owners and Admins and the customer's mail, if it calls for one (queued:
// ./customer-notify.ts), are written together and the booking comes back
// joined with its hall and branch names. One round trip instead of an interactive transaction's
// many; atomic as one statement is. The exclusion constraint refuses an overlap with 23P01, as it
// does for any insert.
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";
import { writerSetting } from "@/lib/live/writer";

import { newBookingMail, queueMailSql } from "./customer-notify";
import { bookingUrl, newBookingMessage } from "./notices";
import { BOOKING_JOINS } from "./reads";
import type { BookingCreate } from "./schemas";
import { BOOKING_JSON_TEXT, isoSql } from "./serialize-sql";

/**
 * The fields a history entry tracks (trackedFields in ./serialize.ts), in the API's names and
 * formats, from `n` (a bookings row with hall_name and branch_name).
 */
const TRACKED = Prisma.sql`jsonb_build_object(
  'event_name', n.event_name, 'start_time', ${isoSql(Prisma.sql`n.start_time`)},
  'end_time', ${isoSql(Prisma.sql`n.end_time`)}, 'hall_name', n.hall_name,
  'branch_name', n.branch_name, 'slot_id', n.slot_id, 'status', n.status,
  'addons', to_jsonb(n.addons), 'customer_name', n.customer_name,
  'customer_email', n.customer_email, 'customer_phone', n.customer_phone,
  'price', n.price::text, 'booking_token', n.booking_token, 'description', n.description,
  'notes', n.notes, 'hold_until', ${isoSql(Prisma.sql`n.hold_until`)})`;

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
  source?: "staff" | "public";
  /** the browser tab it is made for (lib/live/writer.ts), or none */
  clientId?: string | null;
};

/** The insert as one statement answering `json` (none when the hall does not take it). */
export function insertStatement(row: NewBookingRow): Prisma.Sql {
  const { tenantId, input: i, userId } = row;
  const source = row.source ?? "staff";
  const mail = newBookingMail({
    status: i.status,
    customerEmail: i.customer_email,
    emailCustomer: i.email_customer,
    source,
  });
  // The writer is set before the row goes in: the booking trigger reads it at the statement's end.
  return Prisma.sql`
    WITH writer AS MATERIALIZED (SELECT ${writerSetting(row.clientId ?? null)})
    , hall AS (
      SELECT h.id, h.branch_id FROM halls h
      WHERE h.tenant_id = ${tenantId} AND h.id = ${row.hallId} AND h.archived_at IS NULL
        AND h.is_active AND (NOT h.requires_slot OR ${row.slotId}::int IS NOT NULL)
    ), ins AS (
      INSERT INTO bookings (tenant_id, hall_id, branch_id, slot_id, start_time, end_time,
        event_name, status, addons, customer_name, customer_email, customer_phone, price,
        booking_token, description, notes, hold_until, source, email_customer, created_by_id,
        updated_at)
      SELECT ${tenantId}::int, hall.id, hall.branch_id, ${row.slotId}::int,
        ${row.start}::timestamptz, ${row.end}::timestamptz, ${i.event_name}::text,
        ${i.status}::booking_status, ${i.addons}::text[], ${i.customer_name}::text,
        ${i.customer_email}::text, ${i.customer_phone}::text, ${i.price}::numeric,
        ${i.booking_token}::text, ${i.description}::text, ${i.notes}::text,
        ${row.hold}::timestamptz, ${source}::booking_source,
        ${i.email_customer}::boolean, ${userId}::int, now()
      FROM hall, writer
      RETURNING *
    ), named AS (
      SELECT ins.*, h.name AS hall_name, br.name AS branch_name FROM ins
      JOIN halls h ON h.tenant_id = ins.tenant_id AND h.id = ins.hall_id
      JOIN branches br ON br.tenant_id = ins.tenant_id AND br.id = ins.branch_id
    ), history AS (
      INSERT INTO booking_changes (tenant_id, booking_id, user_id, action, event_name, changes)
      SELECT n.tenant_id, n.id, ${userId}::int, 'created', n.event_name,
        (SELECT coalesce(jsonb_object_agg(key, jsonb_build_array(NULL, value)), '{}')
         FROM jsonb_each(${TRACKED}) WHERE value <> 'null'::jsonb)
      FROM named n
    ), notice AS (
      INSERT INTO notifications (user_id, tenant_id, level, message, related_object_info)
      SELECT m.user_id, n.tenant_id, 'Info', ${newBookingMessage(i.event_name)}::text,
        jsonb_build_object('type', 'booking', 'id', n.id, 'url', ${bookingUrl("")}::text || n.id)
      FROM named n JOIN tenant_users m ON m.tenant_id = n.tenant_id
      WHERE m.status = 'active' AND m.role::text IN (${Prisma.join(TENANT_ADMIN_ROLES)})
        AND m.user_id IS DISTINCT FROM ${userId}::int
    ), mail AS (${queueMailSql(Prisma.raw("named"), mail, userId)})
    SELECT ${BOOKING_JSON_TEXT} AS json FROM ins b ${BOOKING_JOINS}`;
}

/**
 * Inserts the booking if its hall takes it as it stands: the tenant's, not archived, active, and
 * either without slots or with `slotId` resolved. Null when it does not: the caller then reads the
 * hall to say why (a refusal is worded, a booking is never half-made).
 */
export async function insertBooking(row: NewBookingRow): Promise<string | null> {
  const [created] = await sql<{ json: string }>(insertStatement(row), {
    prepared: "hallbook_insert_booking",
  });
  return created ? created.json : null;
}
