// Support tickets and their conversation (spec §7 Support): a venue's members file and read their
// own venue's tickets on its host, provider staff read every venue's in the console; another
// venue's ticket is 404; replies by the owner, the venue's admins or staff; the other side is told.
import { describe, expect, it } from "vitest";

import * as replies from "@/app/api/support/tickets/[id]/replies/route";
import * as one from "@/app/api/support/tickets/[id]/route";
import * as tickets from "@/app/api/support/tickets/route";
import { REQUIRED } from "@/lib/core/schemas";
import { db } from "@/lib/db";
import { REPLY_BLANK, REPLY_NOT_ALLOWED } from "@/lib/support/messages";

import { addMember, call, createUser, tokenFor, venue } from "./helpers";
import { providerStaffMember } from "./jobs-support";

const inbox = (userId: number) =>
  db.notification.findMany({ where: { userId }, orderBy: { id: "asc" } });

async function fileTicket(v: Awaited<ReturnType<typeof venue>>, body: object = {}) {
  const res = await v.as(tickets.POST, {
    body: { subject: "Projector broken", description: "Hall A projector flickers.", ...body },
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe("POST /api/support/tickets/", () => {
  it("files a ticket for the member's venue, priority low by default, and tells staff", async () => {
    const staff = await providerStaffMember();
    const v = await venue({ role: "Staff" });
    const ticket = await fileTicket(v);
    expect(ticket).toMatchObject({
      subject: "Projector broken",
      description: "Hall A projector flickers.",
      priority: "low",
      status: "open",
      tenant: v.tenant.slug,
      user: v.user.id,
      reply_count: 0,
    });
    const notices = await inbox(staff.user.id);
    expect(notices.at(-1)).toMatchObject({
      tenantId: null,
      message: `New support ticket #${ticket.id} from ${v.tenant.slug}: Projector broken`,
      relatedObjectInfo: { type: "support_ticket", id: ticket.id },
    });
  });

  it("refuses missing fields, a wrong priority, anonymous users and the console", async () => {
    const v = await venue();
    const bad = await v.as(tickets.POST, { body: { subject: "  ", priority: "urgent" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      subject: [REQUIRED],
      description: [REQUIRED],
      priority: ["Priority must be low, medium or high."],
    });
    const host = `${v.tenant.slug}.localhost`;
    expect(
      (await call(tickets.POST, { host, body: { subject: "a", description: "b" } })).status,
    ).toBe(401);
    const staff = await providerStaffMember();
    const fromConsole = await call(tickets.POST, {
      token: staff.token,
      body: { subject: "a", description: "b" },
    });
    expect(fromConsole.status).toBe(404);
  });
});

describe("GET /api/support/tickets/", () => {
  it("gives a venue its own tickets only, staff every venue's, and sorts by priority or tenant", async () => {
    const a = await venue();
    const b = await venue();
    const low = await fileTicket(a, { priority: "low" });
    const high = await fileTicket(a, { priority: "high" });
    const medium = await fileTicket(a, { priority: "medium" });
    const theirs = await fileTicket(b);

    const mine = await a.as(tickets.GET, { path: "/api/support/tickets/?ordering=priority" });
    expect(mine.status).toBe(200);
    expect(mine.body.map((t) => t.id)).toEqual([high.id, medium.id, low.id]);

    const newest = await a.as(tickets.GET);
    expect(newest.body.map((t) => t.id)).toEqual([medium.id, high.id, low.id]);

    const staff = await providerStaffMember();
    const all = await call(tickets.GET, {
      token: staff.token,
      path: "/api/support/tickets/?ordering=tenant",
    });
    expect(all.status).toBe(200);
    const ids = all.body.map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining([low.id, high.id, medium.id, theirs.id]));
    const codes = all.body.map((t) => t.tenant);
    expect(codes).toEqual([...codes].sort());

    const wrong = await a.as(tickets.GET, { path: "/api/support/tickets/?ordering=color" });
    expect(wrong.status).toBe(400);
    expect((await call(tickets.GET)).status).toBe(401);
  });
});

describe("GET, PATCH /api/support/tickets/{id}/", () => {
  it("answers 404 for another venue's ticket, and leaves it unchanged", async () => {
    const a = await venue();
    const b = await venue();
    const ticket = await fileTicket(a);
    const params = { id: String(ticket.id) };
    expect((await b.as(one.GET, { params })).status).toBe(404);
    const patch = await b.as(one.PATCH, { params, method: "PATCH", body: { status: "closed" } });
    expect(patch.status).toBe(404);
    expect((await b.as(replies.GET, { params })).status).toBe(404);
    const reply = await b.as(replies.POST, { params, body: { message: "Hi" } });
    expect(reply.status).toBe(404);
    const row = await db.supportTicket.findUniqueOrThrow({ where: { id: ticket.id } });
    expect(row.status).toBe("open");
    expect(await db.ticketReply.count({ where: { ticketId: ticket.id } })).toBe(0);
    expect((await a.as(one.GET, { params: { id: "abc" } })).status).toBe(404);
  });

  it("lets the venue's members and staff set any status, and tells the owner", async () => {
    const v = await venue({ role: "Staff" });
    const ticket = await fileTicket(v);
    const params = { id: String(ticket.id) };
    const colleague = await createUser();
    await addMember(v.tenant.id, colleague.id, "Manager");
    const theirToken = await tokenFor(colleague.uuid, v.tenant.slug);

    const set = await v.as(one.PATCH, {
      params,
      method: "PATCH",
      token: theirToken,
      body: { status: "in_progress" },
    });
    expect(set.status).toBe(200);
    expect(set.body.status).toBe("in_progress");
    expect((await inbox(v.user.id)).at(-1)).toMatchObject({
      tenantId: v.tenant.id,
      message: `Ticket #${ticket.id} "Projector broken" is now in progress.`,
    });

    const staff = await providerStaffMember();
    for (const status of ["pending_customer_action", "closed", "open"] as const) {
      const res = await call(one.PATCH, {
        token: staff.token,
        params,
        method: "PATCH",
        body: { status },
      });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
    }
    const got = await call(one.GET, { token: staff.token, params });
    expect(got.body).toMatchObject({ id: ticket.id, tenant: v.tenant.slug, status: "open" });

    const bad = await v.as(one.PATCH, { params, method: "PATCH", body: { status: "done" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty("status");
    const before = (await inbox(v.user.id)).length;
    await v.as(one.PATCH, { params, method: "PATCH", body: { status: "closed" } });
    expect((await inbox(v.user.id)).length).toBe(before); // not told of their own change
  });
});

describe("GET, POST /api/support/tickets/{id}/replies/", () => {
  it("takes replies from the owner and staff (flagged), and tells the other side", async () => {
    const staff = await providerStaffMember();
    const v = await venue({ role: "Staff" });
    const ticket = await fileTicket(v);
    const params = { id: String(ticket.id) };

    const mine = await v.as(replies.POST, { params, body: { message: "  Any news?  " } });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ message: "Any news?", is_staff: false, attachments: [] });
    expect((await inbox(staff.user.id)).at(-1)).toMatchObject({
      tenantId: null,
      message: `New reply on ticket #${ticket.id} "Projector broken" from ${v.tenant.slug}.`,
    });

    const theirs = await call(replies.POST, {
      token: staff.token,
      params,
      body: { message: "We are on it." },
    });
    expect(theirs.status).toBe(201);
    expect(theirs.body).toMatchObject({ is_staff: true, author_id: staff.user.id });
    expect((await inbox(v.user.id)).at(-1)).toMatchObject({
      tenantId: v.tenant.id,
      message: `New reply on ticket #${ticket.id} "Projector broken".`,
      relatedObjectInfo: { url: `/support/tickets/${ticket.id}` },
    });

    const list = await v.as(replies.GET, { params });
    expect(list.body.map((r) => r.message)).toEqual(["Any news?", "We are on it."]);
    const fromConsole = await call(replies.GET, { token: staff.token, params });
    expect(fromConsole.body).toHaveLength(2);
  });

  it("refuses a blank reply, and replies by members who neither own it nor administer", async () => {
    const v = await venue({ role: "Staff" });
    const ticket = await fileTicket(v);
    const params = { id: String(ticket.id) };
    const blank = await v.as(replies.POST, { params, body: { message: " \n " } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ message: [REPLY_BLANK] });
    expect((await v.as(replies.POST, { params, body: {} })).body).toEqual({ message: [REQUIRED] });

    const other = await createUser();
    await addMember(v.tenant.id, other.id, "Manager");
    const otherToken = await tokenFor(other.uuid, v.tenant.slug);
    const refused = await v.as(replies.POST, { params, token: otherToken, body: { message: "x" } });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(REPLY_NOT_ALLOWED);
    expect((await v.as(replies.GET, { params, token: otherToken })).status).toBe(200);

    const admin = await createUser();
    await addMember(v.tenant.id, admin.id, "Admin");
    const adminToken = await tokenFor(admin.uuid, v.tenant.slug);
    const byAdmin = await v.as(replies.POST, {
      params,
      token: adminToken,
      body: { message: "ok" },
    });
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.is_staff).toBe(false);
    expect((await inbox(v.user.id)).at(-1)?.message).toMatch(/^New reply on ticket/);
  });
});
