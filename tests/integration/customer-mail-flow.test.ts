// The customer's mail as bookings change: a confirmation, a move, a cancellation and an expired
// hold each reach a real SMTP server with the calendar entry; staff can say no per booking; and a
// send that fails leaves the booking as it is, with the failure in its history.
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";

import { PATCH as patchBooking } from "@/app/api/tenant/bookings/[id]/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import { customerMailSettled } from "@/lib/bookings/customer-notify";
import { sweepHolds } from "@/lib/bookings/hold-sweeper";
import { db } from "@/lib/db";

import { venue } from "./helpers";
import { calendarOf, emailed } from "./mail-read";
import { smtpForFile } from "./smtp";

type Venue = Awaited<ReturnType<typeof venue>>;
const smtp = smtpForFile();

let day = 0;
/** A booking of Ana's on a day of its own, as staff make it. */
async function book(v: Venue, body: Record<string, unknown> = {}) {
  day += 1;
  const date = `2031-08-${String(day).padStart(2, "0")}`;
  const res = await v.as(createBooking, {
    body: {
      hall: v.hall.id,
      event_name: "Silva wedding",
      customer_name: "Ana Silva",
      customer_email: "ana@example.com",
      start_time: `${date}T18:00`,
      end_time: `${date}T23:00`,
      ...body,
    },
  });
  expect(res.status).toBe(201);
  return res.body as { id: number };
}
const patch = (v: Venue, id: number, body: unknown) =>
  v.as(patchBooking, { method: "PATCH", params: { id: String(id) }, body });

/** What Ana received since `from`, read: subject, and the calendar's method and sequence. */
async function inbox(from: number) {
  await customerMailSettled();
  const messages = await Promise.all(
    smtp()
      .to("ana@example.com")
      .slice(from)
      .map((m) => simpleParser(m.raw)),
  );
  return messages.map((m) => {
    const ics = calendarOf(m);
    return { subject: m.subject, method: ics.method, sequence: ics.sequence, uid: ics.uid };
  });
}

describe("the customer's mail", () => {
  it("confirms, moves and cancels the event in the customer's calendar", async () => {
    const v = await venue();
    const from = smtp().to("ana@example.com").length;
    const b = await book(v); // tentative, made by staff: nothing to tell yet
    expect(await inbox(from)).toEqual([]);

    expect((await patch(v, b.id, { status: "confirmed" })).status).toBe(200);
    expect((await patch(v, b.id, { start_time: "2031-08-01T17:00" })).status).toBe(200);
    expect((await patch(v, b.id, { notes: "Bring the cake at 5" })).status).toBe(200);
    expect((await patch(v, b.id, { status: "cancelled" })).status).toBe(200);
    const ref = `${v.tenant.slug.toUpperCase()}-${b.id}`;
    const mails = await inbox(from);
    expect(mails.map((m) => [m.subject, m.method])).toEqual([
      [`Your booking is confirmed: Silva wedding (${ref})`, "REQUEST"],
      [`Your booking has changed: Silva wedding (${ref})`, "REQUEST"],
      [`Your booking is cancelled: Silva wedding (${ref})`, "CANCEL"],
    ]);
    // One calendar entry, each version a later sequence than the last.
    expect(new Set(mails.map((m) => m.uid)).size).toBe(1);
    const sequences = mails.map((m) => m.sequence);
    expect([...sequences].sort((x, y) => x - y)).toEqual(sequences);
    expect(new Set(sequences).size).toBe(3);
    expect(await emailed(v, b.id)).toEqual([
      `Sent "Your booking is cancelled: Silva wedding (${ref})" to ana@example.com`,
      `Sent "Your booking has changed: Silva wedding (${ref})" to ana@example.com`,
      `Sent "Your booking is confirmed: Silva wedding (${ref})" to ana@example.com`,
    ]);
  });

  it("is not sent when staff untick 'Email the customer'", async () => {
    const v = await venue();
    const from = smtp().to("ana@example.com").length;
    const b = await book(v, { status: "confirmed", email_customer: false });
    await patch(v, b.id, { status: "cancelled" });
    expect(await inbox(from)).toEqual([]);
    expect(await emailed(v, b.id)).toEqual([]);
  });

  it("that fails leaves the booking made, with the failure in its history", async () => {
    const v = await venue();
    smtp().refuseNext(1);
    const from = smtp().to("ana@example.com").length;
    const b = await book(v, { status: "confirmed" });
    expect(await inbox(from)).toEqual([]);
    const row = await db.booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(row.status).toBe("confirmed");
    const [entry] = await emailed(v, b.id);
    expect(entry).toMatch(/^Not sent "Your booking is confirmed: .*" to ana@example\.com: .*550/);
  });

  it("tells the customer when their hold expired", async () => {
    const v = await venue();
    const b = await book(v, { hold_until: "2031-07-01T12:00" });
    const from = smtp().to("ana@example.com").length;
    await sweepHolds(new Date("2031-07-01T17:00:00Z"));
    const [mail] = await inbox(from);
    expect(mail).toMatchObject({
      subject: `Your hold has expired: Silva wedding (${v.tenant.slug.toUpperCase()}-${b.id})`,
      method: "CANCEL",
    });
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe("cancelled");
  });
});
