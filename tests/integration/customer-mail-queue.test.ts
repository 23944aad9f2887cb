// The customer's booking mail is queued in PostgreSQL in the booking's own transaction and sent
// from there: a crash after the commit loses nothing, a refused change queues nothing, a mail
// server that fails for now is tried again later, one that refuses for good is not, and two
// senders (two app servers) never send one message twice.
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";

import { DELETE as deleteBooking } from "@/app/api/tenant/bookings/[id]/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import { MAIL_ATTEMPTS, sendDueCustomerMails } from "@/lib/bookings/customer-mail-queue";
import { db } from "@/lib/db";

import { venue } from "./helpers";
import { emailed } from "./mail-read";
import { smtpForFile } from "./smtp";

type Venue = Awaited<ReturnType<typeof venue>>;
const smtp = smtpForFile();
const EMAIL = "lee@example.com";

let day = 0;
/** A confirmed booking of Lee's on a day of its own, as staff make it. */
async function book(v: Venue, body: Record<string, unknown> = {}) {
  day += 1;
  const date = new Date(Date.UTC(2032, 0, day)).toISOString().slice(0, 10);
  const res = await v.as(createBooking, {
    body: {
      hall: v.hall.id,
      event_name: `Lee party ${day}`,
      customer_name: "Lee Chan",
      customer_email: EMAIL,
      status: "confirmed",
      start_time: `${date}T18:00`,
      end_time: `${date}T23:00`,
      ...body,
    },
  });
  return res as { status: number; body: { id: number; event_name: string } };
}
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const subjects = async (from: number) =>
  Promise.all(
    smtp()
      .to(EMAIL)
      .slice(from)
      .map(async (m) => (await simpleParser(m.raw)).subject),
  );
const queued = (bookingId: number) =>
  db.customerMail.findMany({ where: { bookingId }, orderBy: { id: "asc" } });

describe("the customer mail queue", () => {
  it("holds the mail the booking's transaction queued until a sender sends it, once", async () => {
    const v = await venue();
    const from = smtp().to(EMAIL).length;
    const b = await book(v);
    expect(b.status).toBe(201);
    expect(await queued(b.body.id)).toMatchObject([
      { kind: "confirmed", state: "queued", attempts: 0, finishedAt: null },
    ]);
    expect(smtp().to(EMAIL).length).toBe(from); // nothing is sent from the request itself

    expect(await sendDueCustomerMails()).toBeGreaterThanOrEqual(1);
    expect(await sendDueCustomerMails()).toBe(0);
    expect(await subjects(from)).toEqual([expect.stringContaining("Your booking is confirmed")]);
    expect(await queued(b.body.id)).toMatchObject([
      { state: "sent", attempts: 1, finishedAt: expect.any(Date) },
    ]);
    expect(await emailed(v, b.body.id)).toEqual([
      expect.stringMatching(/^Sent "Your booking is confirmed: .*" to lee@example\.com$/),
    ]);
  });

  it("queues nothing for a booking that was refused, and drops the mail of a deleted one", async () => {
    const v = await venue();
    const b = await book(v);
    expect(b.status).toBe(201);
    await sendDueCustomerMails();
    const before = await db.customerMail.count();
    day -= 1; // the same day again: an overlap
    expect((await book(v)).status).toBe(409);
    expect(await db.customerMail.count()).toBe(before);

    const from = smtp().to(EMAIL).length;
    const gone = await book(v);
    const res = await v.as(deleteBooking, {
      method: "DELETE",
      params: { id: String(gone.body.id) },
    });
    expect(res.status).toBe(204);
    expect(await queued(gone.body.id)).toEqual([]);
    await sendDueCustomerMails();
    expect(await subjects(from)).toEqual([]);
  });

  it("tries again later when the mail server fails for now, then says sent", async () => {
    const v = await venue();
    const from = smtp().to(EMAIL).length;
    smtp().refuseNext(1, 451);
    const b = await book(v);
    await sendDueCustomerMails();
    const [row] = await queued(b.body.id);
    expect(row).toMatchObject({
      state: "queued",
      attempts: 1,
      lastError: expect.stringMatching(/451/),
    });
    expect(row.dueAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await emailed(v, b.body.id)).toEqual([]);
    expect(await sendDueCustomerMails()).toBe(0); // not due yet

    expect(await sendDueCustomerMails(later(10))).toBe(1);
    expect(await subjects(from)).toEqual([expect.stringContaining("Your booking is confirmed")]);
    expect(await queued(b.body.id)).toMatchObject([{ state: "sent", attempts: 2 }]);
    expect(await emailed(v, b.body.id)).toEqual([expect.stringMatching(/^Sent "/)]);
  });

  it("gives up after the last attempt, with the reason in the history", async () => {
    const v = await venue();
    smtp().refuseNext(MAIL_ATTEMPTS, 451);
    const b = await book(v);
    for (let i = 0; i < MAIL_ATTEMPTS; i++) await sendDueCustomerMails(later(i * 24 * 60));
    expect(await queued(b.body.id)).toMatchObject([
      { state: "failed", attempts: MAIL_ATTEMPTS, finishedAt: expect.any(Date) },
    ]);
    const [entry] = await emailed(v, b.body.id);
    expect(entry).toMatch(/^Not sent "Your booking is confirmed: .*" to lee@example\.com: .*451/);
    smtp().refuseNext(0);
  });

  it("is never sent twice by two senders at once", async () => {
    const v = await venue();
    const from = smtp().to(EMAIL).length;
    const made = [];
    for (let i = 0; i < 12; i++) made.push((await book(v)).body);
    smtp().answerAfter(30);
    try {
      const [a, b] = await Promise.all([sendDueCustomerMails(), sendDueCustomerMails()]);
      expect(a + b).toBe(12);
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
    } finally {
      smtp().answerAfter(0);
    }
    const got = await subjects(from);
    expect(got).toHaveLength(12);
    for (const booking of made) {
      expect(got.filter((s) => s?.includes(`${booking.event_name} (`))).toHaveLength(1);
      expect(await emailed(v, booking.id)).toHaveLength(1);
    }
  });
});
