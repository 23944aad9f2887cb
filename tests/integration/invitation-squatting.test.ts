// A venue cannot squat an email: an account an invitation made, and nobody ever used, goes with
// its invitation when the venue withdraws it or the person declines it; an invited person who
// never had a password of their own is told how to get one ('Forgot password?' on the venue's
// site, which serves a pending invitation); and provisioning a venue for such an account names it
// as the provider's staff typed (docs/decisions/048-accounts-and-memberships.md).
import { describe, expect, it } from "vitest";

import { POST as confirmReset } from "@/app/api/password-reset/confirm/route";
import { POST as askReset } from "@/app/api/password-reset/route";
import { POST as register } from "@/app/api/public/register/route";
import { POST as answer } from "@/app/api/tenant/invitation/route";
import { DELETE as removeMember } from "@/app/api/tenant/user-details/[id]/route";
import { POST as addMember } from "@/app/api/tenant/user-details/route";
import { POST as token } from "@/app/api/token/route";
import { RESET_LINK_SENT } from "@/lib/auth/forgot-password-schemas";
import { db } from "@/lib/db";
import { mailLaterSettled } from "@/lib/mail/later";

import { call, createUser, mailTo, tokenFor, venue, visitorHeaders } from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;
let n = 0;
const freshEmail = () => `squat-${Date.now().toString(36)}-${n++}@example.com`;
const host = (v: Venue) => `${v.tenant.slug}.localhost`;
const invite = async (v: Venue, email: string, name = "HallBook Security Team") => {
  const res = await v.as(addMember, { body: { tenant_specific_email: email, name } });
  expect(res.status).toBe(201);
  return res.body.id as number;
};
const withdraw = async (v: Venue, id: number) =>
  (await v.as(removeMember, { method: "DELETE", params: { id: String(id) } })).status;
const reply = (v: Venue, email: string, password: string, choice: "accept" | "decline") =>
  call(answer, {
    host: host(v),
    headers: visitorHeaders(),
    body: { email, password, answer: choice },
  });
const temporaryPassword = (email: string) =>
  /temporary password: (\S+)/.exec(mailTo(email))?.[1] ?? "";
const accountOf = (email: string) => db.user.findUnique({ where: { email } });

describe("an invitation withdrawn or declined before its new account was used", () => {
  it("withdrawn: the account goes, and another venue's invitation makes the person a new one", async () => {
    const squatter = await venue();
    const b = await venue();
    const email = freshEmail();
    const id = await invite(squatter, email);
    expect(await accountOf(email)).not.toBeNull();
    expect(await withdraw(squatter, id)).toBeLessThan(300);
    expect(await accountOf(email)).toBeNull();
    // The email is free: the next venue's invitation makes the account, with its own password
    // mailed and the name that venue typed.
    await invite(b, email, "Rita Real");
    const password = temporaryPassword(email);
    expect(password).toHaveLength(14);
    expect((await reply(b, email, password, "accept")).status).toBe(200);
    expect(await accountOf(email)).toMatchObject({ name: "Rita Real" });
  });

  it("declined: the account goes with the invitation", async () => {
    const v = await venue();
    const email = freshEmail();
    await invite(v, email);
    const res = await reply(v, email, temporaryPassword(email), "decline");
    expect(res.status).toBe(200);
    expect(await accountOf(email)).toBeNull();
    expect(await db.tenantUser.count({ where: { tenantId: v.tenant.id } })).toBe(1);
  });

  const USES: Record<string, (userId: number, other: Venue) => Promise<unknown>> = {
    "has signed in": (id) => db.user.update({ where: { id }, data: { lastLoginAt: new Date() } }),
    "has chosen a password": (id) =>
      db.user.update({ where: { id }, data: { passwordHash: "chosen", mustResetPassword: false } }),
    "is provider staff": (id) => db.user.update({ where: { id }, data: { isStaff: true } }),
    "is a system user": (id) => db.user.update({ where: { id }, data: { userType: "SYSTEM" } }),
    "is invited by another venue too": async (id, other) =>
      invite(other, (await db.user.findUniqueOrThrow({ where: { id } })).email),
  };
  for (const [use, apply] of Object.entries(USES))
    it(`keeps an account an invitation made that ${use}`, async () => {
      const v = await venue();
      const other = await venue();
      const email = freshEmail();
      const id = await invite(v, email);
      const account = await db.user.findUniqueOrThrow({ where: { email } });
      await apply(account.id, other);
      expect(await withdraw(v, id)).toBeLessThan(300);
      expect(await accountOf(email)).not.toBeNull();
    });

  it("keeps an account it did not make, even one that never chose a password", async () => {
    const v = await venue();
    const owner = await createUser();
    await db.user.update({ where: { id: owner.id }, data: { mustResetPassword: true } });
    await db.$executeRaw`UPDATE users SET password_chosen_at = NULL WHERE id = ${owner.id}`;
    const id = await invite(v, owner.email);
    expect(await withdraw(v, id)).toBeLessThan(300);
    expect(await accountOf(owner.email)).not.toBeNull();
  });

  it("keeps an account that accepted an invitation elsewhere, and its membership there", async () => {
    const a = await venue();
    const b = await venue();
    const email = freshEmail();
    await invite(a, email);
    expect((await reply(a, email, temporaryPassword(email), "accept")).status).toBe(200);
    const id = await invite(b, email);
    expect(await withdraw(b, id)).toBeLessThan(300);
    const account = await db.user.findUniqueOrThrow({ where: { email } });
    const memberships = await db.tenantUser.findMany({ where: { userId: account.id } });
    expect(memberships.map((m) => [m.tenantId, m.status])).toEqual([[a.tenant.id, "active"]]);
  });
});

describe("another venue inviting the email while its last invitation is withdrawn", () => {
  it("keeps that invitation in every trial: the account stays, or a new one is made", async () => {
    const a = await venue();
    const b = await venue();
    const lost: string[] = [];
    for (let trial = 0; trial < 12; trial++) {
      const email = freshEmail();
      const id = await invite(a, email);
      const [withdrawn, invited] = await Promise.all([
        withdraw(a, id),
        b.as(addMember, { body: { tenant_specific_email: email } }),
      ]);
      expect(withdrawn).toBeLessThan(300);
      const account = await accountOf(email);
      const pending = account
        ? await db.tenantUser.count({ where: { tenantId: b.tenant.id, userId: account.id } })
        : 0;
      if (invited.status !== 201 || pending !== 1)
        lost.push(`trial ${trial}: ${invited.status}, ${pending} membership(s)`);
    }
    expect(lost).toEqual([]);
  }, 60_000);
});

describe("a person invited while their account has no password of their own", () => {
  it("is told to use 'Forgot password?' on the venue's site", async () => {
    const squatter = await venue();
    const b = await venue();
    const email = freshEmail();
    await invite(squatter, email);
    await invite(b, email, "ignored: the account exists");
    const mail = mailTo(email);
    expect(mail).not.toContain("the password you already use");
    expect(mail).not.toContain("temporary password");
    expect(mail).toContain(`'Forgot password?'`);
    expect(mail).toContain(`http://${host(b)}/forgot-password`);
  });

  it("gets a link from 'Forgot password?' on the venue's host, chooses a password and accepts", async () => {
    const squatter = await venue();
    const b = await venue();
    const stranger = await venue();
    const email = freshEmail();
    await invite(squatter, email);
    await invite(b, email);
    const ask = (v: Venue) =>
      call(askReset, { host: host(v), headers: visitorHeaders(), body: { email } });
    // On b's host the pending invitation is enough for a link, with the answer everybody gets.
    expect((await ask(b)).body).toEqual({ detail: RESET_LINK_SENT });
    await mailLaterSettled();
    const mail = mailTo(email).replace(/=3D/g, "="); // quoted-printable
    const link = new RegExp(`http://${host(b)}/reset-password#token=([A-Za-z0-9_-]+)`).exec(mail);
    expect(link, mail).not.toBeNull();
    const chosen = "Rita#Chose#Hers1";
    const reset = await call(confirmReset, { body: { token: link![1], new_password: chosen } });
    expect(reset.status).toBe(200);
    expect((await reply(b, email, chosen, "accept")).status).toBe(200);
    const signIn = await call(token, { host: host(b), body: { email, password: chosen } });
    expect(signIn.status).toBe(200);
    // Where it has nothing: the same answer, and no mail.
    expect((await ask(stranger)).body).toEqual({ detail: RESET_LINK_SENT });
    await mailLaterSettled();
    expect(mailTo(email).replace(/=3D/g, "=")).toBe(mail);
  });

  it("who has a password of their own is told to use it", async () => {
    const v = await venue();
    const other = await createUser();
    await invite(v, other.email);
    expect(mailTo(other.email)).toContain("the password you already use");
    expect(mailTo(other.email)).not.toContain("Forgot password?");
  });
});

describe("provisioning a venue for an account made by an invitation", () => {
  it("names it as the provider typed while it has no password of its own, and says how to get one", async () => {
    const squatter = await venue();
    const email = freshEmail();
    await invite(squatter, email, "HallBook Security Team");
    const admin = await createUser({ system: true });
    const slug = `own-${Date.now().toString(36)}`;
    const res = await call(register, {
      token: await tokenFor(admin.uuid, null),
      body: {
        slug,
        name: "Olivia's Hall",
        admin_email: email,
        admin_password: "Venue#12345",
        owner_name: "Olivia Owner",
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ admin_account: "existing" });
    expect(await accountOf(email)).toMatchObject({ name: "Olivia Owner" });
    const notice = mailTo(email);
    expect(notice).not.toContain("the password you already use");
    expect(notice).toContain(`http://${slug}.localhost/forgot-password`);
  });
});
