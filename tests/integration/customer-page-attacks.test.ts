// What an outside review of the customer's side and the money found (issue 27), each kept:
// a visitor cannot confirm their own enquiry into a free booking, nor past its hold; a change of
// currency never leaves amounts it cannot write; a corrected address takes the old address's links
// back; a CSV cell with ';' is quoted; the customer's .ics downloads without an address.
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";

import * as confirm from "@/app/api/public/booking-page/[token]/confirm/route";
import * as ics from "@/app/api/public/booking-page/[token]/ics/route";
import * as release from "@/app/api/public/booking-page/[token]/release/route";
import * as settings from "@/app/api/tenant/booking-settings/route";
import * as payments from "@/app/api/tenant/bookings/[id]/payments/route";
import * as booking from "@/app/api/tenant/bookings/[id]/route";
import * as exporting from "@/app/api/tenant/bookings/export/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import { bookingIcs } from "@/lib/bookings/booking-ics";
import { customerMailSettled } from "@/lib/bookings/customer-notify";
import { db } from "@/lib/db";
import { currencyTooCoarse } from "@/lib/money/schemas";

import { sendEnquiry } from "./enquiry-support";
import { call, venue, visitorHeaders } from "./helpers";
import { smtpForFile } from "./smtp";

type Venue = Awaited<ReturnType<typeof venue>>;
const smtp = smtpForFile();

/** The booking page's token the last mail to `email` carried. */
async function linkTo(email: string) {
  await customerMailSettled();
  const mails = smtp().to(email);
  const parsed = await simpleParser(mails[mails.length - 1]!.raw);
  const link = /\/booking\/([A-Za-z0-9_-]{32})/.exec(parsed.text ?? "");
  expect(link, parsed.text).not.toBeNull();
  return link![1];
}

const on = (v: Venue) => ({ host: `${v.tenant.slug}.localhost` });
const act = (v: Venue, route: { POST: Parameters<typeof call>[0] }, token: string) =>
  call(route.POST, { ...on(v), params: { token }, headers: visitorHeaders() });

describe("a visitor's enquiry and the customer's self-confirmation", () => {
  it("a visitor cannot turn their own enquiry into a confirmed, free booking while the venue asks a deposit", async () => {
    const v = await venue();
    await v.as(settings.PATCH, {
      body: { customer_self_confirm: true, deposit_percent: 30 },
    });
    const sent = await sendEnquiry(v, {
      name: "Mallory",
      email: "mallory-f1a@example.com",
      date: "2031-07-01",
      start_time: "09:00",
      end_time: "21:00",
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const token = await linkTo("mallory-f1a@example.com");
    const answer = await act(v, confirm, token);
    const row = await db.booking.findFirstOrThrow({
      where: { tenantId: v.tenant.id, customerEmail: "mallory-f1a@example.com" },
    });
    // The venue asks 30% before a customer alone may confirm; an enquiry is unpriced: the
    // visitor must not confirm it.
    expect(answer.headers.get("location")).toContain("problem=changed");
    expect(row.status).toBe("tentative");
  });

  it("confirming one's own enquiries does not escape the venue's cap on open holds per email", async () => {
    const v = await venue();
    await v.as(settings.PATCH, {
      body: { customer_self_confirm: true, max_public_holds_per_email: 1 },
    });
    const email = "mallory-f1b@example.com";
    const statuses: number[] = [];
    for (const date of ["2031-07-02", "2031-07-03", "2031-07-04"]) {
      const sent = await sendEnquiry(v, {
        name: "Mallory",
        email,
        date,
        start_time: "09:00",
        end_time: "21:00",
      });
      statuses.push(sent.status);
      if (sent.status === 201) await act(v, confirm, await linkTo(email));
    }
    // One date per email while the venue has not answered.
    expect(statuses).toEqual([201, 429, 429]);
  });
});

describe("the venue's currency and its bookings' amounts", () => {
  it("a currency with fewer digits never leaves a booking whose money cannot be read", async () => {
    const v = await venue();
    const made = await v.as(createBooking, {
      body: {
        hall: v.hall.id,
        event_name: "Cents",
        start_time: "2031-08-01T18:00",
        end_time: "2031-08-01T22:00",
        status: "confirmed",
        price: "10.50",
        email_customer: false,
      },
    });
    expect(made.status).toBe(201);
    const id = String((made.body as { id: number }).id);
    const changed = await v.as(settings.PATCH, { body: { currency: "JPY" } });
    expect(changed.status).toBe(409);
    expect(changed.body).toEqual({ detail: currencyTooCoarse("JPY", "10.500") });
    expect((changed.body as { detail: string }).detail).toContain("such as 10.5:");
    // An amount written in a race with such a change still reads, never a 500.
    await db.booking.update({ where: { id: Number(id) }, data: { price: "10.5" } });
    await db.tenant.update({ where: { id: v.tenant.id }, data: { currency: "JPY" } });
    const money = await v.as(payments.GET, { params: { id } });
    expect(money.status, money.text).toBe(200);
    expect((money.body as { price: string }).price).toBe("10.5");
    // Whole amounts change currency freely.
    await db.tenant.update({ where: { id: v.tenant.id }, data: { currency: "USD" } });
    await db.booking.update({ where: { id: Number(id) }, data: { price: "10" } });
    expect((await v.as(settings.PATCH, { body: { currency: "JPY" } })).status).toBe(200);
  });
});

describe("links sent to an address the venue then corrected", () => {
  it("the old address's link no longer releases the booking once its customer's email changes", async () => {
    const v = await venue();
    const made = await v.as(createBooking, {
      body: {
        hall: v.hall.id,
        event_name: "Wedding",
        customer_name: "Alice",
        customer_email: "typo-f3@example.com",
        start_time: "2031-09-20T18:00",
        end_time: "2031-09-20T23:00",
        status: "confirmed",
        price: "800",
      },
    });
    expect(made.status).toBe(201);
    const id = (made.body as { id: number }).id;
    const stranger = await linkTo("typo-f3@example.com");
    await db.booking.update({ where: { id }, data: { status: "tentative" } });
    const fixed = await v.as(booking.PATCH, {
      params: { id: String(id) },
      body: { customer_email: "alice-f3@example.com" },
    });
    expect(fixed.status, fixed.text).toBe(200);
    const answer = await act(v, release, stranger);
    expect(answer.status).toBe(404);
    expect((await db.booking.findFirstOrThrow({ where: { id } })).status).toBe("tentative");
  });
});

describe("the CSV export in a spreadsheet whose list separator is ';'", () => {
  it("a cell holding ';' and a formula after it is quoted, so it cannot become a formula cell", async () => {
    const v = await venue();
    const made = await v.as(createBooking, {
      body: {
        hall: v.hall.id,
        event_name: "Dinner",
        customer_name: "x;=1+1;",
        start_time: "2031-10-01T18:00",
        end_time: "2031-10-01T22:00",
        email_customer: false,
      },
    });
    expect(made.status).toBe(201);
    const csv = await v.as(exporting.GET, { path: "/api/tenant/bookings/export/?format=csv" });
    const row = csv.text.split("\r\n")[1]!;
    // Excel with a German/French list separator splits unquoted cells at ';'.
    expect(row).not.toContain(",x;=1+1;,");
  });
});

describe("a hold that has run out", () => {
  it("is not confirmed by its customer in the minute(s) before the sweep cancels it", async () => {
    const v = await venue();
    await v.as(settings.PATCH, { body: { customer_self_confirm: true } });
    const sent = await sendEnquiry(v, {
      name: "Late",
      email: "late-f6@example.com",
      date: "2031-07-10",
      start_time: "09:00",
      end_time: "11:00",
    });
    expect(sent.status).toBe(201);
    const token = await linkTo("late-f6@example.com");
    // The hold ran out a minute ago; the sweep (HOLD_SWEEP_INTERVAL_MS) has not come round yet.
    await db.booking.updateMany({
      where: { tenantId: v.tenant.id, customerEmail: "late-f6@example.com" },
      data: { holdUntil: new Date(Date.now() - 60_000) },
    });
    const answer = await act(v, confirm, token);
    expect(answer.headers.get("location")).toContain("problem=changed");
  });
});

describe("a customer's address the venue took out", () => {
  it("takes the old link back, and the booking's calendar file is still written", async () => {
    const v = await venue();
    const made = await v.as(createBooking, {
      body: {
        hall: v.hall.id,
        event_name: "Party",
        customer_name: "Gone",
        customer_email: "gone-f7@example.com",
        start_time: "2031-11-05T18:00",
        end_time: "2031-11-05T22:00",
        status: "confirmed",
        price: "100",
      },
    });
    expect(made.status).toBe(201);
    const id = String((made.body as { id: number }).id);
    const token = await linkTo("gone-f7@example.com");
    const file = () => call(ics.GET, { ...on(v), params: { token }, headers: visitorHeaders() });
    expect((await file()).status).toBe(200);
    // A change of case is the same address: the link stays.
    const same = await v.as(booking.PATCH, {
      params: { id },
      body: { customer_email: "Gone-F7@example.com" },
    });
    expect(same.status, same.text).toBe(200);
    expect((await file()).status).toBe(200);
    const cleared = await v.as(booking.PATCH, { params: { id }, body: { customer_email: "" } });
    expect(cleared.status, cleared.text).toBe(200);
    expect((await file()).status).toBe(404);
    const row = await db.booking.findUniqueOrThrow({ where: { id: Number(id) } });
    const text = bookingIcs(
      "confirmed",
      { ...row, hallName: "Grand Hall", anonymous: false },
      {
        name: "Venue",
        slug: "v",
        timezone: "UTC",
        primaryColor: null,
        email: null,
        phone: null,
        address: null,
      },
      { host: "v.localhost" },
    );
    expect(text).toContain("BEGIN:VEVENT");
    expect(text).not.toContain("ATTENDEE");
  });
});
