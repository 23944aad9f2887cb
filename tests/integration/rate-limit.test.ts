import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { POST as token } from "@/app/api/token/route";
import { MAX_FAILURES } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db";
import { resetEnv } from "@/lib/env";

import { call, PASSWORD, tenantWithAdmin } from "./helpers";

const attempt = (email: string, password: string, tenant: string, ip: string) =>
  call(token, {
    // what the client claimed, then the address our proxy saw (the one believed)
    headers: { "x-tenant": tenant, "x-forwarded-for": `203.0.113.250, ${ip}` },
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

describe("the address a limit counts cannot be chosen by the client", () => {
  const spray = (tenant: string, i: number, o: { peer: string; forwardedFor: string }) =>
    call(token, {
      peer: o.peer,
      headers: { "x-tenant": tenant, "x-forwarded-for": o.forwardedFor },
      body: { email: `spray${i}@example.com`, password: "wrong" },
    });
  const ipFailures = (ip: string) => db.authFailure.count({ where: { key: `ip:${ip}` } });

  it("behind our one proxy (TRUST_PROXY=1), believes only the entry the proxy appended", async () => {
    const { tenant } = await tenantWithAdmin();
    for (let i = 0; i < MAX_FAILURES + 2; i++) {
      const forwardedFor = `198.18.0.${i}, 203.0.113.77`; // the client's claim, then the proxy's
      const res = await spray(tenant.slug, i, { peer: "10.255.0.1", forwardedFor });
      expect(res.status).toBe(i < MAX_FAILURES ? 401 : 429);
    }
    expect(await ipFailures("203.0.113.77")).toBe(MAX_FAILURES);
    expect(await ipFailures("198.18.0.0")).toBe(0);
  });

  describe("with no proxy of ours in front (TRUST_PROXY=0, the default)", () => {
    beforeAll(() => {
      process.env.TRUST_PROXY = "0";
      resetEnv();
    });
    afterAll(() => {
      process.env.TRUST_PROXY = "1";
      resetEnv();
    });

    it("counts a spray that writes its own X-Forwarded-For against its real address", async () => {
      const { tenant, user } = await tenantWithAdmin();
      const peer = "198.51.100.23";
      for (let i = 0; i < MAX_FAILURES + 2; i++) {
        const res = await spray(tenant.slug, i, { peer, forwardedFor: `198.18.1.${i}` });
        expect(res.status).toBe(i < MAX_FAILURES ? 401 : 429);
      }
      // The right password with a fresh header: the same address, still held back.
      const signIn = await call(token, {
        peer,
        headers: { "x-tenant": tenant.slug, "x-forwarded-for": "198.18.1.200" },
        body: { email: user.email, password: PASSWORD },
      });
      expect(signIn.status).toBe(429);
      expect(await ipFailures(peer)).toBe(MAX_FAILURES);
      expect(await ipFailures("198.18.1.1")).toBe(0);
    });
  });
});
