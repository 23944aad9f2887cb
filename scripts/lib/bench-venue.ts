// A venue for the benchmarks: ten halls in one branch, and `bookings` bookings, one a day per hall
// (4 hours from `firstStart`'s time of day), with varied statuses, customers and prices.
import { db } from "@/lib/db";

export async function createBenchVenue(
  slug: string,
  name: string,
  bookings: number,
  firstStart: Date,
) {
  const tenant = await db.tenant.create({
    data: { slug, name, schemaName: slug, timezone: "America/New_York" },
  });
  const branch = await db.branch.create({
    data: { tenantId: tenant.id, name: "Main", city: "New York" },
  });
  await db.hall.createMany({
    data: Array.from({ length: 10 }, (_, i) => ({
      tenantId: tenant.id,
      branchId: branch.id,
      name: `Hall ${i + 1}`,
    })),
  });
  await db.$executeRawUnsafe(
    `INSERT INTO bookings (tenant_id, hall_id, branch_id, event_name, start_time, end_time, status, customer_name, customer_email, customer_phone, price, created_at, updated_at)
     SELECT $1, h.id, h.branch_id, 'Event ' || g, t.ts, t.ts + interval '4 hours',
            (ARRAY['confirmed','tentative','cancelled'])[1 + g % 3]::booking_status,
            'Customer ' || g, 'customer' || g || '@example.com', '+1 555 ' || lpad(g::text, 5, '0'), (g % 50) * 100, now(), now()
     FROM generate_series(0, $2 - 1) g
     CROSS JOIN LATERAL (SELECT id, branch_id FROM halls WHERE tenant_id = $1 ORDER BY id OFFSET g % 10 LIMIT 1) h
     CROSS JOIN LATERAL (SELECT $3::timestamptz + (g / 10) * interval '1 day' AS ts) t`,
    tenant.id,
    bookings,
    firstStart,
  );
  return tenant;
}
