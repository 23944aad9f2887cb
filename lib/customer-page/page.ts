// What a customer's booking page shows (decision 092): the event, hall, times and status; what is
// due and what was paid (amounts and days only: the ledger's notes and who recorded an entry are
// the venue's own); the mails sent about it; the dates of its series; what the customer may do.
// Nothing of any other booking. A wrong, revoked or expired token is null, all alike.
import { bookingReference } from "@/lib/bookings/booking-ics";
import { Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";
import { bookingMoney } from "@/lib/payments/ledger";
import type { TenantRef } from "@/lib/tenants/queries";

import { bookingOfLink } from "./links";

type SeriesDate = { id: number; version: number; start: Date; end: Date; status: string };

type Row = {
  id: number;
  version: number;
  customerEmail: string;
  eventName: string;
  start: Date;
  end: Date;
  status: "confirmed" | "tentative" | "cancelled";
  source: string;
  holdUntil: Date | null;
  seriesId: number | null;
  customerName: string;
  hallName: string;
  selfConfirm: boolean;
  locale: string;
};

const BOOKING = (tenantId: number, id: number) => Prisma.sql`
  SELECT b.id, b.version, b.customer_email AS "customerEmail", b.event_name AS "eventName", b.start_time AS start, b.end_time AS "end",
    b.status::text AS status, b.source::text AS source, b.hold_until AS "holdUntil",
    b.series_id AS "seriesId", b.customer_name AS "customerName", h.name AS "hallName",
    t.customer_self_confirm AS "selfConfirm", t.locale
  FROM bookings b JOIN halls h ON h.tenant_id = b.tenant_id AND h.id = b.hall_id
  JOIN tenants t ON t.id = b.tenant_id
  WHERE b.tenant_id = ${tenantId} AND b.id = ${id}`;

/** The mails sent about the booking, oldest first: their kind and when. */
const MAILS = (tenantId: number, id: number) => Prisma.sql`
  SELECT kind, finished_at AS "sentAt" FROM customer_mails
  WHERE tenant_id = ${tenantId} AND booking_id = ${id} AND state = 'sent'
  ORDER BY finished_at, id`;

const DATES = (tenantId: number, seriesId: number) => Prisma.sql`
  SELECT id, version, start_time AS start, end_time AS "end", status::text AS status FROM bookings
  WHERE tenant_id = ${tenantId} AND series_id = ${seriesId} ORDER BY start_time, id`;

/** The booking a live link opens, with its state, or null. */
export async function linkedBooking(tenant: TenantRef, token: string) {
  const id = await bookingOfLink(tenant.id, token);
  if (id === null) return null;
  const [row] = await sql<Row>(BOOKING(tenant.id, id));
  return row ?? null;
}
export type LinkedBooking = NonNullable<Awaited<ReturnType<typeof linkedBooking>>>;

/**
 * What the customer may do now: confirm a date the venue is holding for them, when the venue lets
 * customers confirm, no deposit is owed on it and the hold has not run out; release a held date
 * they have paid nothing towards (money paid is the venue's to refund: they write instead);
 * write to the venue about any booking. A date of a series is confirmed or released by the venue
 * (its dates move together), and so is an enquiry a visitor sent: the venue has not priced or
 * accepted it yet (decision 092).
 */
export function customerActions(
  b: LinkedBooking,
  money: { depositOwed: boolean; paid: boolean },
  now = new Date(),
) {
  const open = b.status === "tentative" && b.start > now && b.seriesId === null;
  const held = !b.holdUntil || b.holdUntil > now;
  const confirm = open && held && b.selfConfirm && !money.depositOwed && b.source !== "public";
  return { confirm, release: open && !money.paid, message: true };
}

/** Everything the page shows, or null for a link that opens nothing. */
export async function customerBookingPage(tenant: TenantRef, token: string) {
  const b = await linkedBooking(tenant, token);
  if (!b) return null;
  const [money, mails, dates] = await Promise.all([
    bookingMoney({ tenant, bookingId: b.id }),
    sql<{ kind: string; sentAt: Date }>(MAILS(tenant.id, b.id)),
    b.seriesId === null ? Promise.resolve([]) : sql<SeriesDate>(DATES(tenant.id, b.seriesId)),
  ]);
  const owed = money.deposit !== null && Number(money.deposit.owed) > 0;
  return {
    booking: b,
    reference: bookingReference(tenant, b),
    // A visitor's enquiry is named in the venue's words: anyone may enquire in anyone's name (054).
    title: b.source === "public" ? `Your event at ${tenant.name}` : b.eventName,
    money: {
      ...money,
      locale: b.locale,
      // The customer sees amounts and days, not the venue's notes or staff names.
      entries: money.entries
        .filter((e) => !e.voided)
        .map((e) => ({ id: e.id, kind: e.kind, amount: e.amount, received_on: e.received_on })),
    },
    mails,
    dates,
    actions: customerActions(b, {
      depositOwed: owed,
      paid: Number(money.paid) - Number(money.refunded) > 0,
    }),
  };
}
export type CustomerBookingPage = NonNullable<Awaited<ReturnType<typeof customerBookingPage>>>;
