// What a customer does on their booking's page (decision 092): confirm a held date (when the venue
// lets customers confirm and no deposit is owed), release it, or write to the venue. Each is in the
// booking's history as the customer's, a notice to the venue's Owners and Admins, a confirmation
// mailed to the customer, and (a change of the booking row) announced live to the venue's
// calendars by the bookings trigger. The rules are checked again in the statement that writes, so
// a page left open cannot confirm what changed.
import { queueMailSql } from "@/lib/bookings/customer-notify";
import { DEPOSIT_OWED_SQL, NET_PAID_SQL } from "@/lib/bookings/deposit-state";
import { historySql } from "@/lib/bookings/history";
import { bookingUrl } from "@/lib/bookings/notices";
import { createContactSubmission } from "@/lib/contact/submissions";
import { conflict, notFound } from "@/lib/core/errors";
import { Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";
import { venueAdminsSql } from "@/lib/notifications/notify";
import type { TenantRef } from "@/lib/tenants/queries";

import { linkedBooking } from "./page";

export const NO_LONGER = "This booking can no longer be changed here. Please contact the venue.";

type Step = { status: "confirmed" | "cancelled"; notice: string };
const STEPS = {
  confirm: { status: "confirmed", notice: "The customer confirmed " },
  release: { status: "cancelled", notice: "The customer released the hold on " },
} as const satisfies Record<string, Step>;

/** Confirms or releases the linked held date, in one statement that checks the rules again. */
export async function customerStep(tenant: TenantRef, token: string, step: keyof typeof STEPS) {
  const b = await linkedBooking(tenant, token);
  if (!b) throw notFound();
  const { status, notice } = STEPS[step];
  const allowed =
    step === "confirm"
      ? Prisma.sql`t.customer_self_confirm AND NOT ${DEPOSIT_OWED_SQL} AND b.source <> 'public'
          AND (b.hold_until IS NULL OR b.hold_until > now())`
      : // Money paid towards it is the venue's to refund: the customer writes to them instead.
        Prisma.sql`${NET_PAID_SQL} <= 0`;
  const rows = await sql<{ id: number }>(Prisma.sql`
    WITH target AS (
      SELECT b.id FROM bookings b JOIN tenants t ON t.id = b.tenant_id
      WHERE b.tenant_id = ${tenant.id} AND b.id = ${b.id} AND b.status = 'tentative'
        AND b.start_time > now() AND b.series_id IS NULL AND ${allowed}
      FOR UPDATE OF b
    ), changed AS (
      UPDATE bookings b SET status = ${status}::booking_status, hold_until = NULL,
        version = b.version + 1, updated_at = now()
      FROM target WHERE b.tenant_id = ${tenant.id} AND b.id = target.id
      RETURNING b.*
    ), mail AS (${queueMailSql(
      Prisma.sql`(SELECT c.*, h.name AS hall_name FROM changed c
        JOIN halls h ON h.tenant_id = c.tenant_id AND h.id = c.hall_id
        WHERE c.email_customer AND c.customer_email <> '')`,
      // A confirmation mails its news and a calendar file that says so; a release is the
      // customer's own doing, which the page has told them.
      step === "confirm" ? "confirmed" : null,
      null,
    )}
    ), history AS (${historySql(Prisma.sql`
      SELECT c.tenant_id, c.id AS booking_id, NULL::int AS user_id, 'customer' AS action,
        c.event_name, jsonb_build_object('status', jsonb_build_array('tentative', ${status}::text))
          AS changes
      FROM changed c`)}
    ), notice AS (
      INSERT INTO notifications (user_id, tenant_id, level, message, related_object_info)
      SELECT r.user_id, c.tenant_id, 'Info', ${notice}::text || '"' || c.event_name || '".',
        jsonb_build_object('type', 'booking', 'id', c.id, 'url', ${bookingUrl("")}::text || c.id)
      FROM changed c CROSS JOIN LATERAL (${venueAdminsSql({ tenantId: Prisma.sql`c.tenant_id` })}) r
    )
    SELECT id FROM changed`);
  if (!rows.length) throw conflict(NO_LONGER);
}

/** The customer's message about the booking: to the venue's inbox, a notice, the history. */
export async function customerMessage(
  tenant: TenantRef,
  token: string,
  message: string,
  ip: string | null,
) {
  const b = await linkedBooking(tenant, token);
  if (!b) throw notFound();
  await createContactSubmission({
    tenantId: tenant.id,
    ip,
    input: {
      name: b.customerName,
      email: b.customerEmail,
      subject: `About booking ${tenant.slug.toUpperCase()}-${b.id}`,
      message,
    },
    booking: {
      id: b.id,
      also: (tx) =>
        tx.$executeRaw(
          historySql(Prisma.sql`
            SELECT ${tenant.id}::int AS tenant_id, ${b.id}::int AS booking_id, NULL::int AS user_id,
              'customer' AS action, ${b.eventName}::text AS event_name,
              jsonb_build_object('message', jsonb_build_array(NULL, ${message}::text)) AS changes`),
        ),
    },
  });
}
