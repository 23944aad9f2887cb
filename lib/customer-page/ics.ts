// The customer's "Add to calendar" file from their booking's page (decision 092): the booking, or
// every date of its series, with the UIDs and sequences its mails used, so adding it again
// updates the same events.
import { bookingIcs, bookingReference } from "@/lib/bookings/booking-ics";
import type { CustomerMailKind } from "@/lib/bookings/customer-mail-types";
import { Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";
import { tenantOrigin } from "@/lib/tenants/origins";
import type { TenantRef } from "@/lib/tenants/queries";

import type { CustomerBookingPage } from "./page";

const KIND: Record<string, CustomerMailKind> = {
  confirmed: "confirmed",
  tentative: "received",
  cancelled: "cancelled",
};

type Venue = { email: string | null; phone: string | null; address: string | null };

export async function customerIcs(tenant: TenantRef, page: CustomerBookingPage) {
  const [venue] = await sql<Venue>(Prisma.sql`
    SELECT email, phone, address FROM tenants WHERE id = ${tenant.id}`);
  const b = page.booking;
  const site = new URL(tenantOrigin(tenant.slug));
  const dates = page.dates.filter((d) => d.status !== "cancelled");
  const content = bookingIcs(
    KIND[b.status],
    {
      id: b.id,
      version: b.version,
      eventName: b.eventName,
      customerName: b.customerName,
      customerEmail: b.customerEmail,
      startTime: b.start,
      endTime: b.end,
      hallName: b.hallName,
      holdUntil: b.holdUntil,
      anonymous: b.source === "public",
      series:
        dates.length > 1
          ? {
              id: b.seriesId ?? 0,
              description: "",
              dates: dates.map((d) => ({ ...d, startTime: d.start, endTime: d.end })),
            }
          : undefined,
    },
    { ...tenant, ...venue, primaryColor: null },
    { host: site.host, protocol: site.protocol === "https:" ? "https" : "http" },
  );
  return { filename: `${bookingReference(tenant, b)}.ics`, content };
}
