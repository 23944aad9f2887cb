// The hot paths through a pooler in transaction mode (decision 105). `npm test` runs this file,
// with the hot paths' others, twice: straight to PostgreSQL, and through Debian's PgBouncer 1.18
// (HALLBOOK_TEST_PGBOUNCER=1), which does not follow named prepared statements from one server
// connection to the next. Through it the booking insert, a named statement, must still answer
// every create: the first statement refused for its name is sent again unnamed, and so is every
// later one. Straight to PostgreSQL the names are kept.
import { describe, expect, inject, it } from "vitest";

import { POST as createBooking, GET as listBookings } from "@/app/api/tenant/bookings/route";
import { db } from "@/lib/db";
import { namedStatementsWork } from "@/lib/db/sql";

import { venue } from "./helpers";

const pooled = inject("pooledUrl") !== null;

describe(pooled ? "through PgBouncer in transaction mode" : "straight to PostgreSQL", () => {
  it("answers every one of many concurrent creates, and each is there once", async () => {
    const v = await venue();
    const from = Date.UTC(2031, 2, 1, 10);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        v.as(createBooking, {
          body: {
            hall: v.hall.id,
            event_name: `Pooled ${i}`,
            start_time: new Date(from + i * 86_400_000).toISOString(),
            end_time: new Date(from + i * 86_400_000 + 3_600_000).toISOString(),
            email_customer: false,
          },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    expect(await db.booking.count({ where: { tenantId: v.tenant.id } })).toBe(40);
    const listed = await v.as(listBookings, { path: "/api/tenant/bookings/?page=1&page_size=50" });
    expect(listed.status).toBe(200);
    expect((listed.body as { count: number }).count).toBe(40);
    // PgBouncer 1.18 gave some of those inserts a connection without their statement.
    expect(namedStatementsWork()).toBe(!pooled);
  });
});
