// Setup and cleanup minutes between a hall's events, held by the database: a booking keeps the
// range it blocks, and the exclusion constraint keeps two live bookings' ranges apart.
import { describe, expect, it } from "vitest";

import { PATCH as patchBooking } from "@/app/api/tenant/bookings/[id]/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import { GET as getHall, PATCH as patchHall } from "@/app/api/tenant/halls/[id]/route";
import { POST as createHall } from "@/app/api/tenant/halls/route";
import { db } from "@/lib/db";

import { venue } from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;

/** From `from` to `to` (HH:MM, UTC) on 2 September 2031. */
const period = (from: string, to: string) => ({
  start_time: `2031-09-02T${from}:00.000Z`,
  end_time: `2031-09-02T${to}:00.000Z`,
});
const book = (v: Venue, name: string, times: ReturnType<typeof period>, hall = v.hall.id) =>
  v.as(createBooking, { body: { hall, event_name: name, status: "confirmed", ...times } });
const setBuffers = (v: Venue, setup: number, cleanup: number, hall = v.hall.id) =>
  v.as(patchHall, {
    method: "PATCH",
    params: { id: String(hall) },
    body: { setup_minutes: setup, cleanup_minutes: cleanup },
  });

async function blocked(id: number) {
  const [row] = await db.$queryRaw<{ from: Date; until: Date }[]>`
    SELECT blocked_from AS "from", blocked_until AS "until" FROM bookings WHERE id = ${id}`;
  return { from: row.from.toISOString(), until: row.until.toISOString() };
}

describe("buffers between events", () => {
  it("are a hall's fields: 0 by default, set and read back, refused out of range", async () => {
    const v = await venue();
    const created = await v.as(createHall, {
      body: { name: "Loft", branch: v.branch.id, capacity: 40 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ setup_minutes: 0, cleanup_minutes: 0 });
    expect((await setBuffers(v, 45, 90, created.body.id)).status).toBe(200);
    const read = await v.as(getHall, { params: { id: String(created.body.id) } });
    expect(read.body).toMatchObject({ setup_minutes: 45, cleanup_minutes: 90 });

    const bad = await v.as(patchHall, {
      method: "PATCH",
      params: { id: String(created.body.id) },
      body: { setup_minutes: -5, cleanup_minutes: 1441 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      setup_minutes: ["Ensure this value is greater than or equal to 0."],
      cleanup_minutes: ["Ensure this value is less than or equal to 1440."],
    });
  });

  it("keep a booking's setup and cleanup time free, and let the next start right after", async () => {
    const v = await venue();
    expect((await setBuffers(v, 30, 60)).status).toBe(200);
    const first = await book(v, "Wedding", period("10:00", "12:00"));
    expect(first.status).toBe(201);
    expect(await blocked(first.body.id)).toEqual({
      from: "2031-09-02T09:30:00.000Z",
      until: "2031-09-02T13:00:00.000Z",
    });

    // Clear of the wedding itself, but inside its cleanup hour (and its own setup half hour).
    const tooSoon = await book(v, "Lunch", period("12:30", "14:00"));
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.detail).toContain("needs its setup and cleanup time");
    expect(tooSoon.body.detail).toContain("Wedding");
    expect((await book(v, "Lunch", period("13:30", "15:00"))).status).toBe(201);

    // A move into the buffer is refused like an overlap.
    const later = await book(v, "Dinner", period("18:00", "20:00"));
    const moved = await v.as(patchBooking, {
      method: "PATCH",
      params: { id: String(later.body.id) },
      body: period("15:45", "17:00"),
    });
    expect(moved.status).toBe(409);
    expect(await db.booking.count({ where: { tenantId: v.tenant.id } })).toBe(3);
  });

  it("are held by the database under 20 concurrent requests: one wins, none 5xx", async () => {
    const v = await venue();
    await setBuffers(v, 15, 15);
    // Twenty 20-minute events a minute apart: apart from their buffers some would fit, but with
    // 15 minutes each side every two of them clash.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const start = Date.UTC(2031, 8, 3, 10, 0) + i * 60_000;
        return book(v, `Race ${i}`, {
          start_time: new Date(start).toISOString(),
          end_time: new Date(start + 20 * 60_000).toISOString(),
        });
      }),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await db.booking.count({ where: { tenantId: v.tenant.id } })).toBe(1);
  }, 60_000);

  it("refuse a change that would make upcoming bookings clash, naming them, and change nothing", async () => {
    const v = await venue();
    const wedding = await book(v, "Wedding", period("10:00", "12:00"));
    const gala = await book(v, "Gala", period("12:30", "15:00"));
    const before = [await blocked(wedding.body.id), await blocked(gala.body.id)];

    const refused = await setBuffers(v, 0, 45);
    expect(refused.status).toBe(409);
    // Named in the venue's own time (New York).
    expect(refused.body.detail).toContain("Wedding (Tue, 2 Sep 2031, 06:00–08:00)");
    expect(refused.body.detail).toContain("Gala (Tue, 2 Sep 2031, 08:30–11:00)");
    const hall = await db.hall.findUniqueOrThrow({ where: { id: v.hall.id } });
    expect([hall.setupMinutes, hall.cleanupMinutes]).toEqual([0, 0]);
    expect([await blocked(wedding.body.id), await blocked(gala.body.id)]).toEqual(before);

    // Buffers that fit are taken, and the upcoming bookings block their new ranges.
    expect((await setBuffers(v, 10, 20)).status).toBe(200);
    expect(await blocked(gala.body.id)).toEqual({
      from: "2031-09-02T12:20:00.000Z",
      until: "2031-09-02T15:20:00.000Z",
    });
  });

  it("do not count cancelled bookings", async () => {
    const v = await venue();
    await setBuffers(v, 0, 60);
    await v.as(createBooking, {
      body: {
        hall: v.hall.id,
        event_name: "Off",
        status: "cancelled",
        ...period("10:00", "12:00"),
      },
    });
    expect((await book(v, "On", period("12:00", "13:00"))).status).toBe(201);
  });
});
