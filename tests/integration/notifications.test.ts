// The bell's API (spec §7): a user reads and marks only their own notifications, and only those of
// the context they are signed into (a tenant's on its host, the console's outside every tenant).
import { describe, expect, it } from "vitest";

import { POST as markRead } from "@/app/api/notifications/[id]/mark_read/route";
import { POST as markAll } from "@/app/api/notifications/mark_all_read/route";
import { GET as list } from "@/app/api/notifications/route";
import { GET as unread } from "@/app/api/notifications/unread_count/route";
import * as specMarkRead from "@/app/notifications/[id]/mark_read/route";
import * as specMarkAll from "@/app/notifications/mark_all_read/route";
import * as specList from "@/app/notifications/route";
import * as specUnread from "@/app/notifications/unread_count/route";
import { db } from "@/lib/db";

import {
  addMember,
  call,
  createTenant,
  createUser,
  sessionCookie,
  tokenFor,
  venue,
} from "./helpers";

/** `n` notifications for `userId` in `tenantId`, one second apart, oldest first. */
async function seed(userId: number, tenantId: number | null, n: number, prefix = "Note") {
  const base = Date.now() - 3_600_000;
  await db.notification.createMany({
    data: Array.from({ length: n }, (_, i) => ({
      userId,
      tenantId,
      message: `${prefix} ${i + 1}`,
      level: (["Success", "Warning", "Error", "Info"] as const)[i % 4],
      createdAt: new Date(base + i * 1000),
    })),
  });
  return db.notification.findMany({ where: { userId, tenantId }, orderBy: { id: "asc" } });
}

const pathOf = (url: string) => url.replace(/^\/notifications\//, "/api/notifications/");

describe("the spec's paths outside /api", () => {
  it("are served by the same handlers as /api/notifications, behind the same door", () => {
    expect({ ...specList }).toEqual({ GET: list });
    expect({ ...specUnread }).toEqual({ GET: unread });
    expect({ ...specMarkAll }).toEqual({ POST: markAll });
    expect({ ...specMarkRead }).toEqual({ POST: markRead });
  });
});

describe("GET /notifications/", () => {
  it("pages newest first with next URLs, and oldest first on request", async () => {
    const v = await venue();
    await seed(v.user.id, v.tenant.id, 23);
    const first = await v.as(list, {
      path: "/api/notifications/?ordering=-created_at&page_size=10",
    });
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(23);
    expect(first.body.results).toHaveLength(10);
    expect(first.body.results[0]).toEqual({
      id: expect.any(Number),
      level: "Error",
      message: "Note 23",
      related_object_info: null,
      is_read: false,
      read_at: null,
      created_at: expect.any(String),
    });
    expect(first.body.next).toBe("/notifications/?ordering=-created_at&page_size=10&page=2");

    const second = await v.as(list, { path: pathOf(first.body.next!) });
    expect(second.body.results.map((n) => n.message)[0]).toBe("Note 13");
    const third = await v.as(list, { path: pathOf(second.body.next!) });
    expect(third.body.results.map((n) => n.message)).toEqual(["Note 3", "Note 2", "Note 1"]);
    expect(third.body.next).toBeNull();

    const asc = await v.as(list, { path: "/api/notifications/?ordering=created_at&page_size=2" });
    expect(asc.body.results.map((n) => n.message)).toEqual(["Note 1", "Note 2"]);

    const defaults = await v.as(list, { path: "/api/notifications/" });
    expect(defaults.body.results).toHaveLength(10);
    expect(defaults.body.results[0].message).toBe("Note 23");
  });

  it("refuses a page size above 50 and an unknown ordering", async () => {
    const v = await venue();
    const big = await v.as(list, { path: "/api/notifications/?page_size=51" });
    expect(big.status).toBe(400);
    expect(big.body).toHaveProperty("page_size");
    const odd = await v.as(list, { path: "/api/notifications/?ordering=message" });
    expect(odd.status).toBe(400);
    expect(odd.body).toHaveProperty("ordering");
  });

  it("answers 401 to a visitor who is not signed in", async () => {
    expect((await call(list, { path: "/api/notifications/" })).status).toBe(401);
    expect((await call(unread, {})).status).toBe(401);
    expect((await call(markAll, { method: "POST" })).status).toBe(401);
    expect((await call(markRead, { method: "POST", params: { id: "1" } })).status).toBe(401);
  });
});

describe("unread count, mark read, mark all", () => {
  it("counts the unread, marks one (keeping its first read time) and then all", async () => {
    const v = await venue();
    const rows = await seed(v.user.id, v.tenant.id, 3);
    expect((await v.as(unread)).body).toEqual({ unread: 3 });

    const one = await v.as(markRead, { method: "POST", params: { id: String(rows[0].id) } });
    expect(one.status).toBe(200);
    expect(new Date(one.body.read_at).getTime()).toBeGreaterThan(Date.now() - 10_000);
    expect((await v.as(unread)).body).toEqual({ unread: 2 });
    const again = await v.as(markRead, { method: "POST", params: { id: String(rows[0].id) } });
    expect(again.body.read_at).toBe(one.body.read_at);

    const listed = await v.as(list, { path: "/api/notifications/?ordering=created_at" });
    expect(listed.body.results[0]).toMatchObject({ is_read: true, read_at: one.body.read_at });

    const all = await v.as(markAll, { method: "POST" });
    expect(all.body).toEqual({ marked: 2 });
    expect((await v.as(unread)).body).toEqual({ unread: 0 });
    expect((await v.as(markAll, { method: "POST" })).body).toEqual({ marked: 0 });
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const v = await venue();
    const other = await createUser();
    const [theirs] = await seed(other.id, v.tenant.id, 1);
    const res = await v.as(markRead, { method: "POST", params: { id: String(theirs.id) } });
    expect(res.status).toBe(404);
    expect((await v.as(markRead, { method: "POST", params: { id: "0" } })).status).toBe(404);
    expect(await db.notification.findUnique({ where: { id: theirs.id } })).toMatchObject({
      isRead: false,
    });
  });
});

describe("contexts", () => {
  // A provider user who is also a member of two venues has three inboxes: one per context.
  it("keeps a tenant's notifications on its host, and the console's in the console", async () => {
    const user = await createUser({ system: true });
    const [a, b] = [await createTenant(), await createTenant()];
    await addMember(a.id, user.id, "Admin");
    await addMember(b.id, user.id, "Admin");
    const [mine] = await seed(user.id, a.id, 2, "Here");
    await seed(user.id, b.id, 1, "There");
    const [inConsole] = await seed(user.id, null, 1, "Console");
    const on = async (slug: string) => ({
      host: `${slug}.localhost`,
      token: await tokenFor(user.uuid, slug),
    });

    const here = await call(list, { path: "/api/notifications/", ...(await on(a.slug)) });
    expect(here.body.results.map((n) => n.message).sort()).toEqual(["Here 1", "Here 2"]);
    const there = await call(list, { path: "/api/notifications/", ...(await on(b.slug)) });
    expect(there.body.results.map((n) => n.message)).toEqual(["There 1"]);
    const mark = await call(markRead, {
      method: "POST",
      ...(await on(b.slug)),
      params: { id: String(mine.id) },
    });
    expect(mark.status).toBe(404);

    const cookie = await sessionCookie(user.uuid, null);
    const console = await call(list, { path: "/api/notifications/", cookie });
    expect(console.body.results.map((n) => n.message)).toEqual(["Console 1"]);
    expect((await call(unread, { cookie })).body).toEqual({ unread: 1 });
    const consoleMark = await call(markRead, {
      method: "POST",
      cookie,
      params: { id: String(mine.id) },
    });
    expect(consoleMark.status).toBe(404);
    expect((await call(markAll, { method: "POST", cookie })).body).toEqual({ marked: 1 });
    expect(await db.notification.findUnique({ where: { id: inConsole.id } })).toMatchObject({
      isRead: true,
    });
    expect((await call(unread, await on(a.slug))).body).toEqual({ unread: 2 });
    expect((await call(unread, await on(b.slug))).body).toEqual({ unread: 1 });
  });

  it("shows a venue member none of the notifications they have elsewhere", async () => {
    const v = await venue();
    await seed(v.user.id, null, 1, "Console");
    const other = await createTenant();
    await addMember(other.id, v.user.id, "Staff");
    await seed(v.user.id, other.id, 1, "Other");
    expect((await v.as(list, { path: "/api/notifications/" })).body).toMatchObject({
      count: 0,
      results: [],
      next: null,
    });
  });
});
