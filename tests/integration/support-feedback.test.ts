// Ratings, feedback, the staff's answer to a contact message, and reply attachments (spec §7
// Support): ratings 1-5 by the ticket's venue; feedback read by staff only; send-email through a
// real SMTP server; attachments checked by their bytes and readable only by the venue and staff.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as contactForm from "@/app/api/support/contact-form/route";
import * as feedback from "@/app/api/support/feedback/route";
import * as sendEmail from "@/app/api/support/send-email/route";
import * as attachment from "@/app/api/support/tickets/[id]/attachments/[attachmentId]/route";
import * as rate from "@/app/api/support/tickets/[id]/feedback/route";
import * as replies from "@/app/api/support/tickets/[id]/replies/route";
import * as tickets from "@/app/api/support/tickets/route";
import { REQUIRED } from "@/lib/core/schemas";
import { db } from "@/lib/db";
import {
  ATTACHMENT_TOO_LARGE,
  ATTACHMENT_WRONG_TYPE,
  EMAIL_FAILED,
  emailSent,
  RATING_NOT_ALLOWED,
  RATING_REQUIRED,
} from "@/lib/support/messages";

import { call, venue, visitorHeaders } from "./helpers";
import { minimalPdf, outsiders, providerStaffMember, windowsExecutable } from "./jobs-support";
import { startTestSmtp, type TestSmtp } from "./smtp";

let smtp: TestSmtp;
let staff: Awaited<ReturnType<typeof providerStaffMember>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  staff = await providerStaffMember();
});
afterAll(() => smtp.close());

async function ticketOf(v: Awaited<ReturnType<typeof venue>>) {
  const res = await v.as(tickets.POST, { body: { subject: "Wi-Fi", description: "Down again." } });
  return { ticket: res.body, params: { id: String(res.body.id) } };
}

describe("POST /api/support/tickets/{id}/feedback/", () => {
  it("rates a ticket 1 to 5 by its venue; a new rating replaces the member's earlier one", async () => {
    const v = await venue();
    const { ticket, params } = await ticketOf(v);
    const first = await v.as(rate.POST, { params, body: { rating: 4 } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ rating: 4, ticket: ticket.id, tenant: v.tenant.slug });
    await v.as(rate.POST, { params, body: { rating: "5" } });
    const rows = await db.feedback.findMany({ where: { ticketId: ticket.id } });
    expect(rows.map((r) => r.rating)).toEqual([5]);
    expect(
      (await db.notification.findMany({ where: { userId: staff.user.id } })).at(-1)?.message,
    ).toBe(`Ticket #${ticket.id} was rated 5 of 5.`);
  });

  it("refuses no rating, out of range, staff and another venue", async () => {
    const v = await venue();
    const { params } = await ticketOf(v);
    for (const rating of [undefined, "", 0, 6, 2.5, "x"]) {
      const res = await v.as(rate.POST, { params, body: { rating } });
      expect(res.status, String(rating)).toBe(400);
      expect(res.body).toEqual({ rating: [RATING_REQUIRED] });
    }
    const byStaff = await call(rate.POST, { token: staff.token, params, body: { rating: 5 } });
    expect(byStaff.status).toBe(403);
    expect(byStaff.body.detail).toBe(RATING_NOT_ALLOWED);
    const other = await venue();
    expect((await other.as(rate.POST, { params, body: { rating: 5 } })).status).toBe(404);
  });
});

describe("POST, GET /api/support/feedback/", () => {
  it("stores feedback (rating 5 by default) that only staff read", async () => {
    const v = await venue({ role: "Staff" });
    const sent = await v.as(feedback.POST, { body: { comment: "Great service" } });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ rating: 5, comment: "Great service", tenant: v.tenant.slug });
    const missing = await v.as(feedback.POST, { body: { rating: 9, comment: " " } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ rating: [RATING_REQUIRED], comment: [REQUIRED] });

    const list = await call(feedback.GET, { token: staff.token });
    expect(list.status).toBe(200);
    expect(list.body.map((f) => f.id)).toContain(sent.body.id);
    for (const { who, o, status } of await outsiders())
      expect((await call(feedback.GET, o)).status, who).toBe(status);
  });
});

describe("POST /api/support/send-email/", () => {
  it("mails staff's answer to a contact message, or says it failed (502)", async () => {
    const email = `visitor-${Date.now()}@example.com`;
    const msg = await call(contactForm.POST, {
      headers: visitorHeaders(),
      body: { name: "Vera", email, subject: "Pricing", message: "How much is it?" },
    });
    const body = { contact_form_id: msg.body.id, message: "It is free to try.\n\nThe team" };
    const ok = await call(sendEmail.POST, { token: staff.token, body });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ detail: emailSent(email), email });
    const [mail] = smtp.to(email);
    expect(mail.raw).toContain("Subject: Re: Pricing");
    expect(mail.raw).toContain("It is free to try.");

    smtp.refuseNext();
    const failed = await call(sendEmail.POST, { token: staff.token, body });
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ detail: EMAIL_FAILED });

    const invalid = await call(sendEmail.POST, { token: staff.token, body: { message: " " } });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body).sort()).toEqual(["contact_form_id", "message"]);
    const unknown = await call(sendEmail.POST, {
      token: staff.token,
      body: { ...body, contact_form_id: 2_000_000_000 },
    });
    expect(unknown.status).toBe(404);
    for (const { who, o, status } of await outsiders())
      expect((await call(sendEmail.POST, { ...o, body })).status, who).toBe(status);
  });
});

describe("reply attachments", () => {
  const form = (files: { bytes: Buffer; name: string; type?: string }[]) => {
    const f = new FormData();
    f.set("message", "See attached");
    for (const file of files)
      f.append(
        "attachments",
        new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "" }),
      );
    return f;
  };

  it("stores a PDF and serves it to the venue and staff only", async () => {
    const v = await venue();
    const { ticket, params } = await ticketOf(v);
    const res = await v.as(replies.POST, {
      params,
      body: form([{ bytes: minimalPdf(), name: "invoice.pdf" }]),
    });
    expect(res.status).toBe(201);
    const [file] = res.body.attachments;
    expect(file).toMatchObject({ name: "invoice.pdf", content_type: "application/pdf" });
    expect(file.file).toBe(`/api/support/tickets/${ticket.id}/attachments/${file.id}/`);
    const fileParams = { id: String(ticket.id), attachmentId: String(file.id) };

    const mine = await v.as(attachment.GET, { params: fileParams });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect((await call(attachment.GET, { token: staff.token, params: fileParams })).status).toBe(
      200,
    );
    const other = await venue();
    expect((await other.as(attachment.GET, { params: fileParams })).status).toBe(404);
    expect((await call(attachment.GET, { params: fileParams })).status).toBe(401);
    const row = await db.ticketAttachment.findUniqueOrThrow({ where: { id: file.id } });
    expect(row.fileKey.startsWith("private/tickets/")).toBe(true);
  });

  it("refuses a file that is not an image or PDF by its bytes, or over 10 MB, and writes nothing", async () => {
    const v = await venue();
    const { ticket, params } = await ticketOf(v);
    const exe = await v.as(replies.POST, {
      params,
      body: form([{ bytes: windowsExecutable(), name: "photo.pdf", type: "application/pdf" }]),
    });
    expect(exe.status).toBe(400);
    expect(exe.body).toEqual({ attachments: [ATTACHMENT_WRONG_TYPE] });
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const large = await v.as(replies.POST, {
      params,
      body: form([{ bytes: big, name: "big.pdf" }]),
    });
    expect(large.status).toBe(400);
    expect(large.body).toEqual({ attachments: [ATTACHMENT_TOO_LARGE] });
    expect(await db.ticketReply.count({ where: { ticketId: ticket.id } })).toBe(0);
  });
});
