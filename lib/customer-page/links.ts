// A customer's private links to their booking's page (decision 092). Every customer mail carries
// a new one: 24 random bytes, base64url, of which only the SHA-256 is stored, so a copy of the
// database opens no page. A link opens its booking until the venue revokes the booking's links or
// it expires, 180 days after the event ends. Every statement names the venue.
import { createHash, randomBytes } from "node:crypto";

import { notFound } from "@/lib/core/errors";
import { Prisma } from "@/lib/db";
import { sql, type TxQuery } from "@/lib/db/sql";
import { tenantOrigin } from "@/lib/tenants/origins";

/** What a token looks like: anything else is not looked up. */
export const TOKEN = /^[A-Za-z0-9_-]{32}$/;
/** How long after its event ends a link still opens the page. */
export const LINK_DAYS_AFTER = 180;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The page's path on the venue's host. */
export const bookingPagePath = (token: string) => `/booking/${token}`;

/**
 * A new link to the booking, written with `query` (the mail sender's transaction, so a mail
 * that is not sent leaves none); answers its token, or null when the booking is gone.
 */
export async function newBookingLink(
  query: TxQuery,
  ref: { tenantId: number; bookingId: number },
): Promise<string | null> {
  const token = randomBytes(24).toString("base64url");
  const rows = await query<{ id: number }>(Prisma.sql`
    INSERT INTO booking_links (tenant_id, booking_id, token_hash, expires_at)
    SELECT b.tenant_id, b.id, ${hashToken(token)},
      greatest(b.end_time, now()) + make_interval(days => ${LINK_DAYS_AFTER})
    FROM bookings b WHERE b.tenant_id = ${ref.tenantId} AND b.id = ${ref.bookingId}
    RETURNING id`);
  return rows.length ? token : null;
}

/** Takes back the link of a mail that was not sent. */
export async function dropBookingLink(query: TxQuery, tenantId: number, token: string) {
  await query(Prisma.sql`
    DELETE FROM booking_links WHERE tenant_id = ${tenantId} AND token_hash = ${hashToken(token)}`);
}

/** The booking a live link of this venue opens, or null: wrong, revoked and expired alike. */
export async function bookingOfLink(tenantId: number, token: string): Promise<number | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await sql<{ bookingId: number }>(Prisma.sql`
    SELECT booking_id AS "bookingId" FROM booking_links
    WHERE token_hash = ${hashToken(token)} AND tenant_id = ${tenantId}
      AND revoked_at IS NULL AND expires_at > now()`);
  return row?.bookingId ?? null;
}

/**
 * A new link to the booking's page for the staff to pass on themselves (a held booking's customer
 * gets no mail: by phone, a message, their own mail): its address on the venue's site. 404 for
 * another venue's booking.
 */
export async function shareCustomerLink(tenant: { id: number; slug: string }, bookingId: number) {
  const token = await newBookingLink(sql, { tenantId: tenant.id, bookingId });
  if (!token) throw notFound("Booking not found.");
  return { url: new URL(bookingPagePath(token), tenantOrigin(tenant.slug)).toString() };
}

/** The staff's revocation: the venue's booking or 404, and how many links it took back. */
export async function revokeCustomerLinks(tenantId: number, bookingId: number) {
  const [booking] = await sql<{ id: number }>(Prisma.sql`
    SELECT id FROM bookings WHERE tenant_id = ${tenantId} AND id = ${bookingId}`);
  if (!booking) throw notFound("Booking not found.");
  return { revoked: await revokeBookingLinks(tenantId, bookingId) };
}

/** Revokes every live link of the booking; answers how many. */
export async function revokeBookingLinks(tenantId: number, bookingId: number): Promise<number> {
  const rows = await sql<{ id: number }>(Prisma.sql`
    UPDATE booking_links SET revoked_at = now()
    WHERE tenant_id = ${tenantId} AND booking_id = ${bookingId} AND revoked_at IS NULL
      AND expires_at > now()
    RETURNING id`);
  return rows.length;
}
