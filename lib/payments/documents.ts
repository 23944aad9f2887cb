// What a receipt and an invoice say (decision 089), read for one booking of one venue: the
// venue's name, contact, colour, currency, locale and zone; the booking; its money from the ledger
// (lib/payments/ledger.ts). Another venue's booking or entry is 404.
import { bookingReference } from "@/lib/bookings/booking-ics";
import { notFound } from "@/lib/core/errors";
import { DEFAULTS } from "@/lib/customization/defaults";
import { Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";
import { venueColors } from "@/lib/public-site/view";
import type { TenantRef } from "@/lib/tenants/queries";

import { bookingMoney } from "./ledger";

type Row = {
  venueName: string;
  slug: string;
  timezone: string;
  locale: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  themeColor: string | null;
  primaryColor: string | null;
  primaryHexColor: string | null;
  hoverColor: string | null;
  id: number;
  eventName: string;
  source: string;
  start: Date;
  end: Date;
  hallName: string;
  addons: string[];
  customerName: string;
  customerEmail: string;
};

const READ = (tenantId: number, bookingId: number) => Prisma.sql`
  SELECT t.name AS "venueName", t.slug, t.timezone, t.locale, t.email, t.phone, t.address,
    c.theme_color AS "themeColor", c.primary_color AS "primaryColor",
    c.primary_hex_color AS "primaryHexColor", c.hover_color AS "hoverColor",
    b.id, b.event_name AS "eventName", b.source::text AS source, b.start_time AS start,
    b.end_time AS "end", h.name AS "hallName", b.addons, b.customer_name AS "customerName",
    b.customer_email AS "customerEmail"
  FROM bookings b JOIN tenants t ON t.id = b.tenant_id
  JOIN halls h ON h.tenant_id = b.tenant_id AND h.id = b.hall_id
  LEFT JOIN customizations c ON c.tenant_id = b.tenant_id
  WHERE b.tenant_id = ${tenantId} AND b.id = ${bookingId}`;

/** The booking, its venue and its money, as both documents read them. */
export async function documentData(tenant: Pick<TenantRef, "id">, bookingId: number) {
  const [[row], money] = await Promise.all([
    sql<Row>(READ(tenant.id, bookingId)),
    bookingMoney({ tenant, bookingId }),
  ]);
  if (!row) throw notFound("Booking not found.");
  const colors = venueColors({
    theme_color: row.themeColor,
    primary_color: row.primaryColor,
    primary_hex_color: row.primaryHexColor ?? DEFAULTS.primaryHexColor,
    hover_color: row.hoverColor,
  });
  return {
    venue: {
      name: row.venueName,
      lines: [row.address, row.phone, row.email].filter((v): v is string => !!v?.trim()),
      colors,
      timezone: row.timezone,
      locale: row.locale,
    },
    booking: {
      ...row,
      reference: bookingReference(row, row),
      // A visitor's enquiry is named by its hall: its typed name is not the venue's words (054).
      title: row.source === "public" ? `Event in ${row.hallName}` : row.eventName,
    },
    money,
  };
}
export type DocumentData = Awaited<ReturnType<typeof documentData>>;

/** The same, with one of its ledger entries (voided ones too); 404 for another booking's. */
export async function receiptData(
  tenant: Pick<TenantRef, "id">,
  bookingId: number,
  paymentId: number,
) {
  const data = await documentData(tenant, bookingId);
  const entry = data.money.entries.find((e) => e.id === paymentId);
  if (!entry) throw notFound("Payment not found.");
  return { ...data, entry };
}
