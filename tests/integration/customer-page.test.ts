// A customer's own booking page (issue 27, decision 092): the link in every customer mail opens
// the booking it was sent about, and nothing else; a wrong, revoked, expired or other venue's
// link is the same 404; confirming, releasing and writing work as forms, each in the booking's
// history with a notice to the venue, and the rules are checked again when the form is sent.
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";

import * as confirm from "@/app/api/public/booking-page/[token]/confirm/route";
import * as ics from "@/app/api/public/booking-page/[token]/ics/route";
import * as message from "@/app/api/public/booking-page/[token]/message/route";
import * as release from "@/app/api/public/booking-page/[token]/release/route";
import * as settings from "@/app/api/tenant/booking-settings/route";
import * as revokeLinks from "@/app/api/tenant/bookings/[id]/links/revoke/route";
import * as shareLink from "@/app/api/tenant/bookings/[id]/links/route";
import * as payments from "@/app/api/tenant/bookings/[id]/payments/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import { customerMailSettled } from "@/lib/bookings/customer-notify";
import { customerBookingPage } from "@/lib/customer-page/page";
import { db } from "@/lib/db";

import { addMember, call, createUser, tokenFor, venue } from "./helpers";
import { smtpForFile } from "./smtp";

type Venue = Awaited<ReturnType<typeof venue>>;
const smtp = smtpForFile();

let day = 0;
/**
 * A booking of a customer's own address, and the page link its first mail (its confirmation)
 * carried; held afterwards when asked (staff's held bookings send no mail of their own).
 */
async function booked(v: Venue, asked: Record<string, unknown> = {}) {
  const { status, ...body } = asked;
  day += 1;
  const email = `guest-${v.tenant.id}-${day}@example.com`;
  const date = `2031-09-${String(day).padStart(2, "0")}`;
  const made = await v.as(createBooking, {
    body: {
      hall: v.hall.id,
      event_name: "Lima birthday",
      customer_name: "Rui Lima",
      customer_email: email,
      start_time: `${date}T18:00`,
      end_time: `${date}T23:00`,
      status: "confirmed",
      price: "800",
      ...body,
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = (made.body as { id: number }).id;
  await customerMailSettled();
  const [mail] = smtp().to(email);
  const parsed = await simpleParser(mail.raw);
  const link = /http:\/\/[^/\s]+\/booking\/([A-Za-z0-9_-]{32})/.exec(parsed.text ?? "");
  expect(link, parsed.text).not.toBeNull();
  if (status === "tentative")
    await db.booking.update({ where: { id }, data: { status: "tentative" } });
  return { id, token: link![1], email };
}

const on = (v: Venue) => ({ host: `${v.tenant.slug}.localhost` });

/** A token of a new Staff member of the venue. */
async function staffToken(v: Venue) {
  const user = await createUser();
  await addMember(v.tenant.id, user.id, "Staff");
  return tokenFor(user.uuid, v.tenant.slug);
}
const act = (
  v: Venue,
  route: { POST: Parameters<typeof call>[0] },
  token: string,
  body?: unknown,
) => call(route.POST, { ...on(v), params: { token }, body });

describe("a customer's booking page", () => {
  it("opens from the mail's link with the booking, what is due and its mails", async () => {
    const v = await venue();
    const { id, token } = await booked(v, { deposit_amount: "200", deposit_due_on: "2031-06-01" });
    const page = await customerBookingPage(v.tenant, token);
    expect(page).toMatchObject({
      booking: { id, status: "confirmed", hallName: "Grand Hall" },
      title: "Lima birthday",
      money: {
        price: "800.00",
        balance: "800.00",
        deposit: { amount: "200.00", owed: "200.00", due: true },
      },
      actions: { confirm: false, release: false, message: true },
    });
    expect(page!.mails.map((m) => m.kind)).toEqual(["confirmed"]);
    const file = await call(ics.GET, { ...on(v), params: { token } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(file.text).toContain(`UID:booking-${id}@`);
  });

  it("gives Owners and Admins a new link to pass on, which revoking takes back", async () => {
    const v = await venue();
    const other = await venue();
    const held = await booked(v, { status: "tentative" });
    const made = await v.as(shareLink.POST, { params: { id: String(held.id) } });
    expect(made.status).toBe(200);
    const { url } = made.body as { url: string };
    const link = new URL(url);
    expect(link.hostname).toBe(`${v.tenant.slug}.localhost`);
    const token = link.pathname.replace("/booking/", "");
    expect((await customerBookingPage(v.tenant, token))?.booking.id).toBe(held.id);
    expect((await other.as(shareLink.POST, { params: { id: String(held.id) } })).status).toBe(404);
    // Staff may not.
    const byStaff = await v.as(shareLink.POST, {
      params: { id: String(held.id) },
      token: await staffToken(v),
    });
    expect(byStaff.status).toBe(403);
    await v.as(revokeLinks.POST, { params: { id: String(held.id) } });
    expect(await customerBookingPage(v.tenant, token)).toBeNull();
  });

  it("is the same 404 for a wrong, revoked, expired or another venue's link", async () => {
    const v = await venue();
    const other = await venue();
    const { id, token } = await booked(v);
    const revoked = await booked(v);
    const expired = await booked(v);
    const byStaff = await v.as(revokeLinks.POST, { params: { id: String(revoked.id) } });
    expect(byStaff.body).toEqual({ revoked: 1 });
    // Not another venue's booking.
    const foreign = await other.as(revokeLinks.POST, { params: { id: String(id) } });
    expect(foreign.status).toBe(404);
    await db.bookingLink.updateMany({
      where: { tenantId: v.tenant.id, bookingId: expired.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const wrong = token.replace(/^./, (c) => (c === "A" ? "B" : "A"));
    for (const t of [wrong, revoked.token, expired.token, "short", "../../etc/passwd"])
      expect(await customerBookingPage(v.tenant, t)).toBeNull();
    // Another venue's host does not open this venue's link.
    expect(await customerBookingPage(other.tenant, token)).toBeNull();
    for (const [tenant, t] of [
      [other, token],
      [v, revoked.token],
      [v, "x".repeat(32)],
    ] as const) {
      const file = await call(ics.GET, { ...on(tenant), params: { token: t } });
      expect(file.status).toBe(404);
      expect(file.body).toEqual({ detail: "Not found." });
      expect((await act(tenant, release, t)).status).toBe(404);
    }
    const still = await db.booking.findFirstOrThrow({ where: { id }, select: { status: true } });
    expect(still.status).toBe("confirmed");
  });

  it("lets the customer confirm a held date when the venue allows it and no deposit is owed", async () => {
    const v = await venue();
    const held = await booked(v, { status: "tentative" });
    // Not allowed by the venue: back to the page, saying so, the booking as it was.
    const refused = await act(v, confirm, held.token);
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe(`/booking/${held.token}?problem=changed`);
    await v.as(settings.PATCH, { body: { customer_self_confirm: true } });
    const owing = await booked(v, { status: "tentative", deposit_amount: "100" });
    expect((await customerBookingPage(v.tenant, owing.token))!.actions).toEqual({
      confirm: false,
      release: true,
      message: true,
    });
    expect((await act(v, confirm, owing.token)).headers.get("location")).toContain("problem");
    await customerMailSettled();
    const mailsBefore = smtp().to(held.email).length;
    const done = await act(v, confirm, held.token);
    expect(done.headers.get("location")).toBe(`/booking/${held.token}?done=confirmed`);
    const row = await db.booking.findFirstOrThrow({ where: { id: held.id } });
    expect([row.status, row.holdUntil]).toEqual(["confirmed", null]);
    const history = await db.bookingChange.findFirstOrThrow({
      where: { tenantId: v.tenant.id, bookingId: held.id, action: "customer" },
    });
    expect([history.userId, history.changes]).toEqual([
      null,
      { status: ["tentative", "confirmed"] },
    ]);
    const notice = await db.notification.findFirstOrThrow({
      where: { tenantId: v.tenant.id, userId: v.user.id },
      orderBy: { id: "desc" },
    });
    expect(notice.message).toBe('The customer confirmed "Lima birthday".');
    // The customer is mailed the confirmation, with a calendar file that says so.
    await customerMailSettled();
    const mails = smtp().to(held.email);
    expect(mails.length).toBe(mailsBefore + 1);
    const last = await simpleParser(mails[mails.length - 1].raw);
    expect(last.subject).toContain("Your booking is confirmed: Lima birthday");
    // With what it costs and owes as it goes out.
    expect(last.text).toContain("Price: $800.00");
    expect(last.text).toMatch(/Balance: \$800\.00 due by \w+day, /);
    // Once confirmed, a second press changes nothing.
    expect((await act(v, confirm, held.token)).headers.get("location")).toContain("problem");
  });

  it("leaves a held date paid towards to the venue: the customer writes instead", async () => {
    const v = await venue();
    const held = await booked(v, { status: "tentative" });
    const pay = (kind: string, amount: string) =>
      v.as(payments.POST, {
        params: { id: String(held.id) },
        body: { kind, amount, received_on: "2031-01-02", method: "cash" },
      });
    expect((await pay("payment", "100")).status).toBe(201);
    const page = await customerBookingPage(v.tenant, held.token);
    expect(page?.actions).toMatchObject({ release: false, message: true });
    expect((await act(v, release, held.token)).headers.get("location")).toContain(
      "problem=changed",
    );
    expect((await db.booking.findUniqueOrThrow({ where: { id: held.id } })).status).toBe(
      "tentative",
    );
    // Refunded in full, it is theirs to release again.
    expect((await pay("refund", "100")).status).toBe(201);
    expect((await act(v, release, held.token)).headers.get("location")).toContain("done=released");
  });

  it("lets the customer release a held date, and write to the venue's inbox", async () => {
    const v = await venue();
    const held = await booked(v, { status: "tentative" });
    expect((await act(v, release, held.token)).headers.get("location")).toBe(
      `/booking/${held.token}?done=released`,
    );
    expect((await db.booking.findFirstOrThrow({ where: { id: held.id } })).status).toBe(
      "cancelled",
    );
    const form = new FormData();
    form.set("message", "Could we start at 19:00 instead?");
    const sent = await act(v, message, held.token, form);
    expect(sent.headers.get("location")).toBe(`/booking/${held.token}?done=sent`);
    const inbox = await db.contactSubmission.findFirstOrThrow({
      where: { tenantId: v.tenant.id, bookingId: held.id },
    });
    expect(inbox).toMatchObject({
      name: "Rui Lima",
      email: held.email,
      subject: `About booking ${v.tenant.slug.toUpperCase()}-${held.id}`,
      message: "Could we start at 19:00 instead?",
    });
    const empty = new FormData();
    empty.set("message", "   ");
    expect((await act(v, message, held.token, empty)).headers.get("location")).toBe(
      `/booking/${held.token}?problem=message`,
    );
  });

  it("names a visitor's enquiry in the venue's words, never the visitor's typing", async () => {
    const v = await venue();
    const b = await booked(v);
    await db.booking.update({
      where: { id: b.id },
      data: { source: "public", eventName: "Call +1 555 0100 to pay" },
    });
    const page = await customerBookingPage(v.tenant, b.token);
    expect(page!.title).toBe(`Your event at ${v.tenant.name}`);
  });
});
