// Payment reminders (issue 27, decision 093): a customer owing a deposit or a balance is mailed
// once, the venue's days before it falls due, through the durable mail queue; never twice however
// many servers look at once; not when nothing is owed, the venue turned reminders off, or staff
// said not to email the customer.
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";

import * as settings from "@/app/api/tenant/booking-settings/route";
import * as payments from "@/app/api/tenant/bookings/[id]/payments/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import { customerMailSettled } from "@/lib/bookings/customer-notify";
import { db } from "@/lib/db";
import { queueReminders } from "@/lib/payments/reminders";
import { addLocalDays, wallClock } from "@/lib/time";

import { venue } from "./helpers";
import { smtpForFile } from "./smtp";

type Venue = Awaited<ReturnType<typeof venue>>;
const smtp = smtpForFile();

const today = (v: Venue) => wallClock(new Date(), v.tenant.timezone).date;

let n = 0;
async function booked(v: Venue, inDays: number, body: Record<string, unknown> = {}) {
  n += 1;
  const day = addLocalDays(today(v), inDays);
  const made = await v.as(createBooking, {
    body: {
      hall: v.hall.id,
      event_name: `Gala ${n}`,
      customer_name: "Ines Pinto",
      customer_email: `ines-${v.tenant.id}-${n}@example.com`,
      // two hours of their own on the day, so that a test's bookings never clash
      start_time: `${day}T${String(6 + (n % 8) * 2).padStart(2, "0")}:00`,
      end_time: `${day}T${String(7 + (n % 8) * 2).padStart(2, "0")}:30`,
      status: "confirmed",
      price: "1000",
      ...body,
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as { id: number; customer_email: string };
}

const reminders = (v: Venue) =>
  db.customerMail.findMany({
    where: { tenantId: v.tenant.id, kind: "reminder" },
    select: { bookingId: true, reminderKey: true },
    orderBy: { id: "asc" },
  });

describe("payment reminders", () => {
  it("remind once of a deposit falling due, in the venue's currency, with the page's link", async () => {
    const v = await venue();
    await v.as(settings.PATCH, { body: { currency: "EUR", locale: "de-DE", reminder_days: 3 } });
    const due = addLocalDays(today(v), 2);
    const b = await booked(v, 60, { deposit_amount: "300", deposit_due_on: due });
    // Not yet: due in 10 days.
    await booked(v, 61, { deposit_amount: "300", deposit_due_on: addLocalDays(today(v), 10) });
    await customerMailSettled();
    const counts = await Promise.all(Array.from({ length: 10 }, () => queueReminders()));
    expect(counts.reduce((a, c) => a + c, 0)).toBe(1);
    expect(await reminders(v)).toEqual([{ bookingId: b.id, reminderKey: `deposit:${due}` }]);
    expect(await queueReminders()).toBe(0);
    await customerMailSettled();
    const mails = smtp().to(b.customer_email);
    const last = await simpleParser(mails[mails.length - 1].raw);
    expect(last.subject).toBe(
      `Payment reminder: Gala ${n - 1} (${v.tenant.slug.toUpperCase()}-${b.id})`,
    );
    // Intl writes a no-break space between the amount and its sign.
    expect(last.text?.replace(/\u00a0/g, " ")).toContain(
      "The deposit of 300,00 € for your booking of",
    );
    expect(last.text).toMatch(/\/booking\/[\w-]{32}/);
  });

  it("remind of the balance of a confirmed booking, and of nothing paid or unwanted", async () => {
    const v = await venue();
    // The balance is due 14 days before the event; reminded 3 days before that.
    const owing = await booked(v, 16);
    const settled = await booked(v, 17);
    expect(
      (
        await v.as(payments.POST, {
          params: { id: String(settled.id) },
          body: { kind: "payment", amount: "1000", received_on: today(v), method: "cash" },
        })
      ).status,
    ).toBe(201);
    await booked(v, 15, { email_customer: false });
    await booked(v, 16, { status: "tentative" });
    await queueReminders();
    const balanceDue = addLocalDays(today(v), 2);
    expect(await reminders(v)).toEqual([
      { bookingId: owing.id, reminderKey: `balance:${balanceDue}` },
    ]);
    // Turned off by the venue: nothing more.
    await v.as(settings.PATCH, { body: { reminder_days: 0 } });
    await booked(v, 15);
    expect(await queueReminders()).toBe(0);
  });

  it("say what is owed when they go, and nothing once it was paid meanwhile", async () => {
    const v = await venue();
    const due = addLocalDays(today(v), 2);
    const part = await booked(v, 60, { deposit_amount: "300", deposit_due_on: due });
    const paid = await booked(v, 61, { deposit_amount: "300", deposit_due_on: due });
    await customerMailSettled();
    // A mail of each booking held back (a mail server's outage, say): theirs wait behind it.
    const held = await Promise.all(
      [part, paid].map((b) =>
        db.customerMail.create({
          data: {
            tenantId: v.tenant.id,
            bookingId: b.id,
            kind: "changed",
            snapshot: {},
            dueAt: new Date(Date.now() + 3_600_000),
          },
        }),
      ),
    );
    expect(await queueReminders()).toBe(2);
    const pay = (id: number, amount: string) =>
      v.as(payments.POST, {
        params: { id: String(id) },
        body: { kind: "payment", amount, received_on: today(v), method: "cash" },
      });
    expect((await pay(part.id, "100")).status).toBe(201);
    expect((await pay(paid.id, "300")).status).toBe(201);
    await db.customerMail.deleteMany({ where: { id: { in: held.map((m) => m.id) } } });
    await customerMailSettled();
    const states = await db.customerMail.findMany({
      where: { tenantId: v.tenant.id, kind: "reminder" },
      select: { bookingId: true, state: true },
      orderBy: { bookingId: "asc" },
    });
    expect(states).toEqual([
      { bookingId: part.id, state: "sent" },
      { bookingId: paid.id, state: "skipped" },
    ]);
    const texts = await Promise.all(
      smtp()
        .to(part.customer_email)
        .map(async (m) => (await simpleParser(m.raw)).text ?? ""),
    );
    expect(texts.find((t) => t.includes("The deposit of"))).toContain("The deposit of $200.00");
    for (const m of smtp().to(paid.customer_email))
      expect((await simpleParser(m.raw)).subject).not.toContain("Payment reminder");
  });
});
