// The times a booking may have: real local times of the venue, within a length the venue sets and
// a start within ten years of today. Refused with field errors; nothing is written.
import { describe, expect, it } from "vitest";

import { PATCH as patchBooking } from "@/app/api/tenant/bookings/[id]/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import { GET as schedules } from "@/app/api/tenant/schedules/route";
import { db } from "@/lib/db";

import { venue } from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;
const book = (v: Venue, times: { start_time: string; end_time: string }) =>
  v.as(createBooking, { body: { hall: v.hall.id, event_name: "Gala", ...times } });

describe("booking times in the venue's zone (America/New_York)", () => {
  it("refuses a start the clocks skip, naming the zone and the change of clocks", async () => {
    const v = await venue();
    const res = await book(v, { start_time: "2027-03-14T02:30", end_time: "2027-03-14T04:00" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      start_time: [
        "There is no 02:30 on Sun, 14 Mar 2027 in America/New_York: the clocks go forward from " +
          "02:00 to 03:00.",
      ],
    });
    expect(await db.booking.count({ where: { tenantId: v.tenant.id } })).toBe(0);
  });

  it("reads a repeated hour as its first occurrence", async () => {
    const v = await venue();
    const res = await book(v, { start_time: "2027-11-07T01:30", end_time: "2027-11-07T03:00" });
    expect(res.status).toBe(201);
    // 01:30 EDT (UTC-4), then 03:00 EST (UTC-5): two and a half hours.
    expect(res.body).toMatchObject({
      start_time: "2027-11-07T05:30:00.000Z",
      end_time: "2027-11-07T08:00:00.000Z",
    });
  });

  it("reads a lowercase t and z as T and Z", async () => {
    const v = await venue();
    const res = await book(v, {
      start_time: "2027-06-01t10:00:00z",
      end_time: "2027-06-01t12:00z",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      start_time: "2027-06-01T10:00:00.000Z",
      end_time: "2027-06-01T12:00:00.000Z",
    });
  });

  it("refuses a booking longer than the venue allows, and one starting years away", async () => {
    const v = await venue();
    const cases = [
      [{ start_time: "2031-01-01T10:00", end_time: "2036-01-01T10:00" }, ["end_time"]],
      [{ start_time: "2099-01-01T10:00", end_time: "2099-01-01T12:00" }, ["start_time"]],
      [{ start_time: "2015-06-01T10:00", end_time: "2015-06-01T12:00" }, ["start_time"]],
      // No year 9999 at all (lib/core/dates.ts).
      [
        { start_time: "9999-01-01T10:00", end_time: "9999-01-01T12:00" },
        ["start_time", "end_time"],
      ],
    ] as const;
    for (const [times, fields] of cases) {
      const res = await book(v, times);
      expect(res.status, times.start_time).toBe(400);
      expect(Object.keys(res.body), times.start_time).toEqual(fields);
    }
    expect(
      (await book(v, { start_time: "2031-01-01T10:00", end_time: "2031-01-31T10:00" })).status,
    ).toBe(201);
    expect(await db.booking.count({ where: { tenantId: v.tenant.id } })).toBe(1);
  });

  it("takes the longest booking from the venue's own setting", async () => {
    const v = await venue();
    await db.tenant.update({ where: { id: v.tenant.id }, data: { maxBookingDays: 2 } });
    const long = await book(v, { start_time: "2031-01-01T10:00", end_time: "2031-01-03T10:01" });
    expect(long.body).toEqual({ end_time: ["A booking may last at most 2 days."] });
    const ok = await book(v, { start_time: "2031-01-01T10:00", end_time: "2031-01-03T10:00" });
    expect(ok.status).toBe(201);
    // Moving the end past the limit is refused too; the booking keeps its times.
    const moved = await v.as(patchBooking, {
      method: "PATCH",
      params: { id: String(ok.body.id) },
      body: { end_time: "2031-01-05T10:00" },
    });
    expect(moved.body).toEqual({ end_time: ["A booking may last at most 2 days."] });
    expect((await db.booking.findUniqueOrThrow({ where: { id: ok.body.id } })).endTime).toEqual(
      new Date("2031-01-03T15:00:00Z"),
    );
  });

  it("keeps an old booking editable when its times are not sent", async () => {
    const v = await venue();
    const old = await db.booking.create({
      data: {
        tenantId: v.tenant.id,
        hallId: v.hall.id,
        branchId: v.branch.id,
        startTime: new Date("2012-05-01T14:00:00Z"),
        endTime: new Date("2012-05-01T18:00:00Z"),
      },
    });
    const res = await v.as(patchBooking, {
      method: "PATCH",
      params: { id: String(old.id) },
      body: { notes: "Paid in full" },
    });
    expect(res.status).toBe(200);
    expect(res.body.notes).toBe("Paid in full");
  });

  it("answers a calendar range edge the clocks skip with a field error", async () => {
    const v = await venue();
    const res = await v.as(schedules, {
      path: "/api/tenant/schedules/?start=2027-03-14T02:30&end=2027-03-20",
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(["start"]);
  });
});
