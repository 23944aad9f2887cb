import { describe, expect, it } from "vitest";

import { POST as token } from "@/app/api/token/route";
import { MAX_FAILURES } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db";

import { call, PASSWORD, tenantWithAdmin } from "./helpers";

const attempt = (email: string, password: string, tenant: string, ip: string) =>
  call(token, {
    headers: { "x-tenant": tenant, "x-forwarded-for": `${ip}, 10.0.0.1` },
    body: { email, password },
  });

describe("failed sign-in rate limit", () => {
  it("blocks an email after 10 failures in 15 minutes, even with the right password, from any IP", async () => {
    const { tenant, user } = await tenantWithAdmin();
    for (let i = 0; i < MAX_FAILURES; i++)
      expect((await attempt(user.email, "wrong", tenant.slug, `192.0.2.${i}`)).status).toBe(401);
    const blocked = await attempt(user.email, PASSWORD, tenant.slug, "198.51.100.7");
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(
      /^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/,
    );
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(800);
    // The counter is in PostgreSQL, shared by every app process.
    expect(await db.authFailure.count({ where: { key: `email:${user.email}` } })).toBe(
      MAX_FAILURES,
    );
  });

  it("blocks an IP after 10 failures across different emails, and not other IPs", async () => {
    const { tenant, user } = await tenantWithAdmin();
    for (let i = 0; i < MAX_FAILURES; i++)
      await attempt(`someone${i}@example.com`, "wrong", tenant.slug, "203.0.113.9");
    expect((await attempt(user.email, PASSWORD, tenant.slug, "203.0.113.9")).status).toBe(429);
    expect((await attempt(user.email, PASSWORD, tenant.slug, "203.0.113.10")).status).toBe(200);
  });

  it("forgets failures older than the window", async () => {
    const { tenant, user } = await tenantWithAdmin();
    for (let i = 0; i < MAX_FAILURES; i++)
      await attempt(user.email, "wrong", tenant.slug, `192.0.2.${100 + i}`);
    expect((await attempt(user.email, PASSWORD, tenant.slug, "192.0.2.200")).status).toBe(429);
    await db.authFailure.updateMany({
      where: { key: `email:${user.email}` },
      data: { createdAt: new Date(Date.now() - 16 * 60 * 1000) },
    });
    expect((await attempt(user.email, PASSWORD, tenant.slug, "192.0.2.201")).status).toBe(200);
  });

  it("clears an account's counter after a successful sign-in", async () => {
    const { tenant, user } = await tenantWithAdmin();
    for (let i = 0; i < MAX_FAILURES - 1; i++)
      await attempt(user.email, "wrong", tenant.slug, `192.0.2.${50 + i}`);
    expect((await attempt(user.email, PASSWORD, tenant.slug, "192.0.2.99")).status).toBe(200);
    expect(await db.authFailure.count({ where: { key: `email:${user.email}` } })).toBe(0);
    expect((await attempt(user.email, "wrong", tenant.slug, "192.0.2.98")).status).toBe(401);
  });
});
