// Races in the sign-in machinery, as clients on several servers would run them: two refreshes of
// one refresh token at once, and a burst of wrong passwords from one address.
import { describe, expect, it, vi } from "vitest";

import { GET as me } from "@/app/api/tenant/user-details/me/route";
import { POST as refresh } from "@/app/api/token/refresh/route";
import { POST as token } from "@/app/api/token/route";
import { MAX_FAILURES } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db";

import { addMember, call, createUser, PASSWORD, tenantWithAdmin } from "./helpers";

// Every password check of this file, counted: the real argon2id verification, wrapped.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/lib/auth/password", async (original) => {
  const real = await original<typeof import("@/lib/auth/password")>();
  return {
    ...real,
    verifyPassword: (...args: Parameters<typeof real.verifyPassword>) => {
      checks.count++;
      return real.verifyPassword(...args);
    },
  };
});

const signIn = (email: string, password: string, tenant: string, ip?: string) =>
  call(token, {
    headers: { "x-tenant": tenant, ...(ip ? { "x-forwarded-for": ip } : {}) },
    body: { email, password },
  });

describe("two refreshes of one refresh token at once", () => {
  it("leave no survivor in 50 trials: the winner's new refresh token is dead too", async () => {
    const { tenant, user } = await tenantWithAdmin();
    const survivors: string[] = [];
    for (let trial = 0; trial < 50; trial++) {
      const first = await signIn(user.email, PASSWORD, tenant.slug);
      expect(first.status).toBe(200);
      const raced = await Promise.all(
        [1, 2].map(() => call(refresh, { body: { refresh: first.body.refresh } })),
      );
      // One may win the race, never both; the loser is refused and gets no access token.
      expect(raced.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
      for (const loser of raced.filter((r) => r.status !== 200)) {
        expect(loser.status).toBe(401);
        expect(loser.body).not.toHaveProperty("access");
      }
      // The reuse killed the family: whatever the winner got cannot be rotated again.
      for (const winner of raced.filter((r) => r.status === 200)) {
        const next = await call(refresh, { body: { refresh: winner.body.refresh } });
        if (next.status !== 401) survivors.push(`trial ${trial}: ${next.status}`);
      }
    }
    expect(survivors).toEqual([]);
    // No refresh token was issued into a family after it was revoked.
    const late = await db.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM refresh_tokens t
      JOIN refresh_token_families f ON f.id = t.family_id
      WHERE f.user_id = ${user.id} AND f.revoked_at IS NOT NULL AND t.created_at > f.revoked_at`;
    expect(Number(late[0].n)).toBe(0);
  }, 120_000);

  it("still rotates a refresh token used once, and its access token works", async () => {
    const { tenant, user } = await tenantWithAdmin();
    const first = await signIn(user.email, PASSWORD, tenant.slug);
    const second = await call(refresh, { body: { refresh: first.body.refresh } });
    expect(second.status).toBe(200);
    const third = await call(refresh, { body: { refresh: second.body.refresh } });
    expect(third.status).toBe(200);
    const who = await call(me, { headers: { "x-tenant": tenant.slug }, token: third.body.access });
    expect(who.status).toBe(200);
  });
});

describe("a burst of wrong passwords from one address", () => {
  it("checks at most MAX_FAILURES passwords of 80 sent at once", async () => {
    const { tenant } = await tenantWithAdmin();
    const victims = await Promise.all([1, 2, 3, 4].map(() => createUser()));
    for (const victim of victims) await addMember(tenant.id, victim.id, "Staff");
    const ip = "203.0.113.80";
    checks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        signIn(victims[i % victims.length].email, "Wrong#Guess1", tenant.slug, ip),
      ),
    );
    expect(checks.count).toBeLessThanOrEqual(MAX_FAILURES);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBe(checks.count);
    expect(statuses.filter((s) => s === 429).length).toBe(80 - checks.count);
    // Each check counted: one after another, the address gets what is left of the limit, no more.
    for (let i = 0; i < MAX_FAILURES; i++)
      await signIn(victims[0].email, "Wrong#Guess1", tenant.slug, ip);
    expect(checks.count).toBe(MAX_FAILURES);
    // And the right password from that address is refused now too, without being checked.
    const late = await signIn(victims[1].email, PASSWORD, tenant.slug, ip);
    expect(late.status).toBe(429);
    expect(checks.count).toBe(MAX_FAILURES);
  }, 120_000);

  it("checks at most MAX_FAILURES passwords of one account from 80 addresses at once", async () => {
    const { tenant, user } = await tenantWithAdmin();
    checks.count = 0;
    await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        signIn(user.email, "Wrong#Guess1", tenant.slug, `198.51.100.${i + 1}`),
      ),
    );
    expect(checks.count).toBeLessThanOrEqual(MAX_FAILURES);
  }, 120_000);

  it("forgets a right password's attempt: ten wrong and a right one still sign in", async () => {
    const { tenant, user } = await tenantWithAdmin();
    const ip = "203.0.113.81";
    for (let i = 0; i < MAX_FAILURES - 1; i++)
      expect((await signIn(user.email, "Wrong#Guess1", tenant.slug, ip)).status).toBe(401);
    expect((await signIn(user.email, PASSWORD, tenant.slug, ip)).status).toBe(200);
    // The success cleared the account's count; the address keeps its nine failures.
    expect(await db.authFailure.count({ where: { key: `email:${user.email}` } })).toBe(0);
    expect(await db.authFailure.count({ where: { key: `ip:${ip}` } })).toBe(MAX_FAILURES - 1);
  });
});
