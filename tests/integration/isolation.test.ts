// Isolation in lists, filters and references: another tenant's ids in a query or a body find
// nothing and change nothing. Every route and method against every outsider is the matrix's
// (isolation-matrix.test.ts).
import { describe, expect, it } from "vitest";

import * as bookingItem from "@/app/api/tenant/bookings/[id]/route";
import * as bookings from "@/app/api/tenant/bookings/route";
import * as branches from "@/app/api/tenant/branches/route";
import * as halls from "@/app/api/tenant/halls/route";
import * as schedules from "@/app/api/tenant/schedules/route";
import * as slots from "@/app/api/tenant/slots/route";
import { db } from "@/lib/db";

import { call, venue } from "./helpers";
import { snapshotOf } from "./isolation-world";

async function twoVenues() {
  const a = await venue();
  const b = await venue();
  const slot = await db.slot.create({
    data: {
      tenantId: a.tenant.id,
      hallId: a.hall.id,
      name: "Morning",
      startTime: "09:00",
      endTime: "12:00",
    },
  });
  const booking = await db.booking.create({
    data: {
      tenantId: a.tenant.id,
      hallId: a.hall.id,
      branchId: a.branch.id,
      eventName: "A's secret party",
      startTime: new Date("2031-06-01T10:00:00Z"),
      endTime: new Date("2031-06-01T12:00:00Z"),
    },
  });
  await db.bookingChange.create({
    data: {
      tenantId: a.tenant.id,
      bookingId: booking.id,
      action: "created",
      eventName: booking.eventName,
    },
  });
  return { a, b, slot, booking };
}

describe("another tenant's objects answer 404 and stay unchanged", () => {
  it("for lists, filters and references to another tenant's ids", async () => {
    const { a, b, slot } = await twoVenues();
    const before = await snapshotOf(a.tenant.id);
    expect((await b.as(halls.GET)).body.map((h: { id: number }) => h.id)).toEqual([b.hall.id]);
    expect(
      (await b.as(halls.GET, { path: `/api/tenant/halls/?branch=${a.branch.id}` })).body,
    ).toEqual([]);
    expect((await b.as(branches.GET)).body.map((x: { id: number }) => x.id)).toEqual([b.branch.id]);
    expect((await b.as(slots.GET, { path: `/api/tenant/slots/?hall=${a.hall.id}` })).body).toEqual(
      [],
    );
    expect(
      (await b.as(bookings.GET, { path: `/api/tenant/bookings/?hall=${a.hall.id}` })).body,
    ).toEqual([]);
    expect(
      (
        await b.as(schedules.GET, {
          path: `/api/tenant/schedules/?start=2031-05-01&end=2031-07-01&hall=${a.hall.id}`,
        })
      ).body,
    ).toEqual([]);
    // referring to A's hall, branch or slot from B is refused as invalid input
    const times = { start_time: "2031-06-01T10:00:00Z", end_time: "2031-06-01T12:00:00Z" };
    expect((await b.as(bookings.POST, { body: { hall: a.hall.id, ...times } })).body).toEqual({
      hall: ["Selected hall not found. Please select a valid hall."],
    });
    expect(
      (
        await b.as(bookings.POST, {
          body: { hall: b.hall.id, slot_id: slot.id, ...times },
        })
      ).body,
    ).toEqual({ slot_id: ["Select an active slot of this hall."] });
    expect((await b.as(halls.POST, { body: { name: "X", branch: a.branch.id } })).body).toEqual({
      branch: ["Please select a valid branch."],
    });
    expect(
      (
        await b.as(slots.POST, {
          body: { hall: a.hall.id, name: "X", start_time: "09:00", end_time: "10:00" },
        })
      ).body,
    ).toEqual({ hall: ["Select a valid hall."] });
    const own = await b.as(bookings.POST, { body: { hall: b.hall.id, ...times } });
    expect(
      (
        await b.as(bookingItem.PATCH, {
          method: "PATCH",
          params: { id: String(own.body.id) },
          body: { hall: a.hall.id },
        })
      ).status,
    ).toBe(400);
    expect(await snapshotOf(a.tenant.id)).toEqual(before);
  });

  it("refuses anonymous callers and unknown tenants", async () => {
    const { a, booking } = await twoVenues();
    expect(
      (
        await call(bookingItem.GET, {
          host: `${a.tenant.slug}.localhost`,
          params: { id: String(booking.id) },
        })
      ).status,
    ).toBe(401);
    expect((await call(halls.GET, { host: "nobody.localhost", token: a.token })).status).toBe(404);
    expect((await call(halls.GET, { host: "localhost", token: a.token })).status).toBe(404);
  });
});
