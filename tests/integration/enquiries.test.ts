// The venue's public availability and enquiries: the calendar says free, partly booked or full
// and nothing about who booked; an enquiry makes a held tentative booking from the public site,
// mails the visitor and tells the venue; a taken time makes none and offers the nearest free
// days; and the limits (per address, per email, open holds per email, the switch) hold.
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";

import { GET as availability } from "@/app/api/public/availability/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import { customerMailSettled } from "@/lib/bookings/customer-notify";
import { db } from "@/lib/db";
import {
  ENQUIRIES_OFF,
  ENQUIRY_REFUSED,
  IN_THE_PAST,
  NO_HTML,
  TIME_TAKEN,
  tooManyHolds,
} from "@/lib/enquiries/schemas";

import { sendEnquiry, type Venue } from "./enquiry-support";
import { call, hallSlot, venue, visitorHeaders } from "./helpers";
import { smtpForFile } from "./smtp";

const smtp = smtpForFile();

const monthOf = (v: Venue, month: string, hall = v.hall.id, host = `${v.tenant.slug}.localhost`) =>
  call(availability, { host, path: `/api/public/availability/?hall=${hall}&month=${month}` });

let n = 0;
/** An enquiry from a visitor of its own address; `body` overrides the defaults. */
function ask(v: Venue, body: Record<string, unknown> = {}, headers = visitorHeaders()) {
  n += 1;
  const visitor = { name: "Ana Silva", email: `ana${n}@example.com`, phone: "+1 555 0100" };
  const when = { date: "2031-06-14", start_time: "18:00", end_time: "23:00" };
  const about = { guests: 80, message: "Our wedding, if the date is free." };
  return sendEnquiry(v, { ...visitor, ...when, ...about, ...body }, headers);
}

const staffBooking = (v: Venue, start: string, end: string, extra = {}) =>
  v.as(createBooking, {
    body: {
      hall: v.hall.id,
      start_time: start,
      end_time: end,
      event_name: "Secret gala",
      customer_name: "Zed Private",
      customer_email: "zed@private.example",
      price: "9999.00",
      status: "confirmed",
      email_customer: false,
      ...extra,
    },
  });

describe("a hall's public availability", () => {
  it("marks each day free, partly booked or full, and leaks nothing about the bookings", async () => {
    const v = await venue();
    await db.hall.update({ where: { id: v.hall.id }, data: { cleanupMinutes: 60 } });
    await staffBooking(v, "2031-06-05T18:00", "2031-06-05T23:00");
    await staffBooking(v, "2031-06-06T08:00", "2031-06-07T00:00");
    await staffBooking(v, "2031-06-09T10:00", "2031-06-09T12:00", { status: "cancelled" });
    const res = await monthOf(v, "2031-06");
    expect(res.status).toBe(200);
    const days = Object.fromEntries(res.body.days.map((d) => [d.date, d]));
    expect(res.body.days).toHaveLength(30);
    expect(days["2031-06-04"]).toEqual({
      date: "2031-06-04",
      status: "free",
      free: [{ start: "08:00", end: "24:00" }],
    });
    // 18:00 to 23:00 and its hour's cleanup block 18:00 to 24:00; an event before it must be
    // cleared away by 18:00, so it ends by 17:00.
    expect(days["2031-06-05"]).toMatchObject({
      status: "partial",
      free: [{ start: "08:00", end: "17:00" }],
    });
    expect(days["2031-06-06"]).toMatchObject({ status: "full", free: [] });
    expect(days["2031-06-09"].status).toBe("free"); // a cancelled booking frees its day

    // Only these fields, at every level; none of the bookings' words or figures.
    expect(Object.keys(res.body).sort()).toEqual(["days", "hall", "month", "slots", "time_zone"]);
    expect(Object.keys(res.body.hall).sort()).toEqual(["capacity", "id", "name", "requires_slot"]);
    for (const day of res.body.days) {
      expect(Object.keys(day).sort()).toEqual(["date", "free", "status"]);
      for (const w of day.free) expect(Object.keys(w).sort()).toEqual(["end", "start"]);
    }
    for (const secret of ["Secret gala", "Zed", "zed@private", "9999", "confirmed", "cancelled"])
      expect(res.text).not.toContain(secret);
  });

  it("offers a slots-only hall's slots, and refuses another venue's hall and bad input", async () => {
    const v = await venue();
    await db.hall.update({ where: { id: v.hall.id }, data: { requiresSlot: true } });
    await hallSlot(v, { name: "Evening", startTime: "18:00", endTime: "23:00" });
    const res = await monthOf(v, "2031-07");
    expect(res.body.hall.requires_slot).toBe(true);
    expect(res.body.slots).toMatchObject([{ name: "Evening", start_time: "18:00" }]);
    expect(res.body.days[0]).toMatchObject({
      status: "free",
      free: [{ start: "18:00", end: "23:00", name: "Evening" }],
    });

    const other = await venue();
    expect((await monthOf(v, "2031-07", other.hall.id)).status).toBe(404);
    const bad = await call(availability, {
      host: `${v.tenant.slug}.localhost`,
      path: "/api/public/availability/?hall=x&month=2031-13",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(["hall", "month"]);
  });
});

describe("a hall with slots that also takes other times", () => {
  // Its slot and the free time around a booking are both offered: a booking from 10:00 to 14:00
  // takes the Afternoon slot (13:00–17:00) but leaves the hall free from 14:00.
  it("says partly booked, offers the free time left, and takes an enquiry by its times", async () => {
    const v = await venue();
    await hallSlot(v, { name: "Afternoon", startTime: "13:00", endTime: "17:00" });
    await staffBooking(v, "2031-08-05T10:00", "2031-08-05T14:00");
    await staffBooking(v, "2031-08-06T08:00", "2031-08-07T00:00");
    const res = await monthOf(v, "2031-08");
    expect(res.body.hall.requires_slot).toBe(false);
    const days = Object.fromEntries(res.body.days.map((d) => [d.date, d]));
    expect(days["2031-08-04"]).toEqual({
      date: "2031-08-04",
      status: "free",
      free: [
        { start: "13:00", end: "17:00", slot_id: expect.any(Number), name: "Afternoon" },
        { start: "08:00", end: "24:00" },
      ],
    });
    expect(days["2031-08-05"]).toEqual({
      date: "2031-08-05",
      status: "partial",
      free: [{ start: "14:00", end: "24:00" }],
    });
    expect(days["2031-08-06"]).toMatchObject({ status: "full", free: [] });

    const sent = await ask(v, { date: "2031-08-05", start_time: "18:00", end_time: "22:00" });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const noTimes = await ask(v, { date: "2031-08-05", start_time: "", end_time: "" });
    expect(noTimes.status).toBe(400);
  });
});

describe("an enquiry", () => {
  it("holds the date as a tentative booking from the public site, mails the visitor, tells staff", async () => {
    const v = await venue();
    const before = Date.now();
    const res = await ask(v, { email: "Lia@Example.com" });
    expect(res.status).toBe(201);
    const id = Number(String(res.body.reference).split("-").at(-1));
    expect(res.body.reference).toBe(`${v.tenant.slug.toUpperCase()}-${id}`);
    const row = await db.booking.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      tenantId: v.tenant.id,
      status: "tentative",
      source: "public",
      createdById: null,
      customerName: "Ana Silva",
      customerEmail: "Lia@Example.com",
      description: "Guests: 80\n\nOur wedding, if the date is free.",
    });
    // Held for the venue's default of 7 days.
    const held = row.holdUntil!.getTime() - before;
    expect(held).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(held).toBeLessThan(7 * 86_400_000 + 60_000);
    expect(row.startTime.toISOString()).toBe("2031-06-14T22:00:00.000Z"); // 18:00 in New York

    await customerMailSettled();
    const [mail] = smtp().received.filter((m) => m.to.includes("Lia@example.com"));
    const receipt = await simpleParser(mail.raw);
    expect(receipt.subject).toBe(
      `We received your enquiry: your event at ${v.tenant.name} on Saturday, June 14, 2031 ` +
        `(${res.body.reference})`,
    );
    // The guests the visitor expects are echoed beside the hall.
    expect(receipt.text).toContain("Hall: Grand Hall\nWhen: ");
    expect(receipt.text).toContain("Guests: 80");
    const notices = await db.notification.count({
      where: { tenantId: v.tenant.id, userId: v.user.id },
    });
    expect(notices).toBe(1);
  });

  it("for a taken time makes no booking and offers the nearest free days", async () => {
    const v = await venue();
    await staffBooking(v, "2031-06-14T17:00", "2031-06-14T22:00");
    await staffBooking(v, "2031-06-15T17:00", "2031-06-15T22:00");
    const count = await db.booking.count({ where: { tenantId: v.tenant.id } });
    const res = await ask(v);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      detail: TIME_TAKEN,
      suggestions: ["2031-06-13", "2031-06-16", "2031-06-12"],
    });
    expect(await db.booking.count({ where: { tenantId: v.tenant.id } })).toBe(count);

    // Trying taken times costs a visitor none of their allowance.
    const address = visitorHeaders();
    for (let i = 0; i < 12; i++)
      expect((await ask(v, { email: "tries@example.com" }, address)).status).toBe(409);
    const free = await ask(v, { email: "tries@example.com", date: "2031-06-13" }, address);
    expect(free.status).toBe(201);
  });

  it("is refused with field errors for bad input, HTML, a robot's honeypot or a past date", async () => {
    const v = await venue();
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ name: "", email: "nope", date: "14/06/2031", start_time: "25:00" }, {}],
      [{ message: "<a href='x'>win</a>" }, { message: [NO_HTML] }],
      [{ name: "x".repeat(121) }, { name: ["Ensure this field has no more than 120 characters."] }],
      [{ date: "2020-06-14" }, { date: [IN_THE_PAST] }],
    ];
    for (const [body, errors] of cases) {
      const res = await ask(v, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject(errors);
    }
    const robot = await ask(v, { website: "http://spam.example" });
    expect([robot.status, robot.body.detail]).toEqual([400, ENQUIRY_REFUSED]);
    const other = await venue();
    expect((await ask(v, { hall: other.hall.id })).status).toBe(404);
    expect(await db.booking.count({ where: { tenantId: v.tenant.id } })).toBe(0);
  });

  it("is refused when the venue or the provider has switched enquiries off", async () => {
    const v = await venue();
    await db.tenant.update({ where: { id: v.tenant.id }, data: { publicEnquiries: false } });
    expect([(await ask(v)).status, (await ask(v)).body.detail]).toEqual([403, ENQUIRIES_OFF]);
    await db.tenant.update({ where: { id: v.tenant.id }, data: { publicEnquiries: true } });
    const flag = await db.featureFlag.create({
      data: {
        name: "public_enquiries",
        enabled: false,
        tenants: { create: { tenantId: v.tenant.id } },
      },
    });
    expect((await ask(v)).status).toBe(403);
    await db.featureFlag.delete({ where: { id: flag.id } });
    expect((await ask(v)).status).toBe(201);
  });
});

describe("the limits of enquiries", () => {
  it("cap the open holds of one email, even when they arrive at once", async () => {
    const v = await venue();
    await db.tenant.update({ where: { id: v.tenant.id }, data: { maxPublicHoldsPerEmail: 2 } });
    const answers = await Promise.all(
      [10, 11, 12, 13].map((day) => ask(v, { email: "burst@example.com", date: `2031-06-${day}` })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 429, 429]);
    expect(answers.find((a) => a.status === 429)?.body.detail).toBe(tooManyHolds(2));
    // A confirmed one no longer counts as an open hold.
    const made = await db.booking.findMany({ where: { tenantId: v.tenant.id } });
    expect(made).toHaveLength(2);
    await db.booking.update({
      where: { id: made[0].id },
      data: { status: "confirmed", holdUntil: null },
    });
    expect((await ask(v, { email: "burst@example.com", date: "2031-06-20" })).status).toBe(201);
  });

  it("limit one address and one email, counted in PostgreSQL", async () => {
    const [v, w, x] = [await venue(), await venue(), await venue()];
    await db.tenant.update({ where: { id: v.tenant.id }, data: { maxPublicHoldsPerEmail: 50 } });
    // One address: 5 a day at one venue (decision 050), and 10 an hour wherever it asks.
    const address = visitorHeaders();
    const fromOne = [];
    for (const at of [v, v, v, v, v, v, w, w, w, w, w, x])
      fromOne.push((await ask(at, { date: `2031-07-${10 + fromOne.length}` }, address)).status);
    expect(fromOne).toEqual([201, 201, 201, 201, 201, 429, 201, 201, 201, 201, 201, 429]);
    expect((await ask(x, { date: "2031-07-30" })).status).toBe(201); // another address

    const oneEmail = [];
    for (let day = 1; day <= 6; day++)
      oneEmail.push(
        (
          await ask(v, {
            email: "same@example.com",
            date: `2031-08-${String(day).padStart(2, "0")}`,
          })
        ).status,
      );
    expect(oneEmail).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
