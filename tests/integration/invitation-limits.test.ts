// Invitations cost a venue: at most 30 an hour from one venue, and 3 a day from one venue to one
// email, counted in PostgreSQL. A refused invitation answers 429 with Retry-After,
// writes nothing and mails nothing, and the answer does not tell whether the email has an account
// (docs/decisions/048-accounts-and-memberships.md).
import fs from "node:fs";

import { describe, expect, it } from "vitest";

import { DELETE as removeMember } from "@/app/api/tenant/user-details/[id]/route";
import { POST as addMember } from "@/app/api/tenant/user-details/route";
import { db } from "@/lib/db";
import { outboxDir } from "@/lib/mail";

import { createUser, venue } from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;
let n = 0;
const freshEmail = () => `limit-${Date.now().toString(36)}-${n++}@example.com`;
const invite = (v: Venue, email: string) =>
  v.as(addMember, { body: { tenant_specific_email: email, name: "Someone" } });
const withdraw = (v: Venue, id: number) =>
  v.as(removeMember, { method: "DELETE", params: { id: String(id) } });
const outbox = () => (fs.existsSync(outboxDir()) ? fs.readdirSync(outboxDir()).length : 0);

/** What a refused invitation changed: members, accounts and mail, before and after. */
async function footprint(email: string) {
  return {
    members: await db.tenantUser.count(),
    accounts: await db.user.count({ where: { email } }),
    mails: outbox(),
  };
}

describe("invitations from one venue", () => {
  it("are limited to 30 an hour, inviting and withdrawing included", async () => {
    const v = await venue();
    for (let i = 0; i < 30; i++) {
      const res = await invite(v, freshEmail());
      expect(res.status, `invitation ${i + 1}`).toBe(201);
      // Withdrawing gives nothing back: each invitation was a mail.
      if (i % 2) expect((await withdraw(v, res.body.id)).status).toBeLessThan(300);
    }
    const email = freshEmail();
    const before = await footprint(email);
    const refused = await invite(v, email);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Too many invitations from this venue\. .*minute/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await footprint(email)).toEqual(before);
    // Another venue is not held back.
    expect((await invite(await venue(), freshEmail())).status).toBe(201);
  }, 60_000);
});

describe("invitations to one email", () => {
  it("are limited to 3 a day from one venue, the same for an account or none", async () => {
    const existing = await createUser();
    const answers = [];
    for (const email of [freshEmail(), existing.email]) {
      const v = await venue();
      for (let i = 0; i < 3; i++) {
        const res = await invite(v, email);
        expect(res.status, `${email}: invitation ${i + 1}`).toBe(201);
        expect((await withdraw(v, res.body.id)).status).toBeLessThan(300);
      }
      const before = await footprint(email);
      const hitsBefore = await db.rateLimitHit.count({ where: { key: `tenant:${v.tenant.id}` } });
      const refused = await invite(v, email);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await footprint(email)).toEqual(before);
      // Refused by the email's limit, it used up none of the venue's.
      expect(await db.rateLimitHit.count({ where: { key: `tenant:${v.tenant.id}` } })).toBe(
        hitsBefore,
      );
      answers.push({ status: refused.status, text: refused.text });
      // The same email in capitals is the same email.
      expect((await invite(v, email.toUpperCase())).status).toBe(429);
      // Another venue is not held back: one venue cannot keep a person from every other's team,
      // and its refusal would tell that someone else had invited them.
      expect((await invite(await venue(), email)).status).toBe(201);
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0].text).toMatch(/Too many invitations to this email\. .*hour/);
  }, 60_000);

  it("does not count an invitation refused because the email is already in the team", async () => {
    const v = await venue();
    const email = freshEmail();
    expect((await invite(v, email)).status).toBe(201);
    for (let i = 0; i < 4; i++) expect((await invite(v, email)).status).toBe(409);
    expect((await invite(await venue(), email)).status).toBe(201);
  });
});
