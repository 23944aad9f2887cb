// What a provider user's access request answers once it has ended or is asked twice, and how the
// door words its refusal of a session opened through one: a session whose approval the venue
// revoked is over (401, saying so), a second pending request for the same venue is refused (and
// the database holds it), and each request says its venue's time zone and whether it was revoked.
import { describe, expect, it } from "vitest";

import * as item from "@/app/api/management/impersonation/[id]/route";
import * as requests from "@/app/api/management/impersonation/route";
import * as roles from "@/app/api/roles/route";
import * as teamList from "@/app/api/tenant/user-details/route";
import { ACCESS_REQUEST_ENDED } from "@/lib/auth/messages";
import { db } from "@/lib/db";
import { alreadyRequested, IN_PERSON_ONLY } from "@/lib/impersonation/schemas";
import { whoMay } from "@/lib/openapi/components";

import { call, createUser, sessionCookie, tokenFor, venue } from "./helpers";

async function provider() {
  const user = await createUser({ system: true });
  return { user, token: await tokenFor(user.uuid, null) };
}

const ask = (token: string, tenant_name: string, role = "Manager") =>
  call(requests.POST, { token, body: { action: "request", tenant_name, role } });

/** A provider user in venue `v` on an approved request: its id and a session cookie of it. */
async function impersonating(v: Awaited<ReturnType<typeof venue>>, role = "Admin") {
  const p = await provider();
  const asked = await ask(p.token, v.tenant.slug, role);
  expect(asked.status).toBe(201);
  const id = asked.body.id as number;
  expect((await v.as(requests.POST, { body: { action: "approve", request_id: id } })).status).toBe(
    200,
  );
  const cookie = await sessionCookie(p.user.uuid, v.tenant.slug, 3_600_000, id);
  return { p, id, cookie, host: `${v.tenant.slug}.localhost` };
}

describe("a session opened through an access request the venue revoked", () => {
  it("is over: 401 saying the access request ended, on every request of the session", async () => {
    const v = await venue();
    const { id, cookie, host } = await impersonating(v);
    expect((await call(roles.GET, { host, cookie })).status).toBe(200);
    const revoked = await v.as(item.DELETE, { method: "DELETE", params: { id: String(id) } });
    expect(revoked.status).toBe(204);
    const after = await call(roles.GET, { host, cookie });
    expect(after.status).toBe(401);
    expect(after.body.detail).toBe(ACCESS_REQUEST_ENDED);
  });

  it("and one whose approval ran out, alike", async () => {
    const v = await venue();
    const { id, cookie, host } = await impersonating(v);
    await db.impersonationRequest.update({ where: { id }, data: { expiresAt: new Date() } });
    const after = await call(roles.GET, { host, cookie });
    expect(after).toMatchObject({ status: 401, body: { detail: ACCESS_REQUEST_ENDED } });
  });
});

describe("the door's refusal of what only the venue's own people may do", () => {
  it("says it cannot be done in such a session, in plain words", async () => {
    const v = await venue();
    const { cookie, host } = await impersonating(v, "Owner");
    const res = await call(teamList.POST, {
      host,
      cookie,
      body: { tenant_specific_email: "someone@example.com", role: "Staff" },
    });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(
      "This cannot be done in a session opened through an access request: only the venue's " +
        "own people may do it.",
    );
    expect(res.body.detail).toBe(IN_PERSON_ONLY);
  });

  it("is said alike in the API reference", () => {
    const said = whoMay(teamList.POST.door ?? null);
    expect(said).toContain(
      "A session opened through an access request is refused (403): only the venue's own " +
        "people may do this.",
    );
    expect(said).not.toContain("Not in a session");
  });
});

describe("a second pending request for the same venue", () => {
  it("is refused with 409 saying so; after an answer a new one may be sent", async () => {
    const v = await venue();
    const p = await provider();
    const first = await ask(p.token, v.tenant.slug, "Manager");
    expect(first.status).toBe(201);
    for (const role of ["Manager", "Admin"]) {
      const again = await ask(p.token, v.tenant.slug, role);
      expect(again.status).toBe(409);
      expect(again.body.detail).toBe(alreadyRequested(v.tenant.name, "Manager"));
    }
    expect(await db.impersonationRequest.count({ where: { tenantId: v.tenant.id } })).toBe(1);
    // Another provider user may ask, and so may this one once the venue has answered.
    expect((await ask((await provider()).token, v.tenant.slug)).status).toBe(201);
    await v.as(requests.POST, { body: { action: "approve", request_id: first.body.id } });
    expect((await ask(p.token, v.tenant.slug)).status).toBe(201);
  });

  it("is held by the database too, whatever code writes it", async () => {
    const v = await venue();
    const p = await provider();
    const row = { tenantId: v.tenant.id, requesterId: p.user.id, role: "Staff" as const };
    await db.impersonationRequest.create({ data: row });
    await expect(db.impersonationRequest.create({ data: row })).rejects.toThrow();
    // Approved ones are history: any number of them.
    const approved = { ...row, approved: true, approvedAt: new Date(), expiresAt: new Date() };
    await db.impersonationRequest.create({ data: approved });
    await db.impersonationRequest.create({ data: approved });
  });
});

describe("each request as listed", () => {
  it("names its venue's time zone, and when it was revoked (null when it just ran out)", async () => {
    const v = await venue();
    const { p, id } = await impersonating(v);
    const mine = async () =>
      (await call(requests.GET, { token: p.token })).body.find((r) => r.id === id)!;
    expect(await mine()).toMatchObject({ tenant_timezone: v.tenant.timezone, revoked_at: null });
    const before = Date.now();
    await v.as(item.DELETE, { method: "DELETE", params: { id: String(id) } });
    const listed = await mine();
    expect(listed.status).toBe("EXPIRED");
    expect(Date.parse(listed.revoked_at!)).toBeGreaterThanOrEqual(before - 1000);
    const venueSide = (await v.as(requests.GET)).body.find((r) => r.id === id)!;
    expect(venueSide.revoked_at).toBe(listed.revoked_at);
  });
});
