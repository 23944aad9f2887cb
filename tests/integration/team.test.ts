// A venue's team: its Owners and Admins invite, change and remove people; a new person is mailed
// a temporary password they must change; nobody locks the venue out. Answering an invitation:
// invitations.test.ts.
import { describe, expect, it } from "vitest";

import {
  PATCH as patchMember,
  DELETE as removeMember,
} from "@/app/api/tenant/user-details/[id]/route";
import { POST as addMember, GET as listTeam } from "@/app/api/tenant/user-details/route";
import { POST as token } from "@/app/api/token/route";
import { signAccessToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { IN_PERSON_ONLY } from "@/lib/impersonation/messages";

import {
  approvedGrant,
  call,
  createUser,
  addMember as join,
  mailTo,
  PASSWORD,
  venue,
} from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;
const add = (v: Venue, body: Record<string, unknown>) => v.as(addMember, { body });
const patch = (v: Venue, id: number, body: Record<string, unknown>) =>
  v.as(patchMember, { method: "PATCH", params: { id: String(id) }, body });

describe("user-details/", () => {
  it("invites a new person, mailed a temporary password, as a pending member", async () => {
    const v = await venue();
    const email = `new-${Date.now()}@example.com`;
    const res = await add(v, {
      tenant_specific_email: ` ${email.toUpperCase()} `,
      name: "Nora New",
      role: "Manager",
      job_title: "Event Coordinator",
      branches: [v.branch.id],
      tenant_specific_phone: "+1 555 0142",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      tenant_specific_email: email,
      email,
      name: "",
      role: "Manager",
      status: "pending",
      job_title: "Event Coordinator",
      branches: [v.branch.id],
      invitation_sent: true,
    });
    const mail = mailTo(email);
    expect(mail).toContain(`http://${v.tenant.slug}.localhost/invitation`);
    const password = /temporary password: (\S+)/.exec(mail)?.[1] ?? "";
    expect(password).toHaveLength(14);
    // Until they accept (invitations.test.ts), the password opens nothing here.
    const signIn = await call(token, {
      headers: { "x-tenant": v.tenant.slug },
      body: { email, password },
    });
    expect(signIn.status).toBe(403);
    expect((await db.user.findUniqueOrThrow({ where: { email } })).mustResetPassword).toBe(true);
    expect((await v.as(listTeam)).body.map((m: { email: string }) => m.email)).toContain(email);
    expect(
      (await v.as(listTeam, { path: `/api/tenant/user-details/?id=${res.body.id}` })).body,
    ).toEqual([expect.objectContaining({ id: res.body.id })]);
  });

  it("invites someone with an account elsewhere without touching their password", async () => {
    const v = await venue();
    const other = await createUser();
    const res = await add(v, { tenant_specific_email: other.email });
    expect(res.status).toBe(201);
    expect(res.body.role).toBe("Staff");
    expect(mailTo(other.email)).toContain("the password you already use");
    const again = await add(v, { tenant_specific_email: other.email });
    expect(again.status).toBe(409);
    expect(again.body.detail).toContain("has already been invited");
    const member = await add(v, { tenant_specific_email: v.user.email });
    expect(member.status).toBe(409);
    expect(member.body.detail).toContain("is already a member");
    const signIn = await call(token, {
      headers: { "x-tenant": v.tenant.slug },
      body: { email: other.email, password: PASSWORD },
    });
    expect(signIn.status).toBe(403);
  });

  it("answers bad input with the spec's messages and writes nothing", async () => {
    const v = await venue();
    const before = await db.tenantUser.count();
    expect((await add(v, {})).body).toEqual({
      tenant_specific_email: ["Please enter an email address for the new user."],
    });
    const bad = await add(v, {
      tenant_specific_email: "x@example.com",
      role: "God",
      job_title: "Astronaut",
      branches: [999999],
    });
    expect(Object.keys(bad.body).sort()).toEqual(["job_title", "role"]);
    const branch = await add(v, { tenant_specific_email: "y@example.com", branches: [999999] });
    expect(branch.body).toEqual({ branches: ["Please select a valid branch."] });
    expect(await db.tenantUser.count()).toBe(before);
  });

  it("changes a member, or their status alone; never yourself, nor the last Admin", async () => {
    const v = await venue();
    const staff = await join(v.tenant.id, (await createUser()).id, "Staff");
    const changed = await patch(v, staff.id, { role: "Admin", job_title: "Finance" });
    expect(changed.body).toMatchObject({ role: "Admin", job_title: "Finance" });
    expect((await patch(v, staff.id, { status: "inactive" })).body.status).toBe("inactive");
    // v.user is now the only active Admin: they cannot demote or remove themselves.
    const self = (await v.as(listTeam)).body.find((m) => m.email === v.user.email)?.id ?? 0;
    expect((await patch(v, self, { role: "Staff" })).status).toBe(409);
    expect(
      (await v.as(removeMember, { method: "DELETE", params: { id: String(self) } })).status,
    ).toBe(409);
    // Someone helping from the provider (an approved impersonation, not a member) cannot change
    // the team at all: the door says why.
    const helper = await createUser({ system: true });
    const grant = await approvedGrant(v.tenant.id, helper.id, "Admin");
    const asHelper = await signAccessToken({
      sub: helper.uuid,
      tenant: v.tenant.slug,
      imp: grant.id,
    });
    const res = await v.as(patchMember, {
      method: "PATCH",
      params: { id: String(self) },
      body: { status: "inactive" },
      token: asHelper,
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: IN_PERSON_ONLY });
  });

  it("removes a member from the venue; their account stays", async () => {
    const v = await venue();
    const staff = await join(v.tenant.id, (await createUser()).id, "Staff");
    const res = await v.as(removeMember, {
      method: "DELETE",
      params: { id: String(staff.id) },
    });
    expect(res.status).toBe(204);
    expect((await v.as(listTeam)).body.map((m: { id: number }) => m.id)).not.toContain(staff.id);
    expect(await db.user.count({ where: { id: staff.userId } })).toBe(1);
  });

  it("is for Owners and Admins only; another venue's members answer 404", async () => {
    const manager = await venue({ role: "Manager" });
    expect((await manager.as(listTeam)).status).toBe(403);
    expect((await add(manager, { tenant_specific_email: "m@example.com" })).status).toBe(403);
    const a = await venue();
    const b = await venue();
    const mine = (await a.as(listTeam)).body[0];
    expect((await patch(b, mine.id, { role: "Staff" })).status).toBe(404);
    expect(
      (await b.as(removeMember, { method: "DELETE", params: { id: String(mine.id) } })).status,
    ).toBe(404);
    expect((await b.as(listTeam)).body.map((m: { id: number }) => m.id)).not.toContain(mine.id);
    expect((await a.as(listTeam)).body[0]).toEqual(mine);
  });
});
