// Forgot password, on a venue's host and the provider's: a mailed link, stored only as a hash,
// used once within an hour, that sets a new password and ends every session of the account; the
// same answer, and the same statements, whether or not the email names an account; limits per
// client address and per email.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { simpleParser } from "mailparser";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";

import { POST as confirm } from "@/app/api/password-reset/confirm/route";
import { POST as ask } from "@/app/api/password-reset/route";
import { GET as halls } from "@/app/api/tenant/halls/route";
import { GET as me } from "@/app/api/tenant/user-details/me/route";
import { POST as token } from "@/app/api/token/route";
import {
  PASSWORD_RESET_DONE,
  RESET_LINK_INVALID,
  RESET_LINK_SENT,
} from "@/lib/auth/forgot-password-schemas";
import { db } from "@/lib/db";
import { outboxDir } from "@/lib/mail";
import { mailLaterSettled } from "@/lib/mail/later";

import {
  addMember,
  call,
  createUser,
  PASSWORD,
  sessionCookie,
  venue,
  visitorHeaders,
} from "./helpers";

const NEW_PASSWORD = "Reset#Chosen#9";

const requestLink = (email: string, host = "localhost", headers = visitorHeaders()) =>
  call(ask, { host, headers, body: { email } });

/** The messages in the outbox to `to`, read back (quoted-printable and all). */
async function mailsTo(to: string) {
  await mailLaterSettled();
  const dir = outboxDir();
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  const parsed = await Promise.all(
    files.map((f) => simpleParser(fs.readFileSync(path.join(dir, f)))),
  );
  return parsed.filter((m) => m.to && JSON.stringify(m.to).includes(to));
}

/** The link of the newest message to `to`, and its token. */
async function linkTo(to: string) {
  const mails = await mailsTo(to);
  expect(mails.length).toBeGreaterThan(0);
  const text = mails.at(-1)!.text ?? "";
  const link = /(https?:\/\/\S+\/reset-password#token=([A-Za-z0-9_-]+))/.exec(text);
  expect(link, text).not.toBeNull();
  return { url: link![1], token: link![2] };
}

const useLink = (t: string, password = NEW_PASSWORD) =>
  call(confirm, { body: { token: t, new_password: password } });

describe("a forgotten password on a venue's host", () => {
  it("mails a single-use link that sets a new password and ends every session", async () => {
    const v = await venue();
    const host = `${v.tenant.slug}.localhost:3000`;
    const cookie = await sessionCookie(v.user.uuid, v.tenant.slug);
    const res = await requestLink(v.user.email, host);
    expect(res).toMatchObject({ status: 200, body: { detail: RESET_LINK_SENT } });
    const { url, token: t } = await linkTo(v.user.email);
    // From the configuration (behind a proxy here: no port), not the request's port (decision 044).
    expect(url.startsWith(`http://${v.tenant.slug}.localhost/reset-password#token=`)).toBe(true);

    expect(await useLink(t)).toMatchObject({ status: 200, body: { detail: PASSWORD_RESET_DONE } });
    // Once only.
    expect(await useLink(t, "Another#Pass9")).toMatchObject({
      status: 400,
      body: { token: [RESET_LINK_INVALID] },
    });
    const signIn = (password: string) =>
      call(token, { host, body: { email: v.user.email, password } });
    expect((await signIn(PASSWORD)).status).toBe(401);
    expect((await signIn(NEW_PASSWORD)).status).toBe(200);
    // The sessions from before the reset are over.
    expect((await call(halls, { host, cookie })).status).toBe(401);
    expect((await call(halls, { host, token: v.token })).status).toBe(401);
  });

  it("stores only the token's hash, for an hour", async () => {
    const v = await venue();
    const before = Date.now();
    await requestLink(v.user.email, `${v.tenant.slug}.localhost`);
    const { token: t } = await linkTo(v.user.email);
    const rows = await db.passwordResetToken.findMany({ where: { userId: v.user.id } });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(t);
    expect(rows[0].tokenHash).toBe(crypto.createHash("sha256").update(t).digest("hex"));
    const lifetime = rows[0].expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThan(61 * 60_000);
  });

  it("refuses an expired link and a made-up one", async () => {
    const v = await venue();
    await requestLink(v.user.email, `${v.tenant.slug}.localhost`);
    const { token: t } = await linkTo(v.user.email);
    await db.passwordResetToken.updateMany({
      where: { userId: v.user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await useLink(t)).body).toEqual({ token: [RESET_LINK_INVALID] });
    expect((await useLink("made-up")).body).toEqual({ token: [RESET_LINK_INVALID] });
    expect((await useLink("")).status).toBe(400);
    const short = await call(confirm, { body: { token: t, new_password: "short" } });
    expect(short.body).toEqual({
      new_password: ["New password must be at least 8 characters long."],
    });
  });

  it("lets one of two uses of a link at once through", async () => {
    const v = await venue();
    await requestLink(v.user.email, `${v.tenant.slug}.localhost`);
    const { token: t } = await linkTo(v.user.email);
    const both = await Promise.all([useLink(t, "First#Choice1"), useLink(t, "Second#Choice2")]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("lets an account that must change its password choose one, and says it chose it", async () => {
    const v = await venue();
    await db.user.update({ where: { id: v.user.id }, data: { mustResetPassword: true } });
    await requestLink(v.user.email, `${v.tenant.slug}.localhost`);
    expect((await useLink((await linkTo(v.user.email)).token)).status).toBe(200);
    const signIn = await call(token, {
      host: `${v.tenant.slug}.localhost`,
      body: { email: v.user.email, password: NEW_PASSWORD },
    });
    const self = await call(me, { host: `${v.tenant.slug}.localhost`, token: signIn.body.access });
    expect(self.body).toMatchObject({ must_reset_password: false, password_chosen: true });
  });
});

describe("who gets a link", () => {
  it("answers an unknown email exactly as a known one, with the same statements", async () => {
    const v = await venue();
    const host = `${v.tenant.slug}.localhost`;
    vi.spyOn(Math, "random").mockReturnValue(0.5); // no occasional clean-up of old limit rows
    const statements = vi.spyOn(pg.Client.prototype, "query");
    try {
      const answers = [];
      const counts = [];
      for (const email of [v.user.email, `nobody-${Date.now()}@example.com`]) {
        await call(halls, { host, token: v.token }); // the venue and the door remembered
        statements.mockClear();
        answers.push(await requestLink(email, host));
        counts.push(statements.mock.calls.length);
      }
      expect(answers[1].status).toBe(answers[0].status);
      expect(answers[1].text).toBe(answers[0].text);
      expect(counts[0]).toBeGreaterThan(0);
      expect(counts[1]).toBe(counts[0]);
    } finally {
      vi.restoreAllMocks();
    }
    expect(await mailsTo("nobody-")).toHaveLength(0);
  });

  it("mails a venue's active members on its host, and provider users on the provider's", async () => {
    const v = await venue();
    const host = `${v.tenant.slug}.localhost`;
    const outsider = await createUser();
    const suspended = await createUser();
    await addMember(v.tenant.id, suspended.id, "Staff", "inactive");
    const inactive = await createUser({ isActive: false });
    await addMember(v.tenant.id, inactive.id, "Staff");
    const admin = await createUser({ system: true });
    for (const who of [outsider, suspended, inactive, admin])
      expect((await requestLink(who.email, host)).body).toEqual({ detail: RESET_LINK_SENT });
    for (const who of [outsider, suspended, inactive, admin])
      expect(await mailsTo(who.email)).toHaveLength(0);
    // On the provider's host: its users, not a venue's.
    await requestLink(v.user.email);
    expect(await mailsTo(v.user.email)).toHaveLength(0);
    await requestLink(admin.email, "localhost:3000");
    const { url } = await linkTo(admin.email);
    expect(url.startsWith("http://localhost/reset-password#token=")).toBe(true);
  });
});

describe("the limits", () => {
  it("refuse an address after 10 requests in an hour, whatever the emails", async () => {
    const headers = visitorHeaders();
    for (let i = 0; i < 10; i++)
      expect((await requestLink(`someone-${i}@example.com`, "localhost", headers)).status).toBe(
        200,
      );
    const refused = await requestLink("someone-else@example.com", "localhost", headers);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("refuse an email after 3 requests in an hour, whatever the addresses", async () => {
    const v = await venue();
    const host = `${v.tenant.slug}.localhost`;
    for (let i = 0; i < 3; i++) expect((await requestLink(v.user.email, host)).status).toBe(200);
    expect((await requestLink(v.user.email.toUpperCase(), host)).status).toBe(429);
    expect(await mailsTo(v.user.email)).toHaveLength(3);
  });
});
