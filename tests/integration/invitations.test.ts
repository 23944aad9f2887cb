// Accounts belong to the person, memberships to the venue: adding an email makes a pending
// membership that the person accepts (or declines) by signing in on the venue's host. Until then
// the venue sees only the email it typed, whether or not the email had an account, and nothing
// of the account changes.
import { describe, expect, it } from "vitest";

import { GET as roles } from "@/app/api/roles/route";
import { POST as answer } from "@/app/api/tenant/invitation/route";
import { PATCH as patchMember } from "@/app/api/tenant/user-details/[id]/route";
import { POST as addMember, GET as listTeam } from "@/app/api/tenant/user-details/route";
import { POST as token } from "@/app/api/token/route";
import { signAccessToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { EMAIL_READ_ONLY } from "@/lib/users/profile-schemas";
import {
  invitationAccepted,
  invitationDeclined,
  invitedAddressFixed,
  NAME_IS_THEIRS,
  NEW_MEMBER_STATUS,
  NO_INVITATION,
  notYetAccepted,
} from "@/lib/users/team-schemas";

import { call, createUser, mailTo, PASSWORD, tokenFor, venue } from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;
const add = (v: Venue, body: Record<string, unknown>) => v.as(addMember, { body });
const patch = (v: Venue, id: number, body: Record<string, unknown>) =>
  v.as(patchMember, { method: "PATCH", params: { id: String(id) }, body });
let n = 0;
const address = () => `10.7.${n++ % 250}.${Math.floor(Math.random() * 250) + 1}`;
const reply = (v: Venue, body: Record<string, unknown>) =>
  call(answer, {
    host: `${v.tenant.slug}.localhost`,
    headers: { "x-forwarded-for": address() },
    body,
  });
const signIn = (v: Venue, email: string, password = PASSWORD) =>
  call(token, {
    headers: { "x-tenant": v.tenant.slug, "x-forwarded-for": address() },
    body: { email, password },
  });

/** What the venue is told of a new member, less what differs by the email it typed. */
const shapeOf = (body: Record<string, unknown>) => {
  const { id, email, tenant_specific_email, ...rest } = body;
  void id;
  return { ...rest, typed: email === tenant_specific_email };
};

describe("adding an email to the team", () => {
  it("answers another venue's owner and the provider's admin like a new email", async () => {
    const v = await venue();
    const other = await venue({ role: "Owner" });
    const providerAdmin = await createUser({ system: true });
    const fresh = `fresh-${Date.now()}@example.com`;
    const answers = [];
    for (const email of [fresh, other.user.email, providerAdmin.email]) {
      const res = await add(v, { tenant_specific_email: email, name: "Renamed By Venue" });
      expect(res.status, email).toBe(201);
      answers.push(res);
    }
    const shapes = answers.map((a) => shapeOf(a.body));
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
    expect(shapes[0]).toMatchObject({
      name: "",
      uuid: null,
      user_id: null,
      status: "pending",
      typed: true,
    });
    for (const [i, who] of [other.user, providerAdmin].entries()) {
      const text = answers[i + 1].text;
      expect(text).not.toContain(who.uuid);
      expect(text).not.toContain(String(who.name));
    }
    // Nothing attached: neither can enter the venue, and their accounts are as they were.
    for (const who of [other.user, providerAdmin]) {
      const t = await tokenFor(who.uuid, v.tenant.slug);
      const res = await call(roles, { host: `${v.tenant.slug}.localhost`, token: t });
      expect(res.status, who.email).toBe(403);
      expect((await signIn(v, who.email)).status, who.email).toBe(403);
      const account = await db.user.findUniqueOrThrow({ where: { id: who.id } });
      expect(account.name).toBe(who.name);
      expect(account.passwordHash).toBe(who.passwordHash);
    }
    // The list shows each as pending, with only the email typed.
    const team = (await v.as(listTeam)).body;
    const pending = team.filter((m) => m.status === "pending");
    expect(pending.map((m) => m.email).sort()).toEqual(
      [fresh, other.user.email, providerAdmin.email].sort(),
    );
    for (const m of pending) expect(m).toMatchObject({ name: "", uuid: null, user_id: null });
  });

  it("mails a new account its temporary password and an existing one only the invitation", async () => {
    const v = await venue();
    const fresh = `nora-${Date.now()}@example.com`;
    const other = await createUser();
    await add(v, { tenant_specific_email: fresh, name: "Nora New" });
    await add(v, { tenant_specific_email: other.email });
    const toNew = mailTo(fresh);
    expect(toNew).toContain(`http://${v.tenant.slug}.localhost/invitation`);
    expect(/temporary password: (\S+)/.exec(toNew)?.[1]).toHaveLength(14);
    const toExisting = mailTo(other.email);
    expect(toExisting).toContain(`http://${v.tenant.slug}.localhost/invitation`);
    expect(toExisting).toContain("the password you already use");
    expect(toExisting).not.toContain("temporary password");
  });

  it("refuses a status other than pending for a new member", async () => {
    const v = await venue();
    const res = await add(v, { tenant_specific_email: "s@example.com", status: "suspended" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: [NEW_MEMBER_STATUS] });
  });
});

describe("the person answers the invitation", () => {
  it("accepts by signing in on the venue's host, and only then appears with their name", async () => {
    const v = await venue();
    const other = await venue({ role: "Owner" });
    const invited = await add(v, { tenant_specific_email: other.user.email, role: "Manager" });
    const wrong = await reply(v, {
      email: other.user.email,
      password: "not-the-password",
      answer: "accept",
    });
    expect(wrong.status).toBe(401);
    const res = await reply(v, { email: other.user.email, password: PASSWORD, answer: "accept" });
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe(invitationAccepted(v.tenant.name));
    const [member] = (await v.as(listTeam, { path: `/?id=${invited.body.id}` })).body;
    expect(member).toMatchObject({
      name: other.user.name,
      uuid: other.user.uuid,
      user_id: other.user.id,
      email: other.user.email,
      status: "active",
      role: "Manager",
    });
    const signedIn = await signIn(v, other.user.email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.groups).toEqual(["Manager"]);
    // Their other venue is untouched, and the venue's admins are told.
    expect((await signIn(other, other.user.email)).body.groups).toEqual(["Owner"]);
    const told = await db.notification.findMany({ where: { userId: v.user.id } });
    expect(told.map((t) => t.message)).toEqual([expect.stringContaining(other.user.email)]);
    // Answered once: a second answer finds nothing pending.
    const again = await reply(v, { email: other.user.email, password: PASSWORD, answer: "accept" });
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe(NO_INVITATION);
  });

  it("a new account accepts with its temporary password, then must choose its own", async () => {
    const v = await venue();
    const email = `nina-${Date.now()}@example.com`;
    await add(v, { tenant_specific_email: email, name: "Nina New" });
    const password = /temporary password: (\S+)/.exec(mailTo(email))?.[1] ?? "";
    expect((await signIn(v, email, password)).status).toBe(403);
    expect((await reply(v, { email, password, answer: "accept" })).status).toBe(200);
    expect((await signIn(v, email, password)).status).toBe(200);
    const account = await db.user.findUniqueOrThrow({ where: { email } });
    expect(account).toMatchObject({ name: "Nina New", mustResetPassword: true });
  });

  it("declines: the membership goes, the account stays, and the venue may invite again", async () => {
    const v = await venue();
    const other = await createUser();
    await add(v, { tenant_specific_email: other.email });
    const res = await reply(v, { email: other.email, password: PASSWORD, answer: "decline" });
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe(invitationDeclined(v.tenant.name));
    expect(await db.tenantUser.count({ where: { tenantId: v.tenant.id, userId: other.id } })).toBe(
      0,
    );
    expect(await db.user.count({ where: { id: other.id } })).toBe(1);
    expect((await signIn(v, other.email)).status).toBe(403);
    expect((await add(v, { tenant_specific_email: other.email })).status).toBe(201);
  });

  it("finds no invitation for an account that has none, nor on another venue", async () => {
    const v = await venue();
    const w = await venue();
    const other = await createUser();
    await add(v, { tenant_specific_email: other.email });
    const elsewhere = await reply(w, { email: other.email, password: PASSWORD, answer: "accept" });
    expect(elsewhere.status).toBe(404);
    const member = await reply(v, { email: v.user.email, password: PASSWORD, answer: "decline" });
    expect(member.status).toBe(404);
    expect((await signIn(v, v.user.email)).status).toBe(200);
  });
});

describe("what the venue may change", () => {
  it("never renames or re-emails an account, pending or accepted", async () => {
    const v = await venue();
    const other = await venue({ role: "Owner" });
    const invited = await add(v, { tenant_specific_email: other.user.email });
    await reply(v, { email: other.user.email, password: PASSWORD, answer: "accept" });
    const id = invited.body.id as number;
    const renamed = await patch(v, id, { name: "Taken Over" });
    expect(renamed.status).toBe(400);
    expect(renamed.body).toEqual({ name: [NAME_IS_THEIRS] });
    const reEmailed = await patch(v, id, { email: "taken-over@example.com" });
    expect(reEmailed.status).toBe(400);
    expect(reEmailed.body).toEqual({ email: [EMAIL_READ_ONLY] });
    // The venue's own fields, with the name and email sent back as they were, change.
    const own = await patch(v, id, {
      name: other.user.name,
      email: other.user.email,
      tenant_specific_email: "events@venue.example.com",
      tenant_specific_phone: "+1 555 0100",
      job_title: "Finance",
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      name: other.user.name,
      email: other.user.email,
      tenant_specific_email: "events@venue.example.com",
      job_title: "Finance",
    });
    const account = await db.user.findUniqueOrThrow({ where: { id: other.user.id } });
    expect(account).toMatchObject({ name: other.user.name, email: other.user.email });
    // A pending one's name is nobody's to set either.
    const pending = await add(v, { tenant_specific_email: `p-${Date.now()}@example.com` });
    expect((await patch(v, pending.body.id, { name: "Someone" })).status).toBe(400);
  });

  it("cannot make a pending invitation active: only the person accepts", async () => {
    const v = await venue();
    const other = await createUser();
    const invited = await add(v, { tenant_specific_email: other.email });
    const id = invited.body.id as number;
    const res = await patch(v, id, { status: "active" });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(notYetAccepted(other.email));
    // Its role and branches are the venue's to set meanwhile.
    const changed = await patch(v, id, { role: "Manager", branches: [v.branch.id] });
    expect(changed.body).toMatchObject({ role: "Manager", status: "pending" });
    // The database holds it too: a membership leaves pending only with its acceptance.
    await expect(
      db.tenantUser.update({ where: { id }, data: { status: "active" } }),
    ).rejects.toThrow();
    const token = await signAccessToken({ sub: other.uuid, tenant: v.tenant.slug });
    expect((await call(roles, { host: `${v.tenant.slug}.localhost`, token })).status).toBe(403);
  });

  it("keeps the address an invitation went to: another one is a new invitation", async () => {
    const v = await venue();
    const email = `typo-${Date.now()}@example.com`;
    const invited = await add(v, { tenant_specific_email: email });
    const id = invited.body.id as number;
    const res = await patch(v, id, { tenant_specific_email: `fixed-${email}` });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ tenant_specific_email: [invitedAddressFixed(email)] });
    const row = await db.tenantUser.findUniqueOrThrow({ where: { id } });
    expect(row.tenantSpecificEmail).toBe(email);
    // Sent back as it is, with the venue's other fields, it is no change of address.
    const same = await patch(v, id, {
      tenant_specific_email: email,
      tenant_specific_phone: "+1 555 0199",
    });
    expect([same.status, same.body]).toMatchObject([200, { tenant_specific_phone: "+1 555 0199" }]);
  });
});
