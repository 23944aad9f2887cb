import { describe, expect, it } from "vitest";

import { GET as history } from "@/app/api/tenant/bookings/[id]/history/route";
import {
  DELETE as deleteBooking,
  GET as getBooking,
  PATCH as patchBooking,
} from "@/app/api/tenant/bookings/[id]/route";
import { POST as createBooking, GET as listBookings } from "@/app/api/tenant/bookings/route";
import { GET as schedules } from "@/app/api/tenant/schedules/route";
import { allBookings, LIST_CHUNK } from "@/lib/bookings/reads";
import { trackedFields } from "@/lib/bookings/serialize";
import { db, Prisma } from "@/lib/db";

import { hallSlot, venue } from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;
const book = (v: Venue, body: Record<string, unknown>) =>
  v.as(createBooking, { body: { hall: v.hall.id, ...body } });
const patch = (v: Venue, id: number, body: Record<string, unknown>) =>
  v.as(patchBooking, { method: "PATCH", params: { id: String(id) }, body });

describe("POST bookings/", () => {
  it("creates a booking with the spec's fields, its branch following the hall", async () => {
    const v = await venue();
    const res = await book(v, {
      event_name: "Wedding",
      start_time: "2031-06-01T22:00:00Z",
      end_time: "2031-06-02T03:00:00Z",
      status: "confirmed",
      addons: ["Catering", "decor"],
      customer_name: "Ana Lima",
      customer_email: "ana@example.com",
      customer_phone: "+1 555 0100",
      price: "1250.5",
      booking_token: "DEP-1",
      branch: 999,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      event_name: "Wedding",
      hall: v.hall.id,
      hall_name: "Grand Hall",
      branch: v.branch.id,
      branch_name: "Main",
      start_time: "2031-06-01T22:00:00.000Z",
      end_time: "2031-06-02T03:00:00.000Z",
      status: "confirmed",
      addons: ["Catering", "Decor"],
      customer_name: "Ana Lima",
      price: "1250.50",
      booking_token: "DEP-1",
      slot_id: null,
    });
    expect((await v.as(getBooking, { params: { id: String(res.body.id) } })).body).toEqual(
      res.body,
    );
  });

  it("applies the defaults: New Booking, Walk-in, 0.00, tentative", async () => {
    const v = await venue();
    const res = await book(v, {
      start_time: "2031-06-01T10:00:00Z",
      end_time: "2031-06-01T11:00:00Z",
    });
    expect(res.body).toMatchObject({
      event_name: "New Booking",
      customer_name: "Walk-in",
      price: "0.00",
      status: "tentative",
      customer_email: "",
      customer_phone: "",
      booking_token: "",
      addons: [],
    });
  });

  it("reads a time without an offset as wall-clock time in the venue's zone", async () => {
    const v = await venue(); // America/New_York: UTC-4 in June
    const res = await book(v, { start_time: "2031-06-01T18:00", end_time: "2031-06-01T23:00:00" });
    expect(res.body).toMatchObject({
      start_time: "2031-06-01T22:00:00.000Z",
      end_time: "2031-06-02T03:00:00.000Z",
    });
  });

  it("answers every invalid field with its own message", async () => {
    const v = await venue();
    const res = await v.as(createBooking, {
      body: {
        hall: "abc",
        start_time: "tomorrow",
        end_time: "2031-13-01T10:00:00Z",
        status: "maybe",
        addons: ["Fireworks"],
        customer_email: "nope",
        price: "-5",
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      hall: ["Invalid hall ID provided. Please select a valid hall."],
      start_time: ["Enter a valid date and time (ISO 8601, e.g. 2030-06-01T18:00:00Z)."],
      end_time: ["Enter a day that is on the calendar."],
      status: ["Choose confirmed, tentative or cancelled."],
      "addons.0": ["Choose from Catering, Lighting, Decor."],
      customer_email: ["Enter a valid email address."],
      price: ["Ensure this value is greater than or equal to 0."],
    });
    const missing = await v.as(createBooking, { body: {} });
    expect(missing.body).toEqual({
      hall: ["Invalid hall ID provided. Please select a valid hall."],
      start_time: ["This field is required."],
      end_time: ["This field is required."],
    });
  });

  it("checks the price's decimals, the order of times and the hall", async () => {
    const v = await venue();
    const times = { start_time: "2031-06-01T10:00:00Z", end_time: "2031-06-01T11:00:00Z" };
    expect((await book(v, { ...times, price: "10.999" })).body).toEqual({
      price: ["Ensure that there are no more than 2 decimal places."],
    });
    expect((await book(v, { ...times, price: "ten" })).body).toEqual({
      price: ["A valid number is required."],
    });
    expect((await book(v, { ...times, price: 19.99 })).body.price).toBe("19.99");
    expect(
      (await book(v, { start_time: "2031-06-01T11:00:00Z", end_time: "2031-06-01T10:00:00Z" }))
        .body,
    ).toEqual({ end_time: ["End time must be after start time."] });
    expect(
      (await book(v, { start_time: "2031-06-01T11:00:00Z", end_time: "2031-06-01T11:00:00Z" }))
        .body,
    ).toEqual({ end_time: ["End time must be after start time."] });
    expect((await v.as(createBooking, { body: { ...times, hall: 987654 } })).body).toEqual({
      hall: ["Selected hall not found. Please select a valid hall."],
    });
  });

  it("refuses an overlap with a 409 naming the clashing booking's time; back-to-back is fine", async () => {
    const v = await venue();
    await book(v, {
      event_name: "Gala",
      start_time: "2031-06-01T22:00:00Z",
      end_time: "2031-06-02T03:00:00Z",
      status: "confirmed",
    });
    const clash = await book(v, {
      start_time: "2031-06-02T01:00:00Z",
      end_time: "2031-06-02T05:00:00Z",
    });
    expect(clash).toMatchObject({
      status: 409,
      body: { detail: "This hall is already booked Sun, 1 Jun 2031, 18:00–23:00 (Gala)." },
    });
    expect(
      (await book(v, { start_time: "2031-06-02T03:00:00Z", end_time: "2031-06-02T05:00:00Z" }))
        .status,
    ).toBe(201);
    expect(await db.booking.count({ where: { tenantId: v.tenant.id } })).toBe(2);
  });

  it("does not let cancelled bookings block; cancelling frees the time", async () => {
    const v = await venue();
    const first = await book(v, {
      start_time: "2031-06-01T10:00:00Z",
      end_time: "2031-06-01T14:00:00Z",
    });
    expect(
      (await book(v, { start_time: "2031-06-01T12:00:00Z", end_time: "2031-06-01T13:00:00Z" }))
        .status,
    ).toBe(409);
    await patch(v, first.body.id, { status: "cancelled" });
    expect(
      (await book(v, { start_time: "2031-06-01T12:00:00Z", end_time: "2031-06-01T13:00:00Z" }))
        .status,
    ).toBe(201);
    // and the cancelled one cannot come back into the taken time
    expect((await patch(v, first.body.id, { status: "confirmed" })).status).toBe(409);
  });

  it("holds a requires_slot hall to its active slots on that date", async () => {
    const v = await venue();
    await db.hall.update({ where: { id: v.hall.id }, data: { requiresSlot: true } });
    const evening = await hallSlot(v, { name: "Evening", startTime: "18:00", endTime: "23:00" });
    await hallSlot(v, { name: "Closed", startTime: "08:00", endTime: "09:00", isActive: false });

    const off = await book(v, {
      start_time: "2031-06-01T19:00:00-04:00",
      end_time: "2031-06-01T23:00:00-04:00",
    });
    expect(off).toMatchObject({
      status: 400,
      body: {
        start_time: ["This hall only takes bookings in its time slots: Evening 18:00–23:00."],
      },
    });
    expect(
      (
        await book(v, {
          start_time: "2031-06-01T08:00:00-04:00",
          end_time: "2031-06-01T09:00:00-04:00",
        })
      ).status,
    ).toBe(400);

    const ok = await book(v, {
      start_time: "2031-06-01T18:00:00-04:00",
      end_time: "2031-06-01T23:00:00-04:00",
    });
    expect(ok).toMatchObject({ status: 201, body: { slot_id: evening.id } });
    // in winter the same wall-clock slot is a different UTC instant
    expect(
      (
        await book(v, {
          start_time: "2031-12-01T23:00:00Z",
          end_time: "2031-12-02T04:00:00Z",
          slot_id: evening.id,
        })
      ).status,
    ).toBe(201);
    // a move off the slot is refused
    expect((await patch(v, ok.body.id, { end_time: "2031-06-01T23:30:00-04:00" })).status).toBe(
      400,
    );
    expect(
      (
        await book(v, {
          start_time: "2031-06-08T18:00",
          end_time: "2031-06-08T22:00",
          slot_id: evening.id,
        })
      ).body,
    ).toEqual({
      start_time: ["The booking must match its slot: Evening 18:00–23:00."],
    });
  });
});

describe("PATCH and DELETE bookings/{id}/", () => {
  it("changes only what is sent and keeps everything else (a calendar drag)", async () => {
    const v = await venue();
    const b = await book(v, {
      event_name: "Party",
      start_time: "2031-06-01T10:00:00Z",
      end_time: "2031-06-01T12:00:00Z",
      customer_name: "Zoe",
      price: "300",
      addons: ["Lighting"],
    });
    const moved = await patch(v, b.body.id, {
      start_time: "2031-06-03T10:00:00Z",
      end_time: "2031-06-03T13:00:00Z",
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      event_name: "Party",
      customer_name: "Zoe",
      price: "300.00",
      addons: ["Lighting"],
      start_time: "2031-06-03T10:00:00.000Z",
      end_time: "2031-06-03T13:00:00.000Z",
    });
  });

  it("moves a booking to another hall, its branch following", async () => {
    const v = await venue();
    const branch = await db.branch.create({ data: { tenantId: v.tenant.id, name: "North" } });
    const hall = await db.hall.create({
      data: { tenantId: v.tenant.id, branchId: branch.id, name: "North Hall" },
    });
    const b = await book(v, {
      start_time: "2031-06-01T10:00:00Z",
      end_time: "2031-06-01T12:00:00Z",
    });
    expect((await patch(v, b.body.id, { hall: hall.id })).body).toMatchObject({
      hall: hall.id,
      branch: branch.id,
      hall_name: "North Hall",
    });
  });

  it("validates a patch like a create", async () => {
    const v = await venue();
    const b = await book(v, {
      start_time: "2031-06-01T10:00:00Z",
      end_time: "2031-06-01T12:00:00Z",
    });
    expect((await patch(v, b.body.id, { end_time: "2031-06-01T09:00:00Z" })).body).toEqual({
      end_time: ["End time must be after start time."],
    });
    expect((await patch(v, b.body.id, { status: "done", price: "1.234" })).body).toEqual({
      status: ["Choose confirmed, tentative or cancelled."],
      price: ["Ensure that there are no more than 2 decimal places."],
    });
    expect(
      (await v.as(patchBooking, { method: "PATCH", params: { id: String(b.body.id) }, body: "{" }))
        .status,
    ).toBe(400);
  });

  it("records who changed what and when, kept after a delete", async () => {
    const v = await venue();
    const b = await book(v, {
      event_name: "Party",
      start_time: "2031-06-01T10:00:00Z",
      end_time: "2031-06-01T12:00:00Z",
    });
    await patch(v, b.body.id, { status: "confirmed", price: "99.90" });
    await patch(v, b.body.id, { status: "confirmed" }); // no change, no entry
    expect(
      (await v.as(deleteBooking, { method: "DELETE", params: { id: String(b.body.id) } })).status,
    ).toBe(204);
    expect((await v.as(getBooking, { params: { id: String(b.body.id) } })).status).toBe(404);
    const trail = (await v.as(history, { params: { id: String(b.body.id) } })).body;
    expect(trail.map((e: { action: string }) => e.action)).toEqual([
      "deleted",
      "updated",
      "created",
    ]);
    expect(trail[1].changes).toEqual({
      status: ["tentative", "confirmed"],
      price: ["0.00", "99.90"],
    });
    expect(trail[1].user).toMatchObject({ email: v.user.email });
    expect(trail[0].changes.event_name).toEqual(["Party", null]);
    // The creation records every field the booking was made with, as the API writes it, and the
    // deletion the same fields as they were last (after the update).
    expect(trail[2].user).toMatchObject({ email: v.user.email });
    const asCreated = Object.fromEntries(
      Object.entries(trackedFields(b.body))
        .filter(([, value]) => value !== null)
        .map(([field, value]) => [field, [null, value]]),
    );
    expect(trail[2].changes).toEqual(asCreated);
    expect(Object.keys(trail[0].changes).sort()).toEqual(Object.keys(asCreated).sort());
  });

  it("answers 404 for a missing booking and a malformed id", async () => {
    const v = await venue();
    expect((await patch(v, 999999, { status: "confirmed" })).status).toBe(404);
    expect((await v.as(getBooking, { params: { id: "abc" } })).status).toBe(404);
    expect(
      (await v.as(deleteBooking, { method: "DELETE", params: { id: "99999999999" } })).status,
    ).toBe(404);
  });
});

describe("GET bookings/ and schedules/", () => {
  async function calendar() {
    const v = await venue();
    const hall2 = await db.hall.create({
      data: { tenantId: v.tenant.id, branchId: v.branch.id, name: "Small Room" },
    });
    const rows = [
      {
        hall: v.hall.id,
        event_name: "May Ball",
        start_time: "2031-05-31T20:00:00-04:00",
        end_time: "2031-05-31T23:00:00-04:00",
        status: "confirmed",
        customer_name: "Olivia Martin",
        customer_email: "olivia@example.com",
        customer_phone: "+1 555 0101",
      },
      {
        hall: v.hall.id,
        event_name: "June Gala",
        start_time: "2031-06-01T00:30:00-04:00",
        end_time: "2031-06-01T02:00:00-04:00",
        status: "tentative",
        customer_name: "Liam Brown",
        customer_email: "liam@example.com",
        customer_phone: "+1 555 0102",
      },
      {
        hall: hall2.id,
        event_name: "Workshop",
        start_time: "2031-06-15T09:00:00-04:00",
        end_time: "2031-06-15T12:00:00-04:00",
        status: "cancelled",
        customer_name: "Mia Rossi",
        customer_email: "mia@example.com",
        customer_phone: "+44 20 7946 0000",
      },
      {
        hall: hall2.id,
        event_name: "July Party",
        start_time: "2031-07-01T18:00:00-04:00",
        end_time: "2031-07-01T22:00:00-04:00",
        status: "confirmed",
        customer_name: "Noah Olive",
        customer_email: "noah@example.com",
        customer_phone: "+1 555 0104",
      },
    ];
    for (const r of rows) expect((await v.as(createBooking, { body: r })).status).toBe(201);
    return { v, hall2 };
  }
  // Without page the spec's list; with it, the page's results.
  const names = (res: { body: { event_name: string }[] | { results: { event_name: string }[] } }) =>
    (Array.isArray(res.body) ? res.body : res.body.results).map((b) => b.event_name);

  it("lists by start with filters: hall, status, local date range, and text over name, email and phone", async () => {
    const { v, hall2 } = await calendar();
    const list = (qs: string) => v.as(listBookings, { path: `/api/tenant/bookings/?${qs}` });
    expect(names(await list(""))).toEqual(["May Ball", "June Gala", "Workshop", "July Party"]);
    expect(Array.isArray((await list("")).body)).toBe(true);
    expect((await list("page=1")).body).toMatchObject({ count: 4, page: 1, page_size: 50 });
    expect(names(await list(`hall=${hall2.id}`))).toEqual(["Workshop", "July Party"]);
    expect(names(await list("status=Confirmed"))).toEqual(["May Ball", "July Party"]);
    // local dates: June 1 from 00:00:00 to June 30 23:59:59 in New York
    expect(names(await list("start_date=2031-06-01&end_date=2031-06-30"))).toEqual([
      "June Gala",
      "Workshop",
    ]);
    expect(names(await list("end_date=2031-05-31"))).toEqual(["May Ball"]);
    expect(names(await list("q=OLIV"))).toEqual(["May Ball", "July Party"]);
    expect(names(await list("q=liam%40example"))).toEqual(["June Gala"]);
    expect(names(await list("q=7946"))).toEqual(["Workshop"]);
    // LIKE's wildcards are matched as themselves.
    expect(names(await list("q=%25"))).toEqual([]);
    expect(names(await list("q=_"))).toEqual([]);
    expect(names(await list("page=2&page_size=3"))).toEqual(["July Party"]);
  });

  it("lists a long list whole, read a piece at a time: every booking once, in order", async () => {
    const v = await venue();
    // Two more than a piece, in pairs that start together in two halls (ordered then by id).
    await db.hall.create({
      data: { tenantId: v.tenant.id, branchId: v.hall.branchId, name: "Second Hall" },
    });
    const n = LIST_CHUNK + 2;
    await db.$executeRaw`
      INSERT INTO bookings (tenant_id, hall_id, branch_id, event_name, start_time, end_time,
        status, customer_name, customer_email, customer_phone, price, created_at, updated_at)
      SELECT ${v.tenant.id}, h.id, h.branch_id, 'Event ' || g, t.start, t.start + interval '1 hour',
        'tentative', 'C', '', '', 0, now(), now()
      FROM generate_series(0, ${n - 1}) g
      CROSS JOIN LATERAL (SELECT id, branch_id FROM halls WHERE tenant_id = ${v.tenant.id}
        ORDER BY id OFFSET g % 2 LIMIT 1) h
      CROSS JOIN LATERAL (SELECT timestamptz '2033-01-01 10:00Z' + (g / 2) * interval '1 day'
        AS start) t`;
    const res = await v.as(listBookings, { path: "/api/tenant/bookings/" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    const ids = (res.body as { id: number }[]).map((b) => b.id);
    const expected = await db.booking.findMany({
      where: { tenantId: v.tenant.id },
      orderBy: [{ startTime: "asc" }, { id: "asc" }],
      select: { id: true },
    });
    expect(ids).toHaveLength(n);
    expect(ids).toEqual(expected.map((b) => b.id));
    // Read in pieces of a chunk each: no statement, and no string, holds the whole list.
    const pieces: string[] = [];
    for await (const piece of allBookings(Prisma.sql`b.tenant_id = ${v.tenant.id}`, 100))
      pieces.push(piece);
    expect(pieces.length).toBe(1 + Math.ceil(n / 100) + 1);
    expect(JSON.parse(pieces.join("")).map((b: { id: number }) => b.id)).toEqual(ids);
  });

  it("answers bad filters with field errors", async () => {
    const v = await venue();
    const res = await v.as(listBookings, {
      path: "/api/tenant/bookings/?hall=x&status=nope&start_date=06/01/2031&page=0&page_size=10000",
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual([
      "hall",
      "page",
      "page_size",
      "start_date",
      "status",
    ]);
    const reversed = await v.as(listBookings, {
      path: "/api/tenant/bookings/?start_date=2031-07-01&end_date=2031-06-30",
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toEqual({ end_date: ["The start date is after the end date."] });
  });

  it("returns the calendar's events in the visible range only, by hall or branch", async () => {
    const { v, hall2 } = await calendar();
    const range = (qs: string) => v.as(schedules, { path: `/api/tenant/schedules/?${qs}` });
    // FullCalendar's June (month view) range in the venue's zone
    const june = await range("start=2031-06-01T00:00:00-04:00&end=2031-07-01T00:00:00-04:00");
    expect(june.body.map((e: { title: string }) => e.title)).toEqual(["June Gala", "Workshop"]);
    expect(june.body[0]).toMatchObject({
      title: "June Gala",
      status: "tentative",
      hall_id: v.hall.id,
      hall_name: "Grand Hall",
      color: "#b45309",
      start: "2031-06-01T04:30:00.000Z",
      end: "2031-06-01T06:00:00.000Z",
    });
    expect(june.body[0].hall_color).toMatch(/^#[0-9a-f]{6}$/);
    // dates are local midnights too
    expect((await range("start=2031-06-01&end=2031-07-01")).body).toHaveLength(2);
    expect(
      (await range(`start=2031-05-01&end=2031-08-01&hall=${hall2.id}`)).body.map(
        (e: { title: string }) => e.title,
      ),
    ).toEqual(["Workshop", "July Party"]);
    expect(
      (await range(`start=2031-05-01&end=2031-08-01&branch=${v.branch.id}`)).body,
    ).toHaveLength(4);
    expect((await range("start=2031-07-01&end=2031-06-01")).status).toBe(400);
    expect((await range("start=2020-01-01&end=2031-01-01")).status).toBe(400);
    expect((await range("start=soon")).body).toEqual({
      start: ["Enter a date (YYYY-MM-DD) or an ISO 8601 date-time."],
    });
  });
});
