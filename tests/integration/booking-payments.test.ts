// A booking's ledger (issue 27, decision 086): payments and refunds recorded by staff, summed
// exactly by PostgreSQL into what was paid and what is due; refunds never beyond what was paid,
// however many are sent at once; entries voided, never changed; the currency's own digits; another
// venue's booking is 404; a booking with money recorded is cancelled, not deleted.
import { describe, expect, it } from "vitest";

import * as tenantItem from "@/app/api/public/tenants/[id]/route";
import * as settings from "@/app/api/tenant/booking-settings/route";
import * as voiding from "@/app/api/tenant/bookings/[id]/payments/[paymentId]/void/route";
import * as payments from "@/app/api/tenant/bookings/[id]/payments/route";
import * as bookingItem from "@/app/api/tenant/bookings/[id]/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import { getDashboard } from "@/lib/dashboard/dashboard";
import { db } from "@/lib/db";
import { currencyFixed } from "@/lib/money/schemas";
import type { bookingMoney } from "@/lib/payments/ledger";
import {
  ALREADY_VOIDED,
  HAS_PAYMENTS,
  REFUND_TOO_LARGE,
  tooManyDigits,
  VOID_REFUNDS_FIRST,
} from "@/lib/payments/schemas";

import { addMember, call, createUser, tokenFor, venue } from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;
type Money = Awaited<ReturnType<typeof bookingMoney>>;

async function priced(v: Venue, price = "1000.00") {
  const made = await v.as(createBooking, {
    body: {
      hall: v.hall.id,
      event_name: "Gala",
      start_time: "2031-06-14T18:00",
      end_time: "2031-06-14T23:00",
      price,
      email_customer: false,
    },
  });
  expect(made.status).toBe(201);
  return (made.body as { id: number }).id;
}

const entry = (kind: "payment" | "refund", amount: string, extra = {}) => ({
  kind,
  amount,
  received_on: "2031-05-01",
  method: "bank_transfer",
  reference: "TR-42",
  ...extra,
});

const record = (v: Venue, booking: number, body: Record<string, unknown>) =>
  v.as(payments.POST, { params: { id: String(booking) }, body });
const money = async (v: Venue, booking: number) =>
  (await v.as(payments.GET, { params: { id: String(booking) } })).body as Money;
const voidEntry = (v: Venue, booking: number, payment: number) =>
  v.as(voiding.POST, { params: { id: String(booking), paymentId: String(payment) } });

describe("a booking's ledger", () => {
  it("sums payments and refunds exactly into what was paid and what is due", async () => {
    const v = await venue();
    const b = await priced(v, "1000.00");
    expect(await money(v, b)).toMatchObject({
      currency: "USD",
      price: "1000.00",
      paid: "0.00",
      balance: "1000.00",
      entries: [],
    });
    for (const amount of ["0.10", "0.20", "299.70"])
      expect((await record(v, b, entry("payment", amount))).status).toBe(201);
    const refunded = await record(v, b, entry("refund", "50", { method: "cash" }));
    expect(refunded.status).toBe(201);
    expect(refunded.body).toMatchObject({
      paid: "300.00",
      refunded: "50.00",
      balance: "750.00",
    });
    const entries = (refunded.body as Money).entries;
    expect(entries).toHaveLength(4);
    expect(entries[0]).toMatchObject({
      kind: "refund",
      amount: "50.00",
      method: "cash",
      recorded_by: expect.any(String),
      voided: false,
    });
  });

  it("refuses a refund beyond what was paid and not yet refunded, writing nothing", async () => {
    const v = await venue();
    const b = await priced(v);
    await record(v, b, entry("payment", "100"));
    await record(v, b, entry("refund", "60"));
    const over = await record(v, b, entry("refund", "40.01"));
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ amount: [REFUND_TOO_LARGE] });
    expect(await db.bookingPayment.count({ where: { bookingId: b } })).toBe(2);
  });

  it("lets one of twenty refunds sent at once through when the paid amount covers one", async () => {
    const v = await venue();
    const b = await priced(v);
    await record(v, b, entry("payment", "100"));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => record(v, b, entry("refund", "100"))),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.every((a) => a.status === 201 || a.status === 400)).toBe(true);
    expect((await money(v, b)).balance).toBe("1000.00");
  });

  it("keeps the database's word when a refund is written around the API", async () => {
    const v = await venue();
    const b = await priced(v);
    await expect(
      db.bookingPayment.create({
        data: {
          tenantId: v.tenant.id,
          bookingId: b,
          kind: "refund",
          amount: "1",
          receivedOn: new Date("2031-05-01"),
          method: "cash",
        },
      }),
    ).rejects.toThrow(/booking_payments_refunds_within_paid|exceed/);
  });

  it("voids an entry, keeping it with who and when; a voided entry stays as it is", async () => {
    const v = await venue();
    const b = await priced(v);
    const paid = (await record(v, b, entry("payment", "400"))).body as Money;
    const id = paid.entries[0].id;
    const voided = await voidEntry(v, b, id);
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ paid: "0.00", balance: "1000.00" });
    expect((voided.body as Money).entries[0]).toMatchObject({ voided: true, amount: "400.00" });
    expect((await voidEntry(v, b, id)).body).toEqual({ detail: ALREADY_VOIDED });
    await expect(
      db.bookingPayment.update({ where: { id }, data: { amount: "1" } }),
    ).rejects.toThrow(/only ever voided|append_only/);
  });

  it("keeps a payment whose refunds would then exceed what was paid", async () => {
    const v = await venue();
    const b = await priced(v);
    const paid = (await record(v, b, entry("payment", "100"))).body as Money;
    await record(v, b, entry("refund", "100"));
    const refused = await voidEntry(v, b, paid.entries[0].id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: VOID_REFUNDS_FIRST });
    expect((await money(v, b)).entries.every((e) => !e.voided)).toBe(true);
  });

  it("lets Owners and Admins void, not Staff", async () => {
    const v = await venue();
    const b = await priced(v);
    const paid = (await record(v, b, entry("payment", "100"))).body as Money;
    const staff = await createUser();
    await addMember(v.tenant.id, staff.id, "Staff");
    const asStaff = await call(voiding.POST, {
      host: `${v.tenant.slug}.localhost`,
      token: await tokenFor(staff.uuid, v.tenant.slug),
      params: { id: String(b), paymentId: String(paid.entries[0].id) },
    });
    expect(asStaff.status).toBe(403);
  });

  it("takes amounts in the currency's digits: none for yen, three for dinars", async () => {
    const v = await venue();
    await db.tenant.update({ where: { id: v.tenant.id }, data: { currency: "JPY" } });
    const b = await priced(v, "50000");
    const cents = await record(v, b, entry("payment", "100.5"));
    expect(cents.body).toEqual({ amount: [tooManyDigits(0)] });
    expect((await record(v, b, entry("payment", "20000.000"))).body).toMatchObject({
      paid: "20000",
      balance: "30000",
    });
    const dinars = await venue();
    await db.tenant.update({ where: { id: dinars.tenant.id }, data: { currency: "BHD" } });
    const d = await priced(dinars, "500");
    expect((await record(dinars, d, entry("payment", "0.125"))).body).toMatchObject({
      paid: "0.125",
      balance: "499.875",
    });
  });

  it("refuses amounts that are not positive numbers, with the field's words", async () => {
    const v = await venue();
    const b = await priced(v);
    for (const amount of ["0", "-5", "1e3", "12,50", "", "100000000000"]) {
      const bad = await record(v, b, entry("payment", amount));
      expect(bad.status, amount).toBe(400);
      expect(Object.keys(bad.body as object)).toEqual(["amount"]);
    }
    const kinds = await record(v, b, entry("payment", "5", { method: "bitcoin", kind: "gift" }));
    expect(Object.keys(kinds.body as object).sort()).toEqual(["kind", "method"]);
  });

  it("is another venue's business: its booking and its entries are 404", async () => {
    const v = await venue();
    const other = await venue();
    const b = await priced(v);
    const paid = (await record(v, b, entry("payment", "100"))).body as Money;
    expect((await other.as(payments.GET, { params: { id: String(b) } })).status).toBe(404);
    expect((await record(other, b, entry("payment", "5"))).status).toBe(404);
    expect((await voidEntry(other, b, paid.entries[0].id)).status).toBe(404);
    const theirs = await priced(other);
    expect((await voidEntry(other, theirs, paid.entries[0].id)).status).toBe(404);
    expect(await db.bookingPayment.count({ where: { bookingId: b } })).toBe(1);
  });

  it("keeps a booking with money recorded from being deleted: it is cancelled instead", async () => {
    const v = await venue();
    const b = await priced(v);
    await record(v, b, entry("payment", "100"));
    const refused = await v.as(bookingItem.DELETE, { method: "DELETE", params: { id: String(b) } });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: HAS_PAYMENTS });
    expect(await db.booking.count({ where: { id: b } })).toBe(1);
  });

  it("keeps the venue's currency once money is recorded in it", async () => {
    const v = await venue();
    const b = await priced(v);
    expect(
      (await v.as(settings.PATCH, { method: "PATCH", body: { currency: "EUR" } })).status,
    ).toBe(200);
    await record(v, b, entry("payment", "100"));
    const refused = await v.as(settings.PATCH, {
      method: "PATCH",
      body: { currency: "USD", locale: "en-GB" },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: currencyFixed("EUR") });
    const same = await v.as(settings.PATCH, {
      method: "PATCH",
      body: { currency: "eur", locale: "en-GB" },
    });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ currency: "EUR", locale: "en-GB" });
    const token = await tokenFor((await createUser({ system: true })).uuid, null);
    const byProvider = await call(tenantItem.PATCH, {
      token,
      params: { id: String(v.tenant.id) },
      body: { name: "Renamed", currency: "GBP" },
    });
    expect(byProvider.status).toBe(409);
    await expect(
      db.tenant.update({ where: { id: v.tenant.id }, data: { currency: "GBP" } }),
    ).rejects.toThrow(/tenants_currency_fixed|cannot change/);
  });
});

describe("the dashboard's money", () => {
  it("is the ledger's: received this month, and what next month's bookings still owe", async () => {
    const v = await venue();
    // "Now" is 15 May 2031 in New York: next month is June.
    const now = new Date("2031-05-15T16:00:00Z");
    const b = await priced(v, "1000.00"); // on 14 June
    await v.as(bookingItem.PATCH, { params: { id: String(b) }, body: { status: "confirmed" } });
    const entry = (kind: "payment" | "refund", amount: string, day: string) =>
      record(v, b, { kind, amount, received_on: day, method: "cash" });
    expect((await entry("payment", "400", "2031-05-02")).status).toBe(201);
    expect((await entry("refund", "50.25", "2031-05-20")).status).toBe(201);
    // April's and a voided payment do not count as May's.
    expect((await entry("payment", "100", "2031-04-30")).status).toBe(201);
    const voided = await entry("payment", "999", "2031-05-03");
    const id = (voided.body as Money).entries.find((e) => e.amount === "999.00")!.id;
    expect((await voidEntry(v, b, id)).status).toBe(200);
    const { snapshot } = await getDashboard(v.tenant, now);
    expect(snapshot).toMatchObject({
      revenueNextMonth: "1000.00",
      receivedThisMonth: "349.75",
      dueNextMonth: "550.25", // 1000 - (400 + 100 - 50.25)
    });
  });
});
