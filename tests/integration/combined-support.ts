// What the tests of halls that combine ask of the database (decision 082).
import { db } from "@/lib/db";

/** Live bookings of the venue sharing a space, as its halls now stand, that overlap: none, ever. */
export async function doubleBooked(tenantId: number) {
  const rows = await db.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM bookings x JOIN halls hx ON hx.id = x.hall_id
    JOIN bookings y ON y.tenant_id = x.tenant_id AND x.id < y.id
    JOIN halls hy ON hy.id = y.hall_id
    WHERE x.tenant_id = ${tenantId} AND x.status <> 'cancelled' AND y.status <> 'cancelled'
      AND (x.hall_id = y.hall_id OR coalesce(hx.spaces, ARRAY[hx.id]) && coalesce(hy.spaces,
        ARRAY[hy.id]))
      AND tstzrange(x.start_time, x.end_time) && tstzrange(y.start_time, y.end_time)`;
  return Number(rows[0].n);
}
