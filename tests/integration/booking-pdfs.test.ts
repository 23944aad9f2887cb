// Receipts and invoices (issue 27, decision 089): PDFs in the venue's name, currency and locale,
// with the ledger's figures; a voided entry's receipt says so; another venue's booking or entry is
// 404; a name the standard fonts cannot write does not break them.
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";

import * as publicInvoice from "@/app/api/public/booking-page/[token]/invoice/route";
import * as settings from "@/app/api/tenant/booking-settings/route";
import * as invoice from "@/app/api/tenant/bookings/[id]/invoice/route";
import * as receipt from "@/app/api/tenant/bookings/[id]/payments/[paymentId]/receipt/route";
import * as voiding from "@/app/api/tenant/bookings/[id]/payments/[paymentId]/void/route";
import * as payments from "@/app/api/tenant/bookings/[id]/payments/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import { customerMailSettled } from "@/lib/bookings/customer-notify";
import { hashToken } from "@/lib/customer-page/links";
import { db } from "@/lib/db";
import { winAnsi } from "@/lib/pdf/sheet";

import { pdfText } from "../pdf-text";
import { call, venue } from "./helpers";
import { smtpForFile } from "./smtp";

type Venue = Awaited<ReturnType<typeof venue>>;

async function booked(v: Venue, body: Record<string, unknown> = {}) {
  const made = await v.as(createBooking, {
    body: {
      hall: v.hall.id,
      event_name: "Weber Hochzeit",
      customer_name: "Lena Weber",
      customer_email: "lena@example.com",
      start_time: "2031-06-14T18:00",
      end_time: "2031-06-14T23:00",
      status: "confirmed",
      price: "1234.50",
      email_customer: false,
      ...body,
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return (made.body as { id: number }).id;
}

const pay = async (v: Venue, id: number, kind: string, amount: string) => {
  const res = await v.as(payments.POST, {
    params: { id: String(id) },
    body: { kind, amount, received_on: "2031-05-02", method: "bank_transfer", reference: "TR-9" },
  });
  expect(res.status).toBe(201);
  const money = res.body as { entries: { id: number }[] };
  return money.entries[0].id;
};

describe("receipts and invoices", () => {
  it("are PDFs in the venue's currency and locale, with the ledger's figures", async () => {
    const v = await venue();
    await v.as(settings.PATCH, { body: { currency: "EUR", locale: "de-DE" } });
    const id = await booked(v, { deposit_amount: "400", deposit_due_on: "2031-05-01" });
    const paid = await pay(v, id, "payment", "500");
    await pay(v, id, "refund", "100.25");

    const inv = await v.as(invoice.GET, { params: { id: String(id) } });
    expect(inv.status).toBe(200);
    expect(inv.headers.get("content-type")).toBe("application/pdf");
    const ref = `${v.tenant.slug.toUpperCase()}-${id}`;
    expect(inv.headers.get("content-disposition")).toBe(`attachment; filename="INV-${ref}.pdf"`);
    const text = pdfText(inv.bytes);
    expect(inv.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    for (const shown of [
      "Invoice",
      `No. INV-${ref}`,
      "Lena Weber",
      "Weber Hochzeit",
      "Hall hire: Grand Hall",
      "1.234,50\u00a0€",
      "-500,00\u00a0€",
      "100,25\u00a0€",
      "834,75\u00a0€", // 1234.50 - 500 + 100.25
      // Dates in English words by the locale's conventions (decision 095).
      "Saturday, 14 June 2031, 18:00–23:00",
      "Deposit: 400,00\u00a0€ due by 1 May 2031, 0,25\u00a0€ still to pay.",
    ])
      expect(text).toContain(shown);

    const rec = await v.as(receipt.GET, { params: { id: String(id), paymentId: String(paid) } });
    expect(rec.headers.get("content-disposition")).toBe(
      `attachment; filename="R-${ref}-${paid}.pdf"`,
    );
    const r = pdfText(rec.bytes);
    expect(r).toContain("Received with thanks");
    expect(r).toContain("500,00\u00a0€");
    expect(r).toContain("Bank transfer");
    expect(r).not.toContain("VOID");
  });

  it("say VOID on a voided entry's receipt", async () => {
    const v = await venue();
    const id = await booked(v);
    const paid = await pay(v, id, "payment", "50");
    expect(
      (await v.as(voiding.POST, { params: { id: String(id), paymentId: String(paid) } })).status,
    ).toBe(200);
    const rec = await v.as(receipt.GET, { params: { id: String(id), paymentId: String(paid) } });
    const text = pdfText(rec.bytes);
    expect(text).toContain("VOID: this entry was cancelled and no longer counts.");
    expect(text).toContain("Recorded, then voided");
    expect(text).not.toContain("Received with thanks");
  });

  it("are 404 for another venue's booking or another booking's entry", async () => {
    const v = await venue();
    const other = await venue();
    const id = await booked(v);
    const paid = await pay(v, id, "payment", "10");
    const mine = await booked(v, { start_time: "2031-06-15T18:00", end_time: "2031-06-15T20:00" });
    expect((await other.as(invoice.GET, { params: { id: String(id) } })).status).toBe(404);
    expect(
      (await other.as(receipt.GET, { params: { id: String(id), paymentId: String(paid) } })).status,
    ).toBe(404);
    expect(
      (await v.as(receipt.GET, { params: { id: String(mine), paymentId: String(paid) } })).status,
    ).toBe(404);
  });

  it("write any name: accents go where they must, what the fonts cannot show becomes ?", async () => {
    expect(winAnsi("Zoë\u0007 日本 🎉 Łukasz Dvořák Ő\r\n— 1\u202f234,50\u00a0€")).toBe(
      "Zoë ?? ? Lukasz Dvorák O — 1 234,50\u00a0€",
    );
    const v = await venue();
    const id = await booked(v, {
      customer_name: "陈 伟 🎉 \u202eevil",
      event_name: "x".repeat(200),
    });
    const inv = await v.as(invoice.GET, { params: { id: String(id) } });
    expect(inv.status).toBe(200);
    expect(pdfText(inv.bytes)).toContain("? ? ? evil");
  });

  it("reach the customer from their booking's page, and nothing else does", async () => {
    const v = await venue();
    const id = await booked(v);
    const token = "T".repeat(32);
    await db.bookingLink.create({
      data: {
        tenantId: v.tenant.id,
        bookingId: id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    const host = { host: `${v.tenant.slug}.localhost` };
    const res = await call(publicInvoice.GET, { ...host, params: { token } });
    expect(res.status).toBe(200);
    expect(pdfText(res.bytes)).toContain("Lena Weber");
    const wrong = await call(publicInvoice.GET, { ...host, params: { token: "U".repeat(32) } });
    expect(wrong.status).toBe(404);
  });
});

describe("the receipt's mail", () => {
  const smtp = smtpForFile();

  it("goes to the customer with the PDF when a payment is recorded, if they are emailed", async () => {
    const v = await venue();
    const email = `receipt-${v.tenant.id}@example.com`;
    const id = await booked(v, { customer_email: email, email_customer: true });
    await customerMailSettled();
    const before = smtp().to(email).length;
    const paid = await pay(v, id, "payment", "200");
    await customerMailSettled();
    const mails = smtp().to(email);
    expect(mails.length).toBe(before + 1);
    const mail = await simpleParser(mails[mails.length - 1].raw);
    const ref = `${v.tenant.slug.toUpperCase()}-${id}`;
    expect(mail.subject).toBe(`Your receipt: Weber Hochzeit (${ref})`);
    expect(mail.text).toContain("we received your payment of $200.00");
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`R-${ref}-${paid}.pdf`, "application/pdf"],
    ]);
    expect(pdfText(mail.attachments[0].content)).toContain("Received with thanks");
    // Not emailed: no receipt mail.
    const quiet = await booked(v, {
      customer_email: email,
      start_time: "2031-06-16T18:00",
      end_time: "2031-06-16T20:00",
    });
    await pay(v, quiet, "payment", "10");
    await customerMailSettled();
    expect(smtp().to(email).length).toBe(before + 1);
  });

  it("run onto numbered pages when the ledger is long", async () => {
    const v = await venue();
    const id = await booked(v, { price: "100000" });
    await db.bookingPayment.createMany({
      data: Array.from({ length: 70 }, (_, i) => ({
        tenantId: v.tenant.id,
        bookingId: id,
        kind: "payment" as const,
        amount: String(i + 1),
        receivedOn: new Date(Date.UTC(2031, 0, 1 + i)),
        method: "cash" as const,
      })),
    });
    const inv = await v.as(invoice.GET, { params: { id: String(id) } });
    const text = pdfText(inv.bytes);
    // Every entry is written, then the balance, on numbered pages.
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    for (let n = 1; n <= pages; n++) expect(text).toContain(`Page ${n} of ${pages}`);
    expect(text).toContain("Payment, January 1, 2031");
    const last = text.indexOf("Payment, March 11, 2031"); // the 70th
    expect(last).toBeGreaterThan(0);
    expect(text.indexOf("$97,515.00")).toBeGreaterThan(last); // 100000 - (1 + ... + 70)
    expect(text.lastIndexOf(`Page ${pages} of ${pages}`)).toBeGreaterThan(last);
  });

  it("write amounts in Latin digits, and the currency's code where its sign cannot be", async () => {
    const v = await venue();
    await v.as(settings.PATCH, { body: { currency: "EGP", locale: "ar-EG" } });
    const id = await booked(v, { price: "1234.50" });
    const text = pdfText((await v.as(invoice.GET, { params: { id: String(id) } })).bytes);
    expect(text).toMatch(/1[,.٬]?234[.,٫]50/);
    expect(text).toContain("EGP");
    expect(text).not.toMatch(/\?\?/);
  });
});
