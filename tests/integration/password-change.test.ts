// Changing one's own password, in a venue (password-change/ under /api/tenant) and in the
// provider's console (/api/password-change/): the spec's rules, a wrong old password as a field
// error that counts as a failed sign-in, and every older refresh token revoked.
import { describe, expect, it } from "vitest";

import { POST as providerChange } from "@/app/api/password-change/route";
import { POST as venueChange } from "@/app/api/tenant/password-change/route";
import { POST as refresh } from "@/app/api/token/refresh/route";
import { POST as token } from "@/app/api/token/route";
import { issueRefreshToken } from "@/lib/auth/tokens";
import { REQUIRED } from "@/lib/core/schemas";
import { db } from "@/lib/db";
import {
  PASSWORD_TOO_SHORT,
  PASSWORD_UNCHANGED,
  WRONG_OLD_PASSWORD,
} from "@/lib/users/profile-schemas";

import { call, createUser, PASSWORD, sessionCookie, tokenFor, venue } from "./helpers";

const NEW_PASSWORD = "Brand#New#Secret9";

const signIn = (email: string, password: string, slug: string | null) =>
  call(token, {
    body: { email, password },
    headers: slug ? { "x-tenant": slug } : {},
  });

describe("POST password-change/ (venue)", () => {
  it("changes the password, clears the forced reset and revokes every older refresh token", async () => {
    const v = await venue();
    await db.user.update({ where: { id: v.user.id }, data: { mustResetPassword: true } });
    const older = [
      await issueRefreshToken({ userId: v.user.id, tenantId: v.tenant.id, sessionVersion: 0 }),
      await issueRefreshToken({ userId: v.user.id, tenantId: null, sessionVersion: 0 }),
    ];
    const res = await v.as(venueChange, {
      body: { old_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe("Password changed successfully!");
    // A bearer caller gets a new pair, so it stays signed in; every other refresh token is dead.
    expect(res.body.access).toEqual(expect.any(String));
    for (const old of older)
      expect((await call(refresh, { body: { refresh: old } })).status).toBe(401);
    expect((await call(refresh, { body: { refresh: res.body.refresh } })).status).toBe(200);

    const user = await db.user.findUniqueOrThrow({ where: { id: v.user.id } });
    expect(user.mustResetPassword).toBe(false);
    expect((await signIn(v.user.email, PASSWORD, v.tenant.slug)).status).toBe(401);
    expect((await signIn(v.user.email, NEW_PASSWORD, v.tenant.slug)).status).toBe(200);
  });

  it("answers a browser session without tokens", async () => {
    const v = await venue();
    const cookie = await sessionCookie(v.user.uuid, v.tenant.slug);
    const res = await v.as(venueChange, {
      token: undefined,
      cookie,
      body: { old_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: "Password changed successfully!" });
  });

  it("refuses a wrong old password on its field, and counts it as a failed sign-in", async () => {
    const v = await venue();
    const res = await v.as(venueChange, {
      body: { old_password: "not-my-password", new_password: NEW_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ old_password: [WRONG_OLD_PASSWORD] });
    expect(await db.authFailure.count({ where: { key: `email:${v.user.email}` } })).toBe(1);
    expect((await signIn(v.user.email, PASSWORD, v.tenant.slug)).status).toBe(200);
  });

  it("stops guessing after ten failures, even with the right old password", async () => {
    const v = await venue();
    await db.authFailure.createMany({
      data: Array.from({ length: 10 }, () => ({ key: `email:${v.user.email}` })),
    });
    const res = await v.as(venueChange, {
      body: { old_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("applies the spec's rules: required, at least 8 characters, not the old one", async () => {
    const v = await venue();
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { old_password: [REQUIRED], new_password: [REQUIRED] }],
      [
        { old_password: "", new_password: "" },
        { old_password: [REQUIRED], new_password: [REQUIRED] },
      ],
      [{ old_password: PASSWORD, new_password: "Short#1" }, { new_password: [PASSWORD_TOO_SHORT] }],
      [{ old_password: PASSWORD, new_password: PASSWORD }, { new_password: [PASSWORD_UNCHANGED] }],
    ];
    for (const [body, errors] of cases) {
      const res = await v.as(venueChange, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual(errors);
    }
    // Eight characters are enough.
    const ok = await v.as(venueChange, {
      body: { old_password: PASSWORD, new_password: "8chars!!" },
    });
    expect(ok.status).toBe(200);
  });

  it("is refused from another venue's host with this user's token", async () => {
    const a = await venue();
    const b = await venue();
    const res = await a.as(venueChange, {
      host: `${b.tenant.slug}.localhost`,
      body: { old_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.status).toBe(401);
    expect((await signIn(a.user.email, PASSWORD, a.tenant.slug)).status).toBe(200);
  });
});

describe("POST /api/password-change/ (provider console)", () => {
  it("changes a provider user's password", async () => {
    const user = await createUser({ system: true });
    const res = await call(providerChange, {
      token: await tokenFor(user.uuid, null),
      body: { old_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect((await signIn(user.email, NEW_PASSWORD, null)).status).toBe(200);
  });

  // The spec's routing sends /api/password… to the root without a tenant header (decision 066).
  it("changes a venue user's password by their token's venue, and refuses one of another", async () => {
    const [v, other] = [await venue(), await venue()];
    const body = { old_password: PASSWORD, new_password: NEW_PASSWORD };
    const forged = await tokenFor(v.user.uuid, null);
    expect((await call(providerChange, { token: forged, body })).status).toBe(403);
    const naming = { token: v.token, body, headers: { "x-tenant": other.tenant.slug } };
    expect((await call(providerChange, naming)).status).toBe(401);
    expect((await signIn(v.user.email, PASSWORD, v.tenant.slug)).status).toBe(200);
    expect((await call(providerChange, { token: v.token, body })).status).toBe(200);
    expect((await signIn(v.user.email, NEW_PASSWORD, v.tenant.slug)).status).toBe(200);
  });
});
