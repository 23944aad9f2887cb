// A refresh token opened through an access request belongs to that request: it ends with it, by
// expiry as by revocation, and is never carried on by a later approval of the same person, whose
// sign-in would then go unaudited and unannounced (docs/decisions/049-impersonation-temporary-and-
// visible.md).
import { describe, expect, it } from "vitest";

import * as item from "@/app/api/management/impersonation/[id]/route";
import * as requests from "@/app/api/management/impersonation/route";
import * as me from "@/app/api/tenant/user-details/me/route";
import { POST as refresh } from "@/app/api/token/refresh/route";
import { POST as token } from "@/app/api/token/route";
import { issueRefreshToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";

import { call, createUser, PASSWORD, tokenFor, venue } from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;

async function provider() {
  const user = await createUser({ system: true });
  return { user, token: await tokenFor(user.uuid, null) };
}

/** A provider user's request for `role`, approved by the venue's Admin; its id. */
async function approved(v: Venue, p: Awaited<ReturnType<typeof provider>>, role = "Manager") {
  const asked = await call(requests.POST, {
    token: p.token,
    body: { action: "request", tenant_name: v.tenant.slug, role },
  });
  expect(asked.status).toBe(201);
  const ok = await v.as(requests.POST, { body: { action: "approve", request_id: asked.body.id } });
  expect(ok.status).toBe(200);
  return asked.body.id as number;
}

const signIn = (email: string, slug: string) =>
  call(token, {
    path: "/api/token/",
    headers: { "x-tenant": slug, "x-forwarded-for": `10.8.${Math.floor(Math.random() * 250)}.9` },
    body: { email, password: PASSWORD },
  });

const refreshed = (slug: string, value: string) =>
  call(refresh, {
    path: "/api/token/refresh/",
    headers: { "x-tenant": slug },
    body: { refresh: value },
  });

const runOut = (id: number) =>
  db.impersonationRequest.update({
    where: { id },
    data: { expiresAt: new Date(Date.now() - 1000) },
  });

describe("a refresh token opened through an access request", () => {
  it("works while its request does, and stops when the request runs out", async () => {
    const v = await venue();
    const p = await provider();
    const first = await approved(v, p);
    const signed = await signIn(p.user.email, v.tenant.slug);
    expect(signed.status).toBe(200);
    const next = await refreshed(v.tenant.slug, signed.body.refresh as string);
    expect(next.status).toBe(200);
    await runOut(first);
    expect((await refreshed(v.tenant.slug, next.body.refresh as string)).status).toBe(401);
  });

  it("is not carried on by a later approval: that one needs its own, audited sign-in", async () => {
    const v = await venue();
    const p = await provider();
    const first = await approved(v, p);
    const signed = await signIn(p.user.email, v.tenant.slug);
    await runOut(first);
    const second = await approved(v, p, "Staff");
    const res = await refreshed(v.tenant.slug, signed.body.refresh as string);
    expect(res.status).toBe(401);
    const events = await db.impersonationEvent.findMany({ where: { requestId: second } });
    expect(events.map((e) => e.action)).toEqual(["REQUESTED", "APPROVED"]);
    // Signing in again is the second request's, and audited.
    const again = await signIn(p.user.email, v.tenant.slug);
    expect(again.status).toBe(200);
    const host = `${v.tenant.slug}.localhost`;
    const profile = await call(me.GET, { host, token: again.body.access as string });
    expect(profile.body.impersonation).toBe(true);
    const after = await db.impersonationEvent.findMany({ where: { requestId: second } });
    expect(after.map((e) => e.action)).toContain("SIGNED_IN");
  });

  it("is never started on a request that ended after the sign-in read it", async () => {
    const v = await venue();
    const p = await provider();
    const id = await approved(v, p);
    await runOut(id);
    const version = (await db.user.findUniqueOrThrow({ where: { id: p.user.id } })).sessionVersion;
    const issued = await issueRefreshToken({
      userId: p.user.id,
      tenantId: v.tenant.id,
      sessionVersion: version,
      impersonationId: id,
    });
    expect(issued).toBeNull();
  });

  it("leaves nothing working when sign-ins race the venue's revocation", async () => {
    const v = await venue();
    const p = await provider();
    const id = await approved(v, p);
    const revoke = v.as(item.DELETE, { method: "DELETE", params: { id: String(id) } });
    const signIns = Array.from({ length: 8 }, () => signIn(p.user.email, v.tenant.slug));
    const [revoked, ...signed] = await Promise.all([revoke, ...signIns]);
    expect(revoked.status).toBe(204);
    const tokens = signed.filter((s) => s.status === 200).map((s) => s.body.refresh as string);
    const after = await Promise.all(tokens.map((t) => refreshed(v.tenant.slug, t)));
    expect(after.map((r) => r.status)).toEqual(tokens.map(() => 401));
  });
});
