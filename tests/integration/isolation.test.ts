// The permission matrix: for every tenant-scoped endpoint, a user of another tenant gets 404 for
// this tenant's objects (never a hint that they exist) and nothing changes.
import { describe, expect, it } from "vitest";

import * as bookingHistory from "@/app/api/tenant/bookings/[id]/history/route";
import * as bookingItem from "@/app/api/tenant/bookings/[id]/route";
import * as bookings from "@/app/api/tenant/bookings/route";
import * as branchItem from "@/app/api/tenant/branches/[id]/route";
import * as branches from "@/app/api/tenant/branches/route";
import * as hallItem from "@/app/api/tenant/halls/[id]/route";
import * as halls from "@/app/api/tenant/halls/route";
import * as schedules from "@/app/api/tenant/schedules/route";
import * as slotItem from "@/app/api/tenant/slots/[id]/route";
import * as slots from "@/app/api/tenant/slots/route";
import * as memberItem from "@/app/api/tenant/user-details/[id]/route";
import type { RouteHandler } from "@/lib/api/handler";
import { db } from "@/lib/db";

import { call, venue } from "./helpers";

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

const snapshot = async (tenantId: number) => ({
  branches: await db.branch.findMany({ where: { tenantId }, orderBy: { id: "asc" } }),
  halls: await db.hall.findMany({ where: { tenantId }, orderBy: { id: "asc" } }),
  slots: await db.slot.findMany({ where: { tenantId }, orderBy: { id: "asc" } }),
  bookings: await db.booking.findMany({ where: { tenantId }, orderBy: { id: "asc" } }),
  members: await db.tenantUser.findMany({ where: { tenantId }, orderBy: { id: "asc" } }),
  customization: await db.customization.findUnique({ where: { tenantId } }),
});

describe("another tenant's objects answer 404 and stay unchanged", () => {
  it("for every item endpoint and method", async () => {
    const { a, b, slot, booking } = await twoVenues();
    const member = await db.tenantUser.findFirstOrThrow({ where: { tenantId: a.tenant.id } });
    const before = await snapshot(a.tenant.id);
    const cases: [string, RouteHandler, string, number, unknown][] = [
      ["GET branches/{id}", branchItem.GET, "GET", a.branch.id, undefined],
      ["PATCH branches/{id}", branchItem.PATCH, "PATCH", a.branch.id, { name: "Taken" }],
      ["DELETE branches/{id}", branchItem.DELETE, "DELETE", a.branch.id, undefined],
      ["GET halls/{id}", hallItem.GET, "GET", a.hall.id, undefined],
      ["PATCH halls/{id}", hallItem.PATCH, "PATCH", a.hall.id, { name: "Taken" }],
      ["DELETE halls/{id}", hallItem.DELETE, "DELETE", a.hall.id, undefined],
      ["PATCH slots/{id}", slotItem.PATCH, "PATCH", slot.id, { name: "Taken" }],
      ["DELETE slots/{id}", slotItem.DELETE, "DELETE", slot.id, undefined],
      ["GET bookings/{id}", bookingItem.GET, "GET", booking.id, undefined],
      ["PATCH bookings/{id}", bookingItem.PATCH, "PATCH", booking.id, { status: "cancelled" }],
      ["DELETE bookings/{id}", bookingItem.DELETE, "DELETE", booking.id, undefined],
      ["PATCH user-details/{id}", memberItem.PATCH, "PATCH", member.id, { role: "Staff" }],
      ["DELETE user-details/{id}", memberItem.DELETE, "DELETE", member.id, undefined],
    ];
    for (const [name, handler, method, id, body] of cases) {
      const res = await b.as(handler, { method, params: { id: String(id) }, body });
      expect(res.status, name).toBe(404);
      expect(JSON.stringify(res.body), name).not.toContain("secret");
    }
    expect((await b.as(bookingHistory.GET, { params: { id: String(booking.id) } })).body).toEqual(
      [],
    );
    expect(await snapshot(a.tenant.id)).toEqual(before);
  });

  it("for lists, filters and references to another tenant's ids", async () => {
    const { a, b, slot } = await twoVenues();
    const before = await snapshot(a.tenant.id);
    expect((await b.as(halls.GET)).body.map((h: { id: number }) => h.id)).toEqual([b.hall.id]);
    expect(
      (await b.as(halls.GET, { path: `/api/tenant/halls/?branch=${a.branch.id}` })).body,
    ).toEqual([]);
    expect((await b.as(branches.GET)).body.map((x: { id: number }) => x.id)).toEqual([b.branch.id]);
    expect((await b.as(slots.GET, { path: `/api/tenant/slots/?hall=${a.hall.id}` })).body).toEqual(
      [],
    );
    expect(
      (await b.as(bookings.GET, { path: `/api/tenant/bookings/?hall=${a.hall.id}` })).body.count,
    ).toBe(0);
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
    expect(await snapshot(a.tenant.id)).toEqual(before);
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
