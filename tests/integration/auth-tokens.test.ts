import { describe, expect, it } from "vitest";

import { GET as me } from "@/app/api/tenant/user-details/me/route";
import { POST as refresh } from "@/app/api/token/refresh/route";
import { POST as token } from "@/app/api/token/route";
import { db } from "@/lib/db";

import {
  addMember,
  call,
  createTenant,
  createUser,
  PASSWORD,
  sessionCookie,
  tenantWithAdmin,
} from "./helpers";

const signIn = (
  email: string,
  password: string,
  tenant?: string,
  extra: { host?: string; ip?: string } = {},
) =>
  call(token, {
    path: "/api/token/",
    host: extra.host,
    headers: {
      ...(tenant ? { "x-tenant": tenant } : {}),
      ...(extra.ip ? { "x-forwarded-for": extra.ip } : {}),
    },
    body: { email, password },
  });

describe("POST /api/token/", () => {
  it("issues the spec's token response to an active member signing in with X-Tenant", async () => {
    const { tenant, user } = await tenantWithAdmin();
    const res = await signIn(user.email, PASSWORD, tenant.slug);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([
      "access",
      "groups",
      "is_staff",
      "is_superuser",
      "permissions",
      "refresh",
      "user_type",
      "uuid",
    ]);
    expect(res.body).toMatchObject({
      uuid: user.uuid,
      is_staff: false,
      is_superuser: false,
      user_type: "TENANT",
      groups: ["Admin"],
    });
    expect(res.body.permissions).toContain("bookings.manage");
    expect(JSON.stringify(res.body)).not.toContain(user.passwordHash);
  });

  it("takes the tenant from the host when there is no X-Tenant header", async () => {
    const { tenant, user } = await tenantWithAdmin();
    const res = await signIn(user.email, PASSWORD, undefined, {
      host: `${tenant.slug}.localhost:3000`,
    });
    expect(res.status).toBe(200);
    const who = await call(me, { host: `${tenant.slug}.localhost:3000`, token: res.body.access });
    expect(who.status).toBe(200);
    expect(who.body).toMatchObject({ email: user.email, role: "Admin", status: "active" });
  });

  it("matches emails case-insensitively", async () => {
    const { tenant, user } = await tenantWithAdmin();
    expect((await signIn(user.email.toUpperCase(), PASSWORD, tenant.slug)).status).toBe(200);
  });

  it("answers a wrong password and an unknown email alike, 401 with a detail", async () => {
    const { tenant, user } = await tenantWithAdmin();
    const wrong = await signIn(user.email, "nope-nope", tenant.slug);
    const unknown = await signIn("nobody@example.com", PASSWORD, tenant.slug);
    expect(wrong).toMatchObject({ status: 401, body: { detail: "Invalid credentials" } });
    expect(unknown).toMatchObject({ status: 401, body: { detail: "Invalid credentials" } });
  });

  it("refuses a user who is not a member of the tenant, and an inactive member", async () => {
    const { tenant } = await tenantWithAdmin();
    const outsider = await createUser();
    expect((await signIn(outsider.email, PASSWORD, tenant.slug)).status).toBe(403);
    const inactive = await createUser();
    await addMember(tenant.id, inactive.id, "Staff", "inactive");
    const res = await signIn(inactive.email, PASSWORD, tenant.slug);
    expect(res.status).toBe(403);
    expect(res.body.detail).toMatch(/inactive/);
  });

  it("refuses a deactivated user even with the right password", async () => {
    const tenant = await createTenant();
    const user = await createUser({ isActive: false });
    await addMember(tenant.id, user.id);
    expect((await signIn(user.email, PASSWORD, tenant.slug)).status).toBe(401);
  });

  it("answers 404 for an unknown or disabled tenant", async () => {
    const { user } = await tenantWithAdmin();
    expect(await signIn(user.email, PASSWORD, "no-such-tenant")).toMatchObject({
      status: 404,
      body: { detail: "Tenant not found." },
    });
    const disabled = await createTenant(undefined, { isActive: false });
    await addMember(disabled.id, user.id);
    expect((await signIn(user.email, PASSWORD, disabled.slug)).status).toBe(404);
  });

  it("signs provider users in without a tenant, and only them", async () => {
    const admin = await createUser({ system: true });
    const res = await signIn(admin.email, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user_type: "SYSTEM",
      is_superuser: true,
      is_staff: true,
      groups: ["SYSTEM"],
    });
    const { user } = await tenantWithAdmin();
    expect((await signIn(user.email, PASSWORD)).status).toBe(403);
  });

  it("lets a provider user into a tenant only with an approved, unexpired impersonation", async () => {
    const tenant = await createTenant();
    const admin = await createUser({ system: true });
    expect((await signIn(admin.email, PASSWORD, tenant.slug)).status).toBe(403);

    const pending = await db.impersonationRequest.create({
      data: { tenantId: tenant.id, requesterId: admin.id, role: "Manager" },
    });
    expect((await signIn(admin.email, PASSWORD, tenant.slug)).status).toBe(403);

    await db.impersonationRequest.update({
      where: { id: pending.id },
      data: { approved: true, approvedAt: new Date(), expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await signIn(admin.email, PASSWORD, tenant.slug)).status).toBe(403);

    await db.impersonationRequest.update({
      where: { id: pending.id },
      data: { expiresAt: new Date(Date.now() + 3_600_000) },
    });
    const res = await signIn(admin.email, PASSWORD, tenant.slug);
    expect(res.status).toBe(200);
    expect(res.body.groups).toEqual(["Manager"]);
    const who = await call(me, { headers: { "x-tenant": tenant.slug }, token: res.body.access });
    expect(who.body).toMatchObject({ role: "Manager", impersonation: true });
  });

  it("answers bad input with field errors and malformed JSON with 400, never 500", async () => {
    const res = await call(token, { body: { email: "not-an-email" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      email: ["Enter a valid email address."],
      password: ["This field is required."],
    });
    expect(await call(token, { body: "{oops" })).toMatchObject({
      status: 400,
      body: { detail: "Malformed JSON body." },
    });
    expect((await call(token, { body: [1, 2] })).status).toBe(400);
    expect((await call(token, { body: { email: 5, password: {} } })).status).toBe(400);
  });
});

describe("POST /api/token/refresh/", () => {
  it("rotates: a new pair, and the old refresh token is spent", async () => {
    const { tenant, user } = await tenantWithAdmin();
    const first = (await signIn(user.email, PASSWORD, tenant.slug)).body;
    const second = await call(refresh, { body: { refresh: first.refresh } });
    expect(second.status).toBe(200);
    expect(second.body.refresh).not.toBe(first.refresh);
    expect(typeof second.body.access).toBe("string");
    const who = await call(me, { headers: { "x-tenant": tenant.slug }, token: second.body.access });
    expect(who.status).toBe(200);
  });

  it("revokes the whole family when a spent refresh token is presented again", async () => {
    const { tenant, user } = await tenantWithAdmin();
    const first = (await signIn(user.email, PASSWORD, tenant.slug)).body;
    const second = (await call(refresh, { body: { refresh: first.refresh } })).body;
    const replay = await call(refresh, { body: { refresh: first.refresh } });
    expect(replay).toMatchObject({ status: 401, body: { detail: "Token is invalid or expired" } });
    // The legitimate holder's newer token died with the family.
    expect((await call(refresh, { body: { refresh: second.refresh } })).status).toBe(401);
  });

  it("gives exactly one winner when the same refresh token is raced", async () => {
    const { tenant, user } = await tenantWithAdmin();
    const first = (await signIn(user.email, PASSWORD, tenant.slug)).body;
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => call(refresh, { body: { refresh: first.refresh } })),
    );
    expect(results.filter((r) => r.status === 200).length).toBe(1);
    expect(results.every((r) => r.status === 200 || r.status === 401)).toBe(true);
  });

  it("refuses unknown, expired and missing tokens", async () => {
    expect((await call(refresh, { body: { refresh: "made-up" } })).status).toBe(401);
    const { tenant, user } = await tenantWithAdmin();
    const first = (await signIn(user.email, PASSWORD, tenant.slug)).body;
    await db.refreshToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expect((await call(refresh, { body: { refresh: first.refresh } })).status).toBe(401);
    expect(await call(refresh, { body: {} })).toMatchObject({
      status: 400,
      body: { refresh: ["This field is required."] },
    });
  });

  it("stops refreshing once the membership is deactivated", async () => {
    const { tenant, user } = await tenantWithAdmin();
    const first = (await signIn(user.email, PASSWORD, tenant.slug)).body;
    await db.tenantUser.updateMany({ where: { userId: user.id }, data: { status: "inactive" } });
    expect((await call(refresh, { body: { refresh: first.refresh } })).status).toBe(401);
  });
});

describe("tenant isolation of credentials", () => {
  it("refuses a token of tenant A on tenant B, by header and by host", async () => {
    const a = await tenantWithAdmin();
    const b = await tenantWithAdmin();
    // The same person is a member of both: the token still only works where it was issued.
    await addMember(b.tenant.id, a.user.id, "Admin");
    const access = (await signIn(a.user.email, PASSWORD, a.tenant.slug)).body.access;
    expect((await call(me, { headers: { "x-tenant": a.tenant.slug }, token: access })).status).toBe(
      200,
    );
    const byHeader = await call(me, { headers: { "x-tenant": b.tenant.slug }, token: access });
    expect(byHeader).toMatchObject({
      status: 401,
      body: { detail: "Authentication token mismatch. Please log in again." },
    });
    expect((await call(me, { host: `${b.tenant.slug}.localhost`, token: access })).status).toBe(
      401,
    );
  });

  it("refuses a provider (tenant-less) token on tenant endpoints", async () => {
    const { tenant } = await tenantWithAdmin();
    const admin = await createUser({ system: true });
    const access = (await signIn(admin.email, PASSWORD)).body.access;
    expect((await call(me, { headers: { "x-tenant": tenant.slug }, token: access })).status).toBe(
      401,
    );
  });

  it("accepts a session cookie only on the tenant it was made for", async () => {
    const a = await tenantWithAdmin();
    const b = await tenantWithAdmin();
    const cookie = await sessionCookie(a.user.uuid, a.tenant.slug);
    expect((await call(me, { host: `${a.tenant.slug}.localhost`, cookie })).status).toBe(200);
    expect(await call(me, { host: `${b.tenant.slug}.localhost`, cookie })).toMatchObject({
      status: 401,
      body: { detail: "Authentication token mismatch. Please log in again." },
    });
    expect(
      (
        await call(me, {
          host: `${a.tenant.slug}.localhost`,
          cookie: await sessionCookie(a.user.uuid, a.tenant.slug, -1000),
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await call(me, {
          host: `${a.tenant.slug}.localhost`,
          cookie: "next-auth.session-token=forged",
        })
      ).status,
    ).toBe(401);
  });

  it("refuses forged, expired and malformed bearer tokens", async () => {
    const { tenant } = await tenantWithAdmin();
    for (const auth of [
      "Bearer nope",
      "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.",
      "Basic abc",
      "Bearer",
    ]) {
      const res = await call(me, { headers: { "x-tenant": tenant.slug, authorization: auth } });
      expect(res.status).toBe(401);
    }
    expect((await call(me, { headers: { "x-tenant": tenant.slug } })).status).toBe(401);
  });
});

describe("cross-site requests with the session cookie", () => {
  it("refuses a change from another origin, a sibling tenant's host included, and allows the same host", async () => {
    const { POST: createBranch } = await import("@/app/api/tenant/branches/route");
    const { tenant, user } = await tenantWithAdmin();
    const cookie = await sessionCookie(user.uuid, tenant.slug);
    const host = `${tenant.slug}.localhost`;
    for (const origin of ["http://evil.localhost", "https://attacker.example", "null"]) {
      const res = await call(createBranch, {
        host,
        cookie,
        headers: { origin },
        body: { name: `From ${origin}` },
      });
      expect(res, origin).toMatchObject({
        status: 403,
        body: { detail: "Cross-site request refused." },
      });
    }
    expect(await db.branch.count({ where: { tenantId: tenant.id } })).toBe(0);
    expect((await call(createBranch, { host, cookie, body: { name: "Same origin" } })).status).toBe(
      201,
    );
    // bearer tokens are not sent by browsers on their own: no origin check
    const access = (await signIn(user.email, PASSWORD, tenant.slug)).body.access;
    expect(
      (
        await call(createBranch, {
          host,
          token: access,
          headers: { origin: "https://api-client.example" },
          body: { name: "By token" },
        })
      ).status,
    ).toBe(201);
  });
});
