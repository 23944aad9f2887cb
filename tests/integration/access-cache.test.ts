// The door's memory of tenants and access (lib/cache/access.ts): a remembered request reads nothing
// from the database, and every change that decides access takes effect within a second, carried by
// the database's own notifications. Changes are made with SQL here, as another app server or an
// operator would; the calls that watch for them never wait for the notification first.

import pg from "pg";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import * as disable from "@/app/api/public/tenants/[id]/disable/route";
import * as roles from "@/app/api/roles/route";
import * as members from "@/app/api/tenant/user-details/route";
import { signAccessToken } from "@/lib/auth/tokens";
import { accessCacheListening, accessCacheStats, remember } from "@/lib/cache/access";
import { db } from "@/lib/db";
import { resetEnv } from "@/lib/env";

import {
  addMember,
  call,
  createTenant,
  createUser,
  msUntil,
  tokenFor,
  venue,
  type CallOptions,
} from "./helpers";

const LIMIT_MS = 1_000;

/** A call that is answered from memory: the request before it filled the entry, this one hit it. */
async function expectRemembered(ask: () => Promise<{ status: number }>, status = 200) {
  expect((await ask()).status).toBe(status);
  const before = accessCacheStats().hits;
  expect((await ask()).status).toBe(status);
  expect(accessCacheStats().hits).toBeGreaterThan(before);
}

/** GET /api/roles/ on the venue's host: a signed-in door and no query of its own. */
function rolesOf(slug: string, token: string) {
  return (o: CallOptions = {}) =>
    call(roles.GET, { host: `${slug}.localhost`, token, settle: false, ...o });
}

beforeEach(async () => {
  await accessCacheListening();
});

describe("a remembered request", () => {
  it("is let in without a statement to the database", async () => {
    const v = await venue();
    const ask = rolesOf(v.tenant.slug, v.token);
    expect((await ask({ settle: true })).status).toBe(200);
    const statements = vi.spyOn(pg.Client.prototype, "query");
    try {
      expect((await ask()).status).toBe(200);
      expect(statements).not.toHaveBeenCalled();
    } finally {
      statements.mockRestore();
    }
  });

  it("reads the database every time when ACCESS_CACHE_TTL_MS is 0", async () => {
    const v = await venue();
    const ask = rolesOf(v.tenant.slug, v.token);
    process.env.ACCESS_CACHE_TTL_MS = "0";
    resetEnv();
    const statements = vi.spyOn(pg.Client.prototype, "query");
    try {
      expect((await ask({ settle: true })).status).toBe(200);
      statements.mockClear();
      expect((await ask()).status).toBe(200);
      // the tenant, then the user with their membership
      expect(statements).toHaveBeenCalledTimes(2);
    } finally {
      statements.mockRestore();
      delete process.env.ACCESS_CACHE_TTL_MS;
      resetEnv();
    }
  });
});

describe("a change to access takes effect within a second", () => {
  type Venue = Awaited<ReturnType<typeof venue>>;
  it.each([
    {
      change: "disabling the tenant",
      refused: 404,
      sql: (v: Venue) =>
        db.$executeRaw`UPDATE tenants SET is_active = false WHERE id = ${v.tenant.id}`,
    },
    {
      change: "deactivating the user",
      refused: 401,
      sql: (v: Venue) => db.$executeRaw`UPDATE users SET is_active = false WHERE id = ${v.user.id}`,
    },
    {
      change: "suspending the membership",
      refused: 403,
      sql: (v: Venue) =>
        db.$executeRaw`UPDATE tenant_users SET status = 'suspended' WHERE user_id = ${v.user.id}`,
    },
  ])("$change", async ({ refused, sql }) => {
    const v = await venue();
    const ask = rolesOf(v.tenant.slug, v.token);
    await expectRemembered(() => ask({ settle: true }));
    await sql(v);
    expect(await msUntil(refused, ask)).toBeLessThan(LIMIT_MS);
  });

  it("changing the member's role", async () => {
    const v = await venue({ role: "Admin" });
    const ask = () => v.as(members.GET, { settle: false });
    await expectRemembered(() => v.as(members.GET));
    await db.$executeRaw`UPDATE tenant_users SET role = 'Staff' WHERE user_id = ${v.user.id}`;
    expect(await msUntil(403, ask)).toBeLessThan(LIMIT_MS);
  });

  it("an impersonation grant expiring, even with no change to any row", async () => {
    const v = await venue();
    const provider = await createUser({ system: true });
    const expiresAt = Date.now() + 1_500;
    const grant = await db.impersonationRequest.create({
      data: {
        tenantId: v.tenant.id,
        requesterId: provider.id,
        role: "Manager",
        approved: true,
        approvedAt: new Date(),
        expiresAt: new Date(expiresAt),
      },
    });
    const token = await signAccessToken({
      sub: provider.uuid,
      tenant: v.tenant.slug,
      imp: grant.id,
    });
    const ask = rolesOf(v.tenant.slug, token);
    await expectRemembered(() => ask({ settle: true }));
    expect(Date.now()).toBeLessThan(expiresAt); // still remembered as let in
    expect(await msUntil(401, ask)).not.toBe(Infinity);
    // refused (the grant's session is over) once it expires, not before, and long before the
    // cache's 5 s would lapse
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt);
    expect(Date.now() - expiresAt).toBeLessThan(LIMIT_MS);
  });

  it("a refusal too: a new membership lets the user in", async () => {
    const tenant = await createTenant();
    const user = await createUser();
    const ask = rolesOf(tenant.slug, await tokenFor(user.uuid, tenant.slug));
    await expectRemembered(() => ask({ settle: true }), 403);
    await addMember(tenant.id, user.id, "Staff");
    expect(await msUntil(200, ask)).toBeLessThan(LIMIT_MS);
  });

  it("and a slug remembered as no tenant serves the tenant created with it", async () => {
    const slug = `late${Date.now().toString(36)}`;
    const user = await createUser();
    const ask = rolesOf(slug, await tokenFor(user.uuid, slug));
    await expectRemembered(() => ask({ settle: true }), 404);
    const tenant = await createTenant(slug);
    await addMember(tenant.id, user.id, "Staff");
    expect(await msUntil(200, ask)).toBeLessThan(LIMIT_MS);
  });
});

describe("a change made through the API", () => {
  it("is seen by this server's next request at once", async () => {
    const admin = await createUser({ system: true });
    const v = await venue();
    const ask = rolesOf(v.tenant.slug, v.token);
    await expectRemembered(() => ask({ settle: true }));
    const off = await call(disable.PATCH, {
      method: "PATCH",
      token: await tokenFor(admin.uuid, null),
      params: { id: String(v.tenant.id) },
    });
    expect(off.status).toBe(200);
    expect((await ask()).status).toBe(404);
  });
});

describe("without the database's notifications", () => {
  afterEach(async () => {
    await accessCacheListening();
  });

  it("a change missed while the listener was away is not served after it returns", async () => {
    const v = await venue();
    const ask = rolesOf(v.tenant.slug, v.token);
    await expectRemembered(() => ask({ settle: true }));
    // A restart or failover cuts the listener's connection; the change commits while it is gone,
    // so its notification is never heard.
    await db.$transaction([
      db.$executeRaw`SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity
        WHERE application_name = 'hallbook-listener' AND datname = current_database()`,
      db.$executeRaw`UPDATE tenant_users SET status = 'suspended' WHERE user_id = ${v.user.id}`,
    ]);
    expect(await msUntil(403, ask)).toBeLessThan(LIMIT_MS);
    await vi.waitUntil(() => accessCacheStats().listening, { timeout: 5_000 });
    // Heard again: remembered again.
    await expectRemembered(ask, 403);
  });
});

describe("an answer in use late in its time", () => {
  afterEach(() => {
    delete process.env.ACCESS_CACHE_TTL_MS;
    resetEnv();
  });

  it("is read again in the background: no request waits, none is served older than the TTL", async () => {
    process.env.ACCESS_CACHE_TTL_MS = "2000";
    resetEnv();
    await accessCacheListening();
    let loads = 0;
    let release: () => void = () => {};
    const load = async () => {
      loads++;
      if (loads === 2) await new Promise<void>((resolve) => (release = resolve));
      return { value: loads, tenantId: null, userId: null };
    };
    const key = `test:refresh:${Math.random()}`;
    expect(await remember(key, load)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1550)); // past three quarters of 2 s
    // Answered from memory while the second read is still out.
    expect(await remember(key, load)).toBe(1);
    expect(await remember(key, load)).toBe(1);
    expect(loads).toBe(2);
    release();
    await vi.waitFor(() => expect(remember(key, load)).resolves.toBe(2));
    // Past the first read's 2 s, its answer would have lapsed; the refreshed one has not.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await remember(key, load)).toBe(2);
    expect(loads).toBe(2);
  });
});
