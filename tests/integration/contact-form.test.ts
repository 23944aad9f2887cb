// The company site's contact form (spec §7 /api/support/contact-form/): anyone sends a message, it
// is stored for the provider (tenant null) and mailed to PROVIDER_EMAIL with Reply-To the
// visitor; only the provider's staff list them; a refused mail keeps the message; at most five
// messages per client address in ten minutes, shared with the security report and the venues'
// contact forms.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import * as contactForm from "@/app/api/support/contact-form/route";
import * as securityReport from "@/app/api/support/security-report/route";
import * as venueContact from "@/app/api/tenant/contact-submissions/route";
import { COMPANY } from "@/lib/core/company";
import { db } from "@/lib/db";

import { call, createUser, tokenFor, venue, visitorHeaders } from "./helpers";
import { startTestSmtp, type TestSmtp } from "./smtp";

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.close());

const message = {
  name: "Grace Guest",
  email: "grace@example.com",
  subject: "A demo for our venue",
  message: "We run three halls <b>downtown</b>. Could we see HallBook?",
};
const send = (body: unknown, headers = visitorHeaders()) =>
  call(contactForm.POST, { body, headers });

describe("POST /api/support/contact-form/", () => {
  it("stores an anonymous message for the provider and mails a notice, Reply-To the visitor", async () => {
    const sent = await send(message);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ ...message, tenant: null, id: expect.any(Number) });
    expect(sent.body.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const row = await db.contactSubmission.findUniqueOrThrow({ where: { id: sent.body.id } });
    expect(row).toMatchObject({ tenantId: null, subject: message.subject });

    const [mail] = smtp.to(COMPANY.email);
    expect(mail.raw).toContain("Subject: Contact message: A demo for our venue");
    expect(mail.raw).toMatch(/^Reply-To: grace@example\.com/m);
    expect(mail.raw).toContain("From: Grace Guest <grace@example.com>");
    expect(mail.raw).toContain(`contact message #${sent.body.id}`);
    // the visitor's text is escaped in the HTML part
    expect(mail.raw).toContain("&lt;b&gt;downtown&lt;/b&gt;");
  });

  it("takes a message without a subject, and a plain form post", async () => {
    const before = smtp.received.length;
    const sent = await call(contactForm.POST, {
      headers: { ...visitorHeaders(), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "Sam",
        email: "sam@example.com",
        message: "Hi",
      }).toString(),
    });
    expect(sent).toMatchObject({ status: 201, body: { subject: "", name: "Sam" } });
    expect(smtp.received[before].raw).toContain("Subject: Contact message from Sam");
  });

  it("refuses missing fields and a bad email with field errors (spec §5), storing nothing", async () => {
    const count = await db.contactSubmission.count();
    expect(await send({})).toMatchObject({
      status: 400,
      body: {
        name: ["This field is required."],
        email: ["This field is required."],
        message: ["This field is required."],
      },
    });
    const bad = await send({ ...message, email: "not-an-email", message: "  " });
    expect(bad.body).toEqual({
      email: ["Enter a valid email address."],
      message: ["This field is required."],
    });
    expect(await db.contactSubmission.count()).toBe(count);
  });

  it("keeps the message, and answers 201, when the mail server refuses the notice", async () => {
    const logged = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      smtp.refuseNext();
      const sent = await send({ ...message, name: "Refused Mail" });
      expect(sent.status).toBe(201);
      expect(await db.contactSubmission.count({ where: { name: "Refused Mail" } })).toBe(1);
      expect(String(logged.mock.calls.at(-1)?.[0])).toContain("not sent; it is stored");
    } finally {
      logged.mockRestore();
    }
  });

  it("answers 429 after five messages from one address in ten minutes, whichever form", async () => {
    const headers = visitorHeaders();
    const v = await venue();
    for (let i = 0; i < 3; i++) expect((await send(message, headers)).status).toBe(201);
    const report = { name: "Rita", email: "rita@example.com", message: "XSS in the footer" };
    expect((await call(securityReport.POST, { body: report, headers })).status).toBe(201);
    const venueMessage = { name: "Gus", email: "gus@example.com", message: "Free on May 1st?" };
    expect(
      (
        await call(venueContact.POST, {
          host: `${v.tenant.slug}.localhost`,
          body: venueMessage,
          headers,
        })
      ).status,
    ).toBe(201);
    const refused = await send({ ...message, name: "Sixth" }, headers);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(
      /^Too many messages from your network\. Please try again in (9|10) minutes\.$/,
    );
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(await db.contactSubmission.count({ where: { name: "Sixth" } })).toBe(0);
    // another address is not held back; nor is this one once its hits are older than the window
    expect((await send(message)).status).toBe(201);
    await db.rateLimitHit.updateMany({
      where: { key: "ip:" + headers["x-forwarded-for"].split(",")[0] },
      data: { createdAt: new Date(Date.now() - 11 * 60 * 1000) },
    });
    expect((await send({ ...message, name: "Sixth" }, headers)).status).toBe(201);
  });
});

describe("the message limit over IPv6", () => {
  it("counts one /64 as one address: a household cannot take a new address per message", async () => {
    const v = await venue();
    const net = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    const from = (i: number) => ({ "x-forwarded-for": `${net}::${i.toString(16)}` });
    const post = (i: number) =>
      call(venueContact.POST, {
        host: `${v.tenant.slug}.localhost`,
        body: { name: `Six${i}`, email: "six@example.com", message: "Free on May 1st?" },
        headers: from(i),
      });
    for (let i = 1; i <= 5; i++) expect((await post(i)).status).toBe(201);
    expect((await post(6)).status).toBe(429);
    // Another /64 is another household.
    const other = await call(venueContact.POST, {
      host: `${v.tenant.slug}.localhost`,
      body: { name: "Other", email: "other@example.com", message: "Hello" },
      headers: { "x-forwarded-for": `${net.slice(0, -1)}8::1` },
    });
    expect(other.status).toBe(201);
  });
});

describe("GET /api/support/contact-form/", () => {
  it("lists the provider's messages newest first to its staff, never a venue's", async () => {
    const staff = await createUser({ system: true });
    const token = await tokenFor(staff.uuid, null);
    const v = await venue();
    await call(venueContact.POST, {
      host: `${v.tenant.slug}.localhost`,
      headers: visitorHeaders(),
      body: { ...message, message: "For the venue only" },
    });
    const first = await send({ ...message, name: "First" });
    const second = await send({ ...message, name: "Second" });
    const list = await call(contactForm.GET, { token });
    expect(list.status).toBe(200);
    expect(list.body.slice(0, 2)).toEqual([second.body, first.body]);
    expect(list.body.every((m) => m.tenant === null)).toBe(true);
    expect(JSON.stringify(list.body)).not.toContain("For the venue only");
  });

  it("is for the provider's staff: 401 anonymous, 403 with a venue's token or for a venue user", async () => {
    const v = await venue();
    expect((await call(contactForm.GET)).status).toBe(401);
    expect((await call(contactForm.GET, { token: v.token })).status).toBe(403);
    const forged = await tokenFor(v.user.uuid, null);
    expect(await call(contactForm.GET, { token: forged })).toMatchObject({
      status: 403,
      body: { detail: "This account belongs to a venue. Please sign in on your venue's site." },
    });
  });
});
