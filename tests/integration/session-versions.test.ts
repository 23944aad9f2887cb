// Sessions end when they should: every session cookie and access token carries its account's
// session version, and a password change, 'Sign out of all devices', a deactivation, a membership
// leaving 'active' or removed each move it on (triggers), so older credentials get 401 at once,
// even after the account is let in again. (A password reset: forgot-password.test.ts; a second
// app server: access-cache-servers.test.ts.)
import { describe, expect, it } from "vitest";

import { POST as providerChange } from "@/app/api/password-change/route";
import { GET as profile } from "@/app/api/profile/route";
import { POST as signOutAll } from "@/app/api/sign-out-all/route";
import { GET as halls } from "@/app/api/tenant/halls/route";
import { POST as venueChange } from "@/app/api/tenant/password-change/route";
import { DELETE as removeMember } from "@/app/api/tenant/user-details/[id]/route";
import { POST as invite } from "@/app/api/tenant/user-details/route";
import { POST as refresh } from "@/app/api/token/refresh/route";
import { POST as token } from "@/app/api/token/route";
import { SESSION_ENDED } from "@/lib/auth/messages";
import { db } from "@/lib/db";

import {
  addMember,
  call,
  createUser,
  PASSWORD,
  sessionCookie,
  venue,
  type CallOptions,
} from "./helpers";

const NEW_PASSWORD = "Brand#New#Secret9";

/** A venue member signed in twice: a browser (remember me: 30 days) and an API client. */
async function signedInTwice() {
  const v = await venue();
  const host = `${v.tenant.slug}.localhost`;
  const cookie = await sessionCookie(v.user.uuid, v.tenant.slug, 30 * 24 * 3_600_000);
  const api = await call(token, { host, body: { email: v.user.email, password: PASSWORD } });
  expect(api.status).toBe(200);
  const { access, refresh: refreshToken } = api.body;
  const read = (o: CallOptions) => call(halls, { host, ...o });
  // Both work before anything happens.
  expect((await read({ cookie })).status).toBe(200);
  expect((await read({ token: access })).status).toBe(200);
  return { ...v, host, cookie, access, refreshToken, read };
}

type Session = Awaited<ReturnType<typeof signedInTwice>>;

/** The browser's cookie, the API client's access token and its refresh token are all refused. */
async function expectEnded(s: Session) {
  const byCookie = await s.read({ cookie: s.cookie });
  expect(byCookie).toMatchObject({ status: 401, body: { detail: SESSION_ENDED } });
  expect((await s.read({ token: s.access })).status).toBe(401);
  expect((await call(refresh, { body: { refresh: s.refreshToken } })).status).toBe(401);
}

describe("a password change", () => {
  it("ends the account's other sessions; the bearer caller gets a new pair", async () => {
    const s = await signedInTwice();
    const other = (
      await call(token, { host: s.host, body: { email: s.user.email, password: PASSWORD } })
    ).body;
    const res = await call(venueChange, {
      host: s.host,
      token: s.access,
      body: { old_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    await expectEnded(s);
    expect((await s.read({ token: other.access })).status).toBe(401);
    // The caller's new pair belongs to the new version.
    expect((await s.read({ token: res.body.access })).status).toBe(200);
    expect((await call(refresh, { body: { refresh: res.body.refresh } })).status).toBe(200);
  });

  it("keeps the browser that changed it signed in with a renewed cookie, and ends the rest", async () => {
    const s = await signedInTwice();
    const res = await call(venueChange, {
      host: s.host,
      cookie: s.cookie,
      body: { old_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: "Password changed successfully!" });
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(
      /^next-auth\.session-token=[^;]+; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/,
    );
    const renewed = setCookie.split(";")[0];
    expect((await s.read({ cookie: renewed })).status).toBe(200);
    await expectEnded(s);
  });

  it("in the provider's console too", async () => {
    const admin = await createUser({ system: true });
    const signIn = await call(token, { body: { email: admin.email, password: PASSWORD } });
    const cookie = await sessionCookie(admin.uuid, null);
    expect((await call(profile, { cookie })).status).toBe(200);
    const res = await call(providerChange, {
      token: signIn.body.access,
      body: { old_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect((await call(profile, { cookie })).status).toBe(401);
    expect((await call(profile, { token: signIn.body.access })).status).toBe(401);
    expect((await call(profile, { token: res.body.access })).status).toBe(200);
  });
});

describe("'Sign out of all devices'", () => {
  it("ends every session and token of the account, the caller's included", async () => {
    const s = await signedInTwice();
    const res = await call(signOutAll, { host: s.host, cookie: s.cookie, method: "POST" });
    expect(res.status).toBe(204);
    await expectEnded(s);
    // Signing in again works, and only the new credentials.
    const again = await call(token, {
      host: s.host,
      body: { email: s.user.email, password: PASSWORD },
    });
    expect((await s.read({ token: again.body.access })).status).toBe(200);
  });

  it("works from the provider's console with a bearer token", async () => {
    const admin = await createUser({ system: true });
    const signIn = await call(token, { body: { email: admin.email, password: PASSWORD } });
    const res = await call(signOutAll, { token: signIn.body.access, method: "POST" });
    expect(res.status).toBe(204);
    expect((await call(profile, { token: signIn.body.access })).status).toBe(401);
  });
});

describe("an account let in again", () => {
  it("does not revive sessions a deactivation ended", async () => {
    const s = await signedInTwice();
    await db.user.update({ where: { id: s.user.id }, data: { isActive: false } });
    await db.user.update({ where: { id: s.user.id }, data: { isActive: true } });
    await expectEnded(s);
  });

  it("does not revive sessions a suspended membership ended", async () => {
    const s = await signedInTwice();
    await db.tenantUser.updateMany({ where: { userId: s.user.id }, data: { status: "inactive" } });
    await db.tenantUser.updateMany({ where: { userId: s.user.id }, data: { status: "active" } });
    await expectEnded(s);
  });

  it("does not revive sessions a removal from the venue ended", async () => {
    const s = await signedInTwice();
    const colleague = await createUser();
    await addMember(s.tenant.id, colleague.id, "Owner");
    const admin = await db.tenantUser.findFirstOrThrow({ where: { userId: s.user.id } });
    // Removed by a colleague through the API, then added back.
    const colleagueToken = (
      await call(token, { host: s.host, body: { email: colleague.email, password: PASSWORD } })
    ).body.access;
    const removed = await call(removeMember, {
      host: s.host,
      token: colleagueToken,
      method: "DELETE",
      params: { id: String(admin.id) },
    });
    expect(removed.status).toBe(204);
    await addMember(s.tenant.id, s.user.id, "Admin");
    await expectEnded(s);
  });
});

describe("changes that do not end sessions", () => {
  it("leave the credentials working: a role, a name, a sign-in elsewhere", async () => {
    const s = await signedInTwice();
    await db.tenantUser.updateMany({ where: { userId: s.user.id }, data: { role: "Manager" } });
    await db.user.update({ where: { id: s.user.id }, data: { name: "Renamed" } });
    await call(token, { host: s.host, body: { email: s.user.email, password: PASSWORD } });
    expect((await s.read({ cookie: s.cookie })).status).toBe(200);
    expect((await s.read({ token: s.access })).status).toBe(200);
  });

  it("leave them working when another venue invites the account and withdraws it", async () => {
    // A pending invitation never gave access: a venue that could end anyone's sessions by
    // inviting and withdrawing their email could sign them out everywhere at will.
    const s = await signedInTwice();
    const other = await venue();
    const invited = await other.as(invite, { body: { tenant_specific_email: s.user.email } });
    expect(invited.status).toBe(201);
    const withdrawn = await other.as(removeMember, {
      method: "DELETE",
      params: { id: String(invited.body.id) },
    });
    expect(withdrawn.status).toBe(204);
    expect((await s.read({ cookie: s.cookie })).status).toBe(200);
    expect((await s.read({ token: s.access })).status).toBe(200);
  });
});
