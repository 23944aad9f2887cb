// The venue's reports (issue 27, decision 094), figure by figure against bookings made for them:
// occupancy in the venue's zone across a clock change and a month's end, revenue from the ledger,
// bookings by source; only the venue's own; bad periods refused with field errors; CSV files whose
// cells run nothing in a spreadsheet.
import { describe, expect, it } from "vitest";

import * as settings from "@/app/api/tenant/booking-settings/route";
import * as payments from "@/app/api/tenant/bookings/[id]/payments/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import * as occupancy from "@/app/api/tenant/reports/occupancy/route";
import * as revenue from "@/app/api/tenant/reports/revenue/route";
import * as sources from "@/app/api/tenant/reports/sources/route";
import { db } from "@/lib/db";
import { PERIOD_REVERSED, PERIOD_TOO_LONG } from "@/lib/reports/schemas";

import { venue } from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;

async function book(v: Venue, start: string, end: string, extra: Record<string, unknown> = {}) {
  const made = await v.as(createBooking, {
    body: { hall: v.hall.id, start_time: start, end_time: end, email_customer: false, ...extra },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return (made.body as { id: number }).id;
}

const pay = (v: Venue, id: number, kind: string, amount: string) =>
  v.as(payments.POST, {
    params: { id: String(id) },
    body: { kind, amount, received_on: "2031-03-01", method: "cash" },
  });

const PERIOD = "from=2031-03-01&to=2031-04-30";

/** A venue in New York with March and April 2031's bookings of its Grand Hall. */
async function march(v: Venue) {
  await v.as(settings.PATCH, { body: { open_hours_per_day: 10 } });
  const gala = await book(v, "2031-03-10T18:00", "2031-03-10T22:00", {
    status: "confirmed",
    price: "1000",
  });
  // 00:00 to 06:00 on the night the clocks go forward: five hours.
  await book(v, "2031-03-09T00:00", "2031-03-09T06:00", { status: "confirmed", price: "200" });
  // Two hours in March, two in April; held.
  await book(v, "2031-03-31T22:00", "2031-04-01T02:00", { status: "tentative", price: "500" });
  const dropped = await book(v, "2031-03-15T10:00", "2031-03-15T14:00", {
    status: "cancelled",
    price: "800",
  });
  expect((await pay(v, gala, "payment", "300")).status).toBe(201);
  expect((await pay(v, gala, "refund", "50")).status).toBe(201);
  // A cancelled booking's kept deposit still counts as paid.
  expect((await pay(v, dropped, "payment", "100")).status).toBe(201);
  return { gala };
}

describe("the venue's reports", () => {
  it("count occupancy as booked over open hours, in the venue's zone, month by month", async () => {
    const v = await venue();
    await march(v);
    const slotsOnly = await db.hall.create({
      data: {
        tenantId: v.tenant.id,
        branchId: v.branch.id,
        name: "Studio",
        requiresSlot: true,
        slots: { create: { name: "Morning", startTime: "10:00", endTime: "14:00" } },
      },
    });
    await db.hall.create({
      data: {
        tenantId: v.tenant.id,
        branchId: v.branch.id,
        name: "Empty slots",
        requiresSlot: true,
      },
    });
    const res = await v.as(occupancy.GET, { path: `/api/tenant/reports/occupancy/?${PERIOD}` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      from: "2031-03-01",
      to: "2031-04-30",
      rows: [
        {
          hall_id: expect.any(Number),
          hall: "Empty slots",
          month: "2031-03",
          booked_hours: "0.00",
          open_hours: "0.00",
          occupancy: null,
        },
        {
          hall_id: expect.any(Number),
          hall: "Empty slots",
          month: "2031-04",
          booked_hours: "0.00",
          open_hours: "0.00",
          occupancy: null,
        },
        {
          hall_id: v.hall.id,
          hall: "Grand Hall",
          month: "2031-03",
          booked_hours: "11.00",
          open_hours: "310.00",
          occupancy: "3.5",
        },
        {
          hall_id: v.hall.id,
          hall: "Grand Hall",
          month: "2031-04",
          booked_hours: "2.00",
          open_hours: "300.00",
          occupancy: "0.7",
        },
        {
          hall_id: slotsOnly.id,
          hall: "Studio",
          month: "2031-03",
          booked_hours: "0.00",
          open_hours: "124.00",
          occupancy: "0.0",
        },
        {
          hall_id: slotsOnly.id,
          hall: "Studio",
          month: "2031-04",
          booked_hours: "0.00",
          open_hours: "120.00",
          occupancy: "0.0",
        },
      ],
    });
    // Part of a month: its days in the period only.
    const part = await v.as(occupancy.GET, {
      path: "/api/tenant/reports/occupancy/?from=2031-03-10&to=2031-03-10",
    });
    expect(
      (
        part.body as { rows: { hall: string; booked_hours: string; open_hours: string }[] }
      ).rows.find((r) => r.hall === "Grand Hall"),
    ).toMatchObject({ booked_hours: "4.00", open_hours: "10.00" });
  });

  it("sum revenue from prices and the ledger, only the venue's own", async () => {
    const v = await venue();
    await march(v);
    const other = await venue();
    await book(other, "2031-03-10T18:00", "2031-03-10T22:00", {
      status: "confirmed",
      price: "9999",
    });
    const res = await v.as(revenue.GET, { path: `/api/tenant/reports/revenue/?${PERIOD}` });
    expect(res.body).toEqual({
      from: "2031-03-01",
      to: "2031-04-30",
      currency: "USD",
      rows: [
        {
          hall_id: v.hall.id,
          hall: "Grand Hall",
          month: "2031-03",
          confirmed: "1200.00",
          held: "500.00",
          paid: "350.00",
          due: "950.00",
        },
      ],
    });
  });

  it("count bookings by source and status", async () => {
    const v = await venue();
    const { gala } = await march(v);
    await db.booking.update({ where: { id: gala }, data: { source: "public" } });
    const res = await v.as(sources.GET, { path: `/api/tenant/reports/sources/?${PERIOD}` });
    expect((res.body as { rows: unknown[] }).rows).toEqual([
      { source: "staff", confirmed: 0, tentative: 0, cancelled: 0, total: 0 },
      { source: "public", confirmed: 1, tentative: 0, cancelled: 0, total: 1 },
      // made with a token: the API's
      { source: "api", confirmed: 1, tentative: 1, cancelled: 1, total: 3 },
    ]);
  });

  it("refuse a period backwards, too long or not a date, and Staff", async () => {
    const v = await venue();
    const ask = (q: string) => v.as(revenue.GET, { path: `/api/tenant/reports/revenue/?${q}` });
    expect((await ask("from=2031-05-01&to=2031-04-01")).body).toEqual({ to: [PERIOD_REVERSED] });
    expect((await ask("from=2030-01-02&to=2032-01-02")).body).toEqual({ to: [PERIOD_TOO_LONG] });
    const bad = await ask("from=2031-02-30&to=x");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body as object).sort()).toEqual(["from", "to"]);
    const staff = await venue({ role: "Staff" });
    expect(
      (await staff.as(revenue.GET, { path: `/api/tenant/reports/revenue/?${PERIOD}` })).status,
    ).toBe(403);
  });

  it("answer CSV files whose cells a spreadsheet shows as text", async () => {
    const v = await venue();
    await march(v);
    await db.hall.update({ where: { id: v.hall.id }, data: { name: '=HYPERLINK("x","y")' } });
    const res = await v.as(revenue.GET, {
      path: `/api/tenant/reports/revenue/?${PERIOD}&format=csv`,
    });
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="${v.tenant.slug}-revenue-2031-03-01-2031-04-30.csv"`,
    );
    expect(res.text).toBe(
      "\uFEFFHall,Month,Confirmed (USD),Held (USD),Paid (USD),Due (USD)\r\n" +
        `"'=HYPERLINK(""x"",""y"")",2031-03,1200.00,500.00,350.00,950.00\r\n`,
    );
  });
});
