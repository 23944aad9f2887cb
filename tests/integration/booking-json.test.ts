// The hot reads' bookings are JSON written by PostgreSQL (lib/bookings/serialize-sql.ts); every
// other answer's are serializeBooking's. Both must be the same text, byte for byte, whatever the
// values hold.
import { expect, it } from "vitest";

import { GET as listBookings } from "@/app/api/tenant/bookings/route";
import { GET as schedules } from "@/app/api/tenant/schedules/route";
import { findBookingOrThrow } from "@/lib/bookings/bookings";
import { toScheduleEvent } from "@/lib/bookings/schedules";
import { serializeBooking } from "@/lib/bookings/serialize";
import { db } from "@/lib/db";

import { venue } from "./helpers";

const AWKWARD = [
  `Quotes "double" and 'single', a back\\slash / slash`,
  "Lines\nand\ttabs\r\u0001\u001f\u007f, a form\ffeed and a back\bspace",
  "Ünïcödé 日本語 émoji 🎉, line and paragraph separators \u2028\u2029",
  "</script><script>alert(1)</script> & <b>",
];

const deposit = (amount: string) => ({
  depositAmount: amount,
  depositDueOn: new Date("2031-05-20"),
});

it("the calendar's and the list's bookings read as serializeBooking writes them", async () => {
  const v = await venue();
  const base = Date.UTC(2031, 5, 1, 9, 0, 0, 0);
  const rows = [
    { eventName: AWKWARD[0], price: "0", addons: [], customerName: "", description: AWKWARD[1] },
    {
      eventName: AWKWARD[1],
      price: "1234567.5",
      addons: ["Catering", AWKWARD[2]],
      ...deposit("500"),
    },
    {
      eventName: AWKWARD[2],
      price: "99.99",
      notes: AWKWARD[3],
      customerEmail: "a@b.co",
      ...deposit("50.5"),
    },
    { eventName: AWKWARD[3], price: "0.01", status: "cancelled" as const, bookingToken: "T-1" },
  ];
  const made: { id: number }[] = [];
  for (const [i, row] of rows.entries())
    made[i] = await db.booking.create({
      data: {
        tenantId: v.tenant.id,
        hallId: v.hall.id,
        branchId: v.branch.id,
        status: "confirmed",
        ...row,
        // a millisecond of its own, to see it kept
        startTime: new Date(base + i * 3_600_000 + 7),
        endTime: new Date(base + (i + 1) * 3_600_000),
        createdById: v.user.id,
      },
    });
  // The second's deposit is short by 0.50 after a refund, the third's paid, a voided entry aside.
  const entry = (i: number, kind: "payment" | "refund", amount: string, voided = false) =>
    db.bookingPayment.create({
      data: {
        tenantId: v.tenant.id,
        bookingId: made[i].id,
        kind,
        amount,
        receivedOn: new Date("2031-05-01"),
        method: "cash",
        voidedAt: voided ? new Date() : null,
      },
    });
  await entry(1, "payment", "600");
  await entry(1, "refund", "100.5");
  await entry(2, "payment", "50.5");
  await entry(2, "payment", "1000", true);
  const ids = (
    await db.booking.findMany({
      where: { tenantId: v.tenant.id },
      orderBy: [{ startTime: "asc" }, { id: "asc" }],
      select: { id: true },
    })
  ).map((b) => b.id);
  const expected = await Promise.all(
    ids.map(async (id) =>
      serializeBooking(await findBookingOrThrow({ tenantId: v.tenant.id, id })),
    ),
  );

  expect(expected.map((b) => [b.deposit_amount, b.deposit_due_on, b.deposit_due])).toEqual([
    [null, null, false],
    ["500.00", "2031-05-20", true],
    ["50.50", "2031-05-20", false],
    [null, null, false],
  ]);

  const month = await v.as(schedules, {
    path: `/api/tenant/schedules/?hall=${v.hall.id}&start=2031-06-01&end=2031-06-02`,
  });
  expect(month.status).toBe(200);
  expect(month.headers.get("content-type")).toBe("application/json");
  // toScheduleEvent adds to the booking it is given: a copy, as the list below reads them too.
  expect(month.text).toBe(JSON.stringify(expected.map((b) => toScheduleEvent({ ...b }))));

  const list = await v.as(listBookings, { path: "/api/tenant/bookings/?page=1&page_size=10" });
  expect(list.status).toBe(200);
  expect(list.text).toBe(JSON.stringify({ count: 4, page: 1, page_size: 10, results: expected }));
  // A page past the end: no results, the count still right.
  const empty = await v.as(listBookings, { path: "/api/tenant/bookings/?page=3&page_size=2" });
  expect(empty.text).toBe('{"count":4,"page":3,"page_size":2,"results":[]}');
});
