// Impersonation (/api/management/impersonation/, /api/roles/, /api/management/user-roles/):
// provider users request a role in a venue, the venue's Owners and Admins approve or deny it,
// the approval lets the requester sign in until it expires, and every step is audited and
// announced.
import { describe, expect, it } from "vitest";

import * as item from "@/app/api/management/impersonation/[id]/route";
import * as requests from "@/app/api/management/impersonation/route";
import * as userRoles from "@/app/api/management/user-roles/route";
import * as roles from "@/app/api/roles/route";
import * as me from "@/app/api/tenant/user-details/me/route";
import * as teamList from "@/app/api/tenant/user-details/route";
import { POST as token } from "@/app/api/token/route";
import { REQUIRED } from "@/lib/core/schemas";
import { db } from "@/lib/db";
import {
  ACCESS_ENDED,
  IMPERSONATION_DURATION_MS,
  IN_PERSON_ONLY,
  INVALID_ROLE,
  NOT_PENDING,
  UNKNOWN_TENANT,
} from "@/lib/impersonation/schemas";

import { addMember, call, createUser, PASSWORD, sessionCookie, tokenFor, venue } from "./helpers";

async function provider() {
  const user = await createUser({ system: true });
  const token = await tokenFor(user.uuid, null);
  return { user, token, as: (o: Parameters<typeof call>[1] = {}) => ({ token, ...o }) };
}

async function ask(token: string, tenant_name: string, role = "Manager") {
  return call(requests.POST, { token, body: { action: "request", tenant_name, role } });
}

const signIn = (email: string, slug: string) =>
  call(token, {
    path: "/api/token/",
    headers: { "x-tenant": slug, "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.7` },
    body: { email, password: PASSWORD },
  });

const eventsOf = (tenantId: number) =>
  db.impersonationEvent.findMany({ where: { tenantId }, orderBy: { id: "asc" } });

describe("POST impersonation/ action request", () => {
  it("lets a provider user ask for a role in a venue, trimmed; audited and announced", async () => {
    const v = await venue();
    const p = await provider();
    const res = await ask(p.token, `  ${v.tenant.slug} `, " Staff ");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      tenant_name: v.tenant.slug,
      role: "Staff",
      approved: false,
      expires_at: null,
      status: "PENDING",
      requester_email: p.user.email,
    });
    const events = await eventsOf(v.tenant.id);
    expect(events).toMatchObject([
      { action: "REQUESTED", actorId: p.user.id, actorEmail: p.user.email, requestId: res.body.id },
    ]);
    const notices = await db.notification.findMany({ where: { userId: v.user.id } });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ tenantId: v.tenant.id });
    expect(notices[0].message).toContain(p.user.email);
  });

  it("answers field errors for an unknown venue, a missing field and the SYSTEM role", async () => {
    const v = await venue();
    const p = await provider();
    expect((await ask(p.token, "no-such-venue-x")).body).toEqual({ tenant_name: [UNKNOWN_TENANT] });
    expect((await ask(p.token, "  ")).body).toEqual({ tenant_name: [REQUIRED] });
    const system = await ask(p.token, v.tenant.slug, "SYSTEM");
    expect(system.status).toBe(400);
    expect(system.body).toEqual({ role: [INVALID_ROLE] });
    const bad = await call(requests.POST, { token: p.token, body: { action: "nope" } });
    expect(bad.status).toBe(400);
    expect(await db.impersonationRequest.count({ where: { tenantId: v.tenant.id } })).toBe(0);
  });

  it("refuses venue users and anonymous callers", async () => {
    const v = await venue();
    expect((await call(requests.POST, { body: { action: "request" } })).status).toBe(401);
    const onVenue = await v.as(requests.POST, {
      body: { action: "request", tenant_name: v.tenant.slug, role: "Staff" },
    });
    expect(onVenue.status).toBe(403);
    const consoleToken = await tokenFor(v.user.uuid, null);
    expect((await ask(consoleToken, v.tenant.slug)).status).toBe(403);
  });
});

describe("approve and deny", () => {
  async function pending(role = "Manager") {
    const v = await venue();
    const p = await provider();
    const res = await ask(p.token, v.tenant.slug, role);
    return { v, p, id: res.body.id as number };
  }
  const approve = (v: Awaited<ReturnType<typeof venue>>, id: unknown, o = {}) =>
    v.as(requests.POST, { body: { action: "approve", request_id: id }, ...o });

  it("lets the venue's Admin approve a pending request for two hours", async () => {
    const { v, p, id } = await pending();
    const before = Date.now();
    const res = await approve(v, String(id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, approved: true, status: "APPROVED" });
    expect(res.body.approved_by).toBe(v.user.email);
    const expires = Date.parse(res.body.expires_at!);
    expect(expires - before).toBeGreaterThanOrEqual(IMPERSONATION_DURATION_MS - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(IMPERSONATION_DURATION_MS);
    expect((await eventsOf(v.tenant.id)).map((e) => e.action)).toEqual(["REQUESTED", "APPROVED"]);
    const told = await db.notification.findMany({ where: { userId: p.user.id } });
    expect(told).toMatchObject([{ tenantId: null, level: "Success" }]);
    const again = await approve(v, id);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(NOT_PENDING);
  });

  it("lets the venue's Owner deny: the request goes, its audit stays", async () => {
    const { v, p, id } = await pending();
    const owner = await createUser();
    await addMember(v.tenant.id, owner.id, "Owner");
    const ownerToken = await tokenFor(owner.uuid, v.tenant.slug);
    const res = await v.as(item.DELETE, {
      method: "DELETE",
      params: { id: String(id) },
      token: ownerToken,
    });
    expect(res.status).toBe(204);
    expect(await db.impersonationRequest.findUnique({ where: { id } })).toBeNull();
    expect(await eventsOf(v.tenant.id)).toMatchObject([
      { action: "REQUESTED", requestId: null },
      { action: "DENIED", requestId: null, actorId: owner.id, actorEmail: owner.email },
    ]);
    const told = await db.notification.findMany({ where: { userId: p.user.id } });
    expect(told).toMatchObject([{ tenantId: null, level: "Error" }]);
    const gone = await v.as(item.DELETE, { method: "DELETE", params: { id: String(id) } });
    expect(gone.status).toBe(404);
  });

  it("refuses Managers, Staff, provider users and another venue's admins (404)", async () => {
    const { v, p, id } = await pending();
    for (const role of ["Manager", "Staff"] as const) {
      const u = await createUser();
      await addMember(v.tenant.id, u.id, role);
      const t = await tokenFor(u.uuid, v.tenant.slug);
      expect((await approve(v, id, { token: t })).status).toBe(403);
      const deny = await v.as(item.DELETE, {
        method: "DELETE",
        params: { id: String(id) },
        token: t,
      });
      expect(deny.status).toBe(403);
    }
    const fromConsole = await call(requests.POST, {
      token: p.token,
      body: { action: "approve", request_id: id },
    });
    expect(fromConsole.status).toBe(403);
    const other = await venue();
    expect((await approve(other, id)).status).toBe(404);
    const deny = await other.as(item.DELETE, { method: "DELETE", params: { id: String(id) } });
    expect(deny.status).toBe(404);
    expect((await approve(v, "abc")).status).toBe(400);
    expect((await approve(v, 2_000_000_000)).status).toBe(404);
    const row = await db.impersonationRequest.findUniqueOrThrow({ where: { id } });
    expect(row.approved).toBe(false);
  });

  it("does not let an approved impersonator approve requests of the venue", async () => {
    const { v, p, id } = await pending("Admin");
    await approve(v, id);
    const signed = await signIn(p.user.email, v.tenant.slug);
    expect(signed.status).toBe(200);
    const second = await ask(p.token, v.tenant.slug, "Staff");
    const res = await approve(v, second.body.id, { token: signed.body.access });
    expect(res.status).toBe(403);
  });
});

describe("signing in on an approval", () => {
  it("works between approval and expiry, not before or after; audited and announced", async () => {
    const v = await venue();
    const p = await provider();
    const { body } = await ask(p.token, v.tenant.slug, "Manager");
    expect((await signIn(p.user.email, v.tenant.slug)).status).toBe(403);
    await v.as(requests.POST, { body: { action: "approve", request_id: body.id } });
    const res = await signIn(p.user.email, v.tenant.slug);
    expect(res.status).toBe(200);
    expect(res.body.groups).toEqual(["Manager"]);
    const events = await eventsOf(v.tenant.id);
    expect(events.at(-1)).toMatchObject({ action: "SIGNED_IN", actorId: p.user.id });
    const notices = await db.notification.findMany({
      where: { userId: v.user.id },
      orderBy: { id: "asc" },
    });
    expect(notices).toHaveLength(2);
    expect(notices[1].message).toContain("signed in");

    await db.impersonationRequest.update({
      where: { id: body.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await signIn(p.user.email, v.tenant.slug)).status).toBe(403);
    const listed = await call(requests.GET, { token: p.token });
    expect(listed.body.find((r) => r.id === body.id)?.status).toBe("EXPIRED");
  });

  it("records no SIGNED_IN for a member's ordinary sign-in", async () => {
    const v = await venue();
    expect((await signIn(v.user.email, v.tenant.slug)).status).toBe(200);
    expect(await eventsOf(v.tenant.id)).toEqual([]);
  });
});

describe("GET impersonation/", () => {
  it("shows a provider user their own, and a venue's admins the venue's", async () => {
    const v = await venue();
    const other = await venue();
    const p = await provider();
    const q = await provider();
    const mine = await ask(p.token, v.tenant.slug);
    const elsewhere = await ask(p.token, other.tenant.slug);
    const theirs = await ask(q.token, v.tenant.slug);
    const ids = (b: { id: number }[]) => b.map((r) => r.id);
    const own = await call(requests.GET, { token: p.token });
    expect(own.status).toBe(200);
    expect(ids(own.body)).toEqual([elsewhere.body.id, mine.body.id]);
    const venueList = await v.as(requests.GET);
    expect(ids(venueList.body)).toEqual([theirs.body.id, mine.body.id]);
    expect(venueList.body[0]).toMatchObject({ status: "PENDING", requester_email: q.user.email });
    const staff = await venue({ role: "Staff" });
    expect((await staff.as(requests.GET)).status).toBe(403);
    expect((await call(requests.GET)).status).toBe(401);
  });
});

describe("roles", () => {
  it("lists value/label pairs of the venue roles, SYSTEM last", async () => {
    const p = await provider();
    const v = await venue();
    for (const res of [
      await call(roles.GET, { token: p.token }),
      await v.as(roles.GET),
      await call(userRoles.GET, { token: p.token }),
    ]) {
      expect(res.status).toBe(200);
      expect(res.body.map((r) => r.value)).toEqual([
        "Owner",
        "Admin",
        "Manager",
        "Staff",
        "SYSTEM",
      ]);
      expect(res.body[0]).toEqual({ value: "Owner", label: "Owner" });
    }
    expect((await call(roles.GET)).status).toBe(401);
    // a venue's token on the provider's route: the wrong kind, 403 (decision 066)
    expect((await v.as(userRoles.GET)).status).toBe(403);
  });
});

describe("an approval is temporary, and the venue can end it early", () => {
  /** A provider user signed in to a venue on an approved request: a token and a cookie. */
  async function impersonating(role = "Admin") {
    const v = await venue();
    const p = await provider();
    const { body } = await ask(p.token, v.tenant.slug, role);
    await v.as(requests.POST, { body: { action: "approve", request_id: body.id } });
    const signed = await signIn(p.user.email, v.tenant.slug);
    expect(signed.status).toBe(200);
    const cookie = await sessionCookie(p.user.uuid, v.tenant.slug, 3_600_000, body.id);
    const host = `${v.tenant.slug}.localhost`;
    const asToken = () => call(roles.GET, { host, token: signed.body.access as string });
    const asCookie = () => call(roles.GET, { host, cookie });
    return {
      v,
      p,
      id: body.id as number,
      host,
      access: signed.body.access as string,
      asToken,
      asCookie,
    };
  }
  const revoke = (v: Awaited<ReturnType<typeof venue>>, id: number, o = {}) =>
    v.as(item.DELETE, { method: "DELETE", params: { id: String(id) }, ...o });

  it("is revoked by the venue's Admin: its token and cookie stop at once; audited, told", async () => {
    const { v, p, id, asToken, asCookie } = await impersonating();
    expect((await asToken()).status).toBe(200);
    expect((await asCookie()).status).toBe(200);
    const res = await revoke(v, id);
    expect(res.status).toBe(204);
    expect([401, 403]).toContain((await asToken()).status);
    expect([401, 403]).toContain((await asCookie()).status);
    expect((await signIn(p.user.email, v.tenant.slug)).status).toBe(403);
    expect((await eventsOf(v.tenant.id)).map((e) => e.action)).toEqual([
      "REQUESTED",
      "APPROVED",
      "SIGNED_IN",
      "REVOKED",
    ]);
    const listed = await v.as(requests.GET);
    expect(listed.body.find((r) => r.id === id)).toMatchObject({ status: "EXPIRED" });
    const told = await db.notification.findMany({
      where: { userId: p.user.id },
      orderBy: { id: "asc" },
    });
    expect(told.at(-1)?.message).toContain("revoked");
    const again = await revoke(v, id);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(ACCESS_ENDED);
  });

  it("cannot be revoked by the impersonator, another venue, or a Manager", async () => {
    const { v, id, access, asToken } = await impersonating("Owner");
    const byItself = await revoke(v, id, { token: access });
    expect(byItself.status).toBe(403);
    expect(byItself.body.detail).toBe(IN_PERSON_ONLY);
    expect((await revoke(await venue(), id)).status).toBe(404);
    const manager = await createUser();
    await addMember(v.tenant.id, manager.id, "Manager");
    const t = await tokenFor(manager.uuid, v.tenant.slug);
    expect((await revoke(v, id, { token: t })).status).toBe(403);
    expect((await asToken()).status).toBe(200);
  });

  it("cannot add itself to the team, so its next sign-in is still an impersonation", async () => {
    const { v, p, host, access } = await impersonating("Owner");
    const res = await call(teamList.POST, {
      host,
      token: access,
      body: { tenant_specific_email: p.user.email, role: "Owner" },
    });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(IN_PERSON_ONLY);
    expect(await db.tenantUser.count({ where: { userId: p.user.id } })).toBe(0);
    const next = await signIn(p.user.email, v.tenant.slug);
    const profile = await call(me.GET, { host, token: next.body.access as string });
    expect(profile.body.impersonation).toBe(true);
  });

  it("a session opened through it ends with it, even beside a membership", async () => {
    const { v, p, id, asToken, asCookie } = await impersonating("Owner");
    // However a membership came about (an invitation the provider user accepted), the session
    // the grant opened is the grant's.
    await addMember(v.tenant.id, p.user.id, "Owner");
    expect((await revoke(v, id)).status).toBe(204);
    expect([401, 403]).toContain((await asToken()).status);
    expect([401, 403]).toContain((await asCookie()).status);
    // Signing in again is the membership's, and an ordinary one.
    const again = await signIn(p.user.email, v.tenant.slug);
    expect(again.status).toBe(200);
    expect((await eventsOf(v.tenant.id)).filter((e) => e.action === "SIGNED_IN")).toHaveLength(1);
  });
});
