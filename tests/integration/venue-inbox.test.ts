// A venue's contact messages reach its people: each is mailed to the venue's active Owners and
// Admins (Reply-To the visitor; decision 077), and the console's Inbox lists them with an unread
// count, one read state for the whole venue (decision 078). Another venue's message is a 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as markRead from "@/app/api/tenant/contact-submissions/[id]/mark_read/route";
import * as submissions from "@/app/api/tenant/contact-submissions/route";
import * as unread from "@/app/api/tenant/contact-submissions/unread_count/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { mailLaterSettled } from "@/lib/mail/later";
import { venueContactNotice } from "@/lib/mail/templates/support";

import { addMember, call, createUser, venue, visitorHeaders } from "./helpers";
import { startTestSmtp, type TestSmtp } from "./smtp";

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await mailLaterSettled();
  await smtp.close();
});

const message = {
  name: "Grace Guest",
  email: "grace@example.com",
  subject: "Wedding in June",
  message: "Is the ballroom free on June 1st?\nWe are about 80 guests.",
};
type Venue = Awaited<ReturnType<typeof venue>>;
const post = (v: Venue, body: unknown = message) =>
  call(submissions.POST, { host: `${v.tenant.slug}.localhost`, body, headers: visitorHeaders() });
const header = (raw: string, name: string) =>
  raw.match(new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, "mi"))?.[1].replace(/\r?\n\s+/g, " ");

describe("the mail of a venue's contact message", () => {
  it("goes to the venue's active Owners and Admins only, Reply-To the visitor", async () => {
    const v = await venue(); // its Admin
    const owner = await createUser();
    await addMember(v.tenant.id, owner.id, "Owner");
    const others = await Promise.all([1, 2, 3, 4, 5].map(() => createUser()));
    await addMember(v.tenant.id, others[0].id, "Staff");
    await addMember(v.tenant.id, others[1].id, "Manager");
    await addMember(v.tenant.id, others[2].id, "Admin", "inactive");
    await db.tenantUser.create({
      data: {
        tenantId: v.tenant.id,
        userId: others[3].id,
        role: "Admin",
        status: "pending",
        acceptedAt: null,
      },
    });
    const suspended = await createUser({ isActive: false });
    await addMember(v.tenant.id, suspended.id, "Owner");
    const elsewhere = await venue();
    await addMember(elsewhere.tenant.id, others[4].id, "Owner");
    const before = smtp.received.length;

    expect((await post(v)).status).toBe(201);
    await mailLaterSettled();

    const mails = smtp.received.slice(before);
    expect(mails.flatMap((m) => m.to).sort()).toEqual([owner.email, v.user.email].sort());
    for (const m of mails) {
      expect(m.from).toBe(env().MAIL_FROM.match(/<(.*)>/)?.[1] ?? env().MAIL_FROM);
      expect(header(m.raw, "Reply-To")).toContain(message.email);
      expect(header(m.raw, "Subject")).toContain("Wedding in June");
      expect(m.raw).toContain("We are about 80 guests.");
    }
  });

  it("keeps line breaks out of its headers: refused at the door, folded in the template", async () => {
    const v = await venue();
    const before = smtp.received.length;
    const injected = {
      name: "Eve\r\nBcc: victim@example.com",
      subject: "Hi\r\nBcc: x@example.com",
    };
    const sent = await post(v, { ...message, ...injected });
    expect(sent.status).toBe(400);
    await mailLaterSettled();
    expect(smtp.received.length).toBe(before);
    // Should text with line breaks ever get past the schema, the mail's headers stay one line.
    const mail = venueContactNotice({
      to: v.user.email,
      id: 1,
      visitor: { name: injected.name, email: "eve@example.com\r\nBcc: y@example.com" },
      subject: injected.subject,
      message: message.message,
      venueName: "Venue\nBcc: z@example.com",
      inbox: "http://x.localhost/inbox",
    });
    expect(`${mail.subject}${mail.replyTo}`).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe("Message from your site: Hi Bcc: x@example.com");
  });

  it("never fails the visitor's message: a refusing mail server leaves it stored", async () => {
    const v = await venue();
    smtp.refuseNext(1, 550);
    const sent = await post(v);
    expect(sent.status).toBe(201);
    await mailLaterSettled();
    expect(await db.contactSubmission.count({ where: { tenantId: v.tenant.id } })).toBe(1);
  });

  it("never waits for a slow mail server", async () => {
    const v = await venue();
    smtp.answerAfter(3_000);
    try {
      const started = Date.now();
      expect((await post(v)).status).toBe(201);
      expect(Date.now() - started).toBeLessThan(2_000);
      await mailLaterSettled();
    } finally {
      smtp.answerAfter(0);
    }
  });
});

describe("the Inbox: read and unread", () => {
  it("counts the venue's unread messages; opening one marks it read for the venue", async () => {
    const v = await venue();
    const colleague = await venue(); // another venue's, to check the count is per venue
    const first = await post(v);
    const second = await post(v, { ...message, name: "Second" });
    await post(colleague);
    expect(first.body.read_at).toBeNull();
    expect((await v.as(unread.GET)).body).toEqual({ unread_count: 2 });

    const read = await v.as(markRead.POST, { params: { id: String(first.body.id) } });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: first.body.id, name: "Grace Guest" });
    expect(read.body.read_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await v.as(unread.GET)).body).toEqual({ unread_count: 1 });
    // Opened again: still read, the first time kept.
    const again = await v.as(markRead.POST, { params: { id: String(first.body.id) } });
    expect(again.body.read_at).toBe(read.body.read_at);

    // Read for the venue: another Admin of it sees it read too.
    const admin2 = await createUser();
    await addMember(v.tenant.id, admin2.id, "Admin");
    const list = (await v.as(submissions.GET)).body;
    expect(list.map((m) => [m.id, m.read_at !== null])).toEqual([
      [second.body.id, false],
      [first.body.id, true],
    ]);
    expect((await colleague.as(unread.GET)).body).toEqual({ unread_count: 1 });
  });

  it("answers 404 for another venue's message and leaves it unread", async () => {
    const a = await venue();
    const b = await venue();
    const secret = await post(a);
    const res = await b.as(markRead.POST, { params: { id: String(secret.body.id) } });
    expect(res.status).toBe(404);
    expect((await a.as(unread.GET)).body).toEqual({ unread_count: 1 });
  });

  it("answers a malformed id 404, Staff 403 and visitors 401", async () => {
    const v = await venue();
    const staff = await venue({ role: "Staff" });
    expect(await v.as(markRead.POST, { params: { id: "abc" } })).toMatchObject({ status: 404 });
    expect((await staff.as(unread.GET)).status).toBe(403);
    expect((await staff.as(markRead.POST, { params: { id: "1" } })).status).toBe(403);
    expect((await call(unread.GET, { host: `${v.tenant.slug}.localhost` })).status).toBe(401);
  });
});
