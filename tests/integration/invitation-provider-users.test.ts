// A venue cannot lend its name to the provider's accounts. Inviting a provider user's email
// answers as for any email but mails them no invitation (HallBook tells them of the attempt in
// its own words) and cannot be accepted; and 'Forgot password?' on a venue's host serves a pending
// invitation only to an account that has never had a password of its own, and never a provider
// user: they reset their one password on the provider's host (decision 048, amended).
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { POST as askReset } from "@/app/api/password-reset/route";
import { GET as roles } from "@/app/api/roles/route";
import { POST as answer } from "@/app/api/tenant/invitation/route";
import { POST as addMember } from "@/app/api/tenant/user-details/route";
import { RESET_LINK_SENT } from "@/lib/auth/forgot-password-schemas";
import { db } from "@/lib/db";
import { outboxDir } from "@/lib/mail";
import { mailLaterSettled } from "@/lib/mail/later";

import {
  call,
  createUser,
  addMember as join,
  PASSWORD,
  tokenFor,
  venue,
  visitorHeaders,
} from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;
const host = (v: Venue) => `${v.tenant.slug}.localhost`;
const invite = (v: Venue, email: string) =>
  v.as(addMember, { body: { tenant_specific_email: email, name: "Rita" } });

/** Every message in the outbox to `email`, as text (quoted-printable lines joined). */
function mailsTo(email: string): string[] {
  const dir = outboxDir();
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  return files
    .map((f) => fs.readFileSync(path.join(dir, f), "utf8").replace(/=\r?\n/g, ""))
    .filter((text) => text.includes(`To: ${email}`));
}

/** Asks for a reset link for `email` on `where`'s host; whether a link was stored for it. */
async function linkMade(email: string, where: string) {
  const before = await db.passwordResetToken.count({ where: { user: { email } } });
  const res = await call(askReset, { host: where, headers: visitorHeaders(), body: { email } });
  expect(res).toMatchObject({ status: 200, body: { detail: RESET_LINK_SENT } });
  await mailLaterSettled();
  return (await db.passwordResetToken.count({ where: { user: { email } } })) > before;
}

/** An account as an invitation or a provisioning makes it: no password of its person's own. */
const neverChose = async (user: { id: number }) =>
  db.user.update({ where: { id: user.id }, data: { passwordChosenAt: null } });

describe("'Forgot password?' on a venue's host", () => {
  it("serves a pending invitation only to an account with no password of its own, no provider user", async () => {
    const v = await venue();
    const accounts = {
      unchosen: await neverChose(await createUser()),
      chosen: await createUser(),
      superuser: await createUser({ system: true }),
      staff: await neverChose(await createUser({ staff: true })),
      system: await neverChose(
        await db.user.create({
          data: {
            email: `system-${Date.now()}@example.com`,
            passwordHash: "x",
            userType: "SYSTEM",
          },
        }),
      ),
    };
    for (const account of Object.values(accounts))
      expect((await invite(v, account.email)).status).toBe(201);
    const made: Record<string, boolean> = {};
    for (const [name, account] of Object.entries(accounts))
      made[name] = await linkMade(account.email, host(v));
    expect(made).toEqual({
      unchosen: true,
      chosen: false,
      superuser: false,
      staff: false,
      system: false,
    });
    // The superuser resets their one password on the provider's host.
    expect(await linkMade(accounts.superuser.email, "localhost")).toBe(true);
  });

  it("serves a venue's active members, but not a provider user who is one", async () => {
    const v = await venue();
    const staff = await createUser({ staff: true });
    await join(v.tenant.id, staff.id, "Admin");
    expect(await linkMade(v.user.email, host(v))).toBe(true);
    // Its mail says whose password it is: the person's one HallBook password.
    const [reset] = mailsTo(v.user.email);
    expect(reset).toContain("It is your HallBook password: the same at every venue");
    expect(await linkMade(staff.email, host(v))).toBe(false);
  });
});

describe("a venue inviting a provider user's email", () => {
  it("answers as for anyone, mails no invitation, and cannot be accepted", async () => {
    const v = await venue();
    const admin = await createUser({ system: true });
    const someone = await createUser();
    const [toAdmin, toSomeone] = [await invite(v, admin.email), await invite(v, someone.email)];
    const shape = (r: typeof toAdmin) => ({
      ...r.body,
      id: 0,
      email: "",
      tenant_specific_email: "",
    });
    expect([toAdmin.status, shape(toAdmin)]).toEqual([toSomeone.status, shape(toSomeone)]);
    expect(mailsTo(someone.email).join()).toContain("invites you to join its team");
    // HallBook's own notice instead: no link to the venue's host, no sign-in asked for.
    const [notice, ...more] = mailsTo(admin.email);
    expect(more).toEqual([]);
    expect(notice).not.toContain("invites you");
    expect(notice).not.toContain(host(v));
    expect(notice).toContain("Provider accounts do not join a venue's team");
    const accept = await call(answer, {
      host: host(v),
      headers: visitorHeaders(),
      body: { email: admin.email, password: PASSWORD, answer: "accept" },
    });
    expect(accept.status).toBe(404);
    const membership = await db.tenantUser.findFirst({
      where: { tenantId: v.tenant.id, userId: admin.id },
    });
    expect(membership?.status).toBe("pending");
    // Signing in there is not sent to an invitation it cannot accept.
    const token = await tokenFor(admin.uuid, v.tenant.slug);
    const res = await call(roles, { host: host(v), token });
    expect(res.status).toBe(403);
    expect(res.body.detail).not.toContain("/invitation");
  });
});
