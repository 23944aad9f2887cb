// A booking's deposit (issue 27, decision 091): an amount or a percentage of the price, the
// venue's default percentage when a new booking says nothing, due by a local date; exact in the
// currency's digits; never above the price; "deposit due" while a confirmed booking's live
// payments fall short of it.
import { describe, expect, it } from "vitest";

import * as seriesItem from "@/app/api/tenant/booking-series/[id]/route";
import * as settings from "@/app/api/tenant/booking-settings/route";
import * as payments from "@/app/api/tenant/bookings/[id]/payments/route";
import * as bookingItem from "@/app/api/tenant/bookings/[id]/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import {
  AMOUNT_OR_PERCENT,
  DEPOSIT_NEEDS_AMOUNT,
  DEPOSIT_NEEDS_DATE,
  DEPOSIT_OVER_PRICE,
  PRICE_UNDER_DEPOSIT,
} from "@/lib/bookings/deposit";
import type { BookingDto } from "@/lib/bookings/serialize";
import { db } from "@/lib/db";
import { tooManyDigits } from "@/lib/payments/schemas";
import { addLocalDays, wallClock } from "@/lib/time";

import { venue } from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;

const create = (v: Venue, body: Record<string, unknown>, day = "2031-06-14") =>
  v.as(createBooking, {
    body: {
      hall: v.hall.id,
      event_name: "Gala",
      start_time: `${day}T18:00`,
      end_time: `${day}T23:00`,
      email_customer: false,
      ...body,
    },
  });

async function made(v: Venue, body: Record<string, unknown>, day?: string) {
  const answer = await create(v, body, day);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as BookingDto;
}

const patch = (v: Venue, id: number, body: Record<string, unknown>) =>
  v.as(bookingItem.PATCH, { params: { id: String(id) }, body });
const read = async (v: Venue, id: number) =>
  (await v.as(bookingItem.GET, { params: { id: String(id) } })).body as BookingDto;
const pay = (v: Venue, id: number, kind: "payment" | "refund", amount: string) =>
  v.as(payments.POST, {
    params: { id: String(id) },
    body: { kind, amount, received_on: "2031-05-01", method: "cash" },
  });
const defaults = (v: Venue, body: Record<string, unknown>) => v.as(settings.PATCH, { body });

const today = (v: Venue) => wallClock(new Date(), v.tenant.timezone).date;

describe("a booking's deposit", () => {
  it("is the venue's default percentage of the price, exact, due the venue's days from today", async () => {
    const v = await venue();
    expect((await defaults(v, { deposit_percent: 30, deposit_due_days: 10 })).status).toBe(200);
    const b = await made(v, { price: "1000.55" });
    // 30% of 1000.55 is 300.165: half up to the cent
    expect(b.deposit_amount).toBe("300.17");
    expect(b.deposit_due_on).toBe(addLocalDays(today(v), 10));
    expect(b.deposit_due).toBe(false); // tentative
    // Told otherwise: an amount, a percentage, none (null or 0), its own date.
    expect(
      (await made(v, { price: "100.01", deposit_percent: 33 }, "2031-06-15")).deposit_amount,
    ).toBe("33.00");
    const own = await made(
      v,
      { price: "500", deposit_amount: "50", deposit_due_on: "2031-01-02" },
      "2031-06-16",
    );
    expect([own.deposit_amount, own.deposit_due_on]).toEqual(["50.00", "2031-01-02"]);
    expect(
      (await made(v, { price: "500", deposit_amount: null }, "2031-06-17")).deposit_amount,
    ).toBeNull();
    const zero = await made(v, { price: "500", deposit_amount: "0" }, "2031-06-18");
    expect([zero.deposit_amount, zero.deposit_due_on]).toEqual([null, null]);
    // Free: nothing to ask.
    expect((await made(v, {}, "2031-06-19")).deposit_amount).toBeNull();
  });

  it("is due no later than the event's own day", async () => {
    const v = await venue();
    await defaults(v, { deposit_percent: 50, deposit_due_days: 30 });
    const soon = addLocalDays(today(v), 3);
    const b = await made(v, { price: "80" }, soon);
    expect([b.deposit_amount, b.deposit_due_on]).toEqual(["40.00", soon]);
  });

  it("refuses what cannot be a deposit, with field errors", async () => {
    const v = await venue();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ price: "100", deposit_amount: "100.01" }, { deposit_amount: [DEPOSIT_OVER_PRICE] }],
      [
        { price: "100", deposit_amount: "10", deposit_percent: 10 },
        { deposit_percent: [AMOUNT_OR_PERCENT] },
      ],
      [{ price: "100", deposit_due_on: "2031-01-01" }, { deposit_due_on: [DEPOSIT_NEEDS_AMOUNT] }],
      [
        { price: "100", deposit_amount: "10", deposit_due_on: null },
        { deposit_due_on: [DEPOSIT_NEEDS_DATE] },
      ],
      [
        { price: "100", deposit_percent: 101 },
        { deposit_percent: ["Ensure this value is less than or equal to 100."] },
      ],
      [
        { price: "100", deposit_amount: "-5" },
        { deposit_amount: ["Ensure this value is greater than or equal to 0."] },
      ],
      [
        { price: "100", deposit_due_on: "2031-02-30", deposit_amount: "5" },
        { deposit_due_on: ["Enter a day that is on the calendar."] },
      ],
    ];
    for (const [body, errors] of cases) {
      const answer = await create(v, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual(errors);
    }
    expect(await db.booking.count({ where: { tenantId: v.tenant.id } })).toBe(0);
  });

  it("has the currency's digits: a yen deposit is whole", async () => {
    const v = await venue();
    await defaults(v, { currency: "JPY", locale: "ja-JP", deposit_percent: 33 });
    expect((await made(v, { price: "1001" })).deposit_amount).toBe("330.00");
    for (const body of [{ price: "1000.50" }, { price: "1000", deposit_amount: "10.5" }]) {
      const answer = await create(v, body, "2031-06-20");
      expect(answer.status).toBe(400);
      expect(Object.values(answer.body as object)).toEqual([[tooManyDigits(0)]]);
    }
  });

  it("follows a change: a new amount or percentage, none, and a price not below it", async () => {
    const v = await venue();
    const b = await made(v, { price: "1000", deposit_amount: "200", deposit_due_on: "2031-05-01" });
    const changed = await patch(v, b.id, { deposit_percent: 25, price: "2000" });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ deposit_amount: "500.00", deposit_due_on: "2031-05-01" });
    const under = await patch(v, b.id, { price: "499.99" });
    expect(under.status).toBe(400);
    expect(under.body).toEqual({ price: [PRICE_UNDER_DEPOSIT] });
    const moved = await patch(v, b.id, { deposit_due_on: "2031-05-10" });
    expect(moved.body).toMatchObject({ deposit_amount: "500.00", deposit_due_on: "2031-05-10" });
    const none = await patch(v, b.id, { deposit_amount: null });
    expect(none.body).toMatchObject({ deposit_amount: null, deposit_due_on: null });
    // An amount set later takes the venue's usual date.
    const later = await patch(v, b.id, { deposit_amount: "100" });
    expect(later.body).toMatchObject({
      deposit_amount: "100.00",
      deposit_due_on: addLocalDays(today(v), 7),
    });
  });

  it("is due while a confirmed booking's live payments fall short of it", async () => {
    const v = await venue();
    const b = await made(v, {
      price: "1000",
      status: "confirmed",
      deposit_amount: "300",
      deposit_due_on: "2031-05-01",
    });
    expect(b.deposit_due).toBe(true);
    expect((await pay(v, b.id, "payment", "299.99")).status).toBe(201);
    expect((await read(v, b.id)).deposit_due).toBe(true);
    await pay(v, b.id, "payment", "0.01");
    expect((await read(v, b.id)).deposit_due).toBe(false);
    await pay(v, b.id, "refund", "50");
    expect((await read(v, b.id)).deposit_due).toBe(true);
    const money = (await v.as(payments.GET, { params: { id: String(b.id) } })).body;
    expect(money).toMatchObject({
      balance: "750.00",
      balance_due_on: "2031-05-31",
      deposit: { amount: "300.00", due_on: "2031-05-01", owed: "50.00", due: true },
    });
    // Held or cancelled, nothing is "due" yet or any more.
    await patch(v, b.id, { status: "tentative" });
    expect((await read(v, b.id)).deposit_due).toBe(false);
  });

  it("is each date's in a series, and a series' change keeps price above it", async () => {
    const v = await venue();
    await defaults(v, { deposit_percent: 10 });
    const first = await made(v, {
      price: "400",
      recurrence: { freq: "weekly", count: 3 },
    });
    const dates = await db.booking.findMany({
      where: { tenantId: v.tenant.id, seriesId: first.series_id },
      select: { depositAmount: true },
    });
    expect(dates.map((d) => d.depositAmount?.toFixed(2))).toEqual(["40.00", "40.00", "40.00"]);
    const under = await v.as(seriesItem.PATCH, {
      params: { id: String(first.series_id) },
      body: { scope: "all", price: "30" },
    });
    expect(under.status).toBe(400);
    expect(under.body).toEqual({ price: [PRICE_UNDER_DEPOSIT] });
  });
});
