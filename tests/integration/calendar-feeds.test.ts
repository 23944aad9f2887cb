// Private iCal feeds: made by a venue's Admins, read by calendar apps with the secret token. The
// calendar parses back with the right instants on both sides of a change of clocks, leaves the
// customers out unless asked, answers 304 while nothing changed, and a replaced or deleted token
// opens nothing, on any host.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

import { GET as readFeed } from "@/app/api/feeds/[token]/route";
import { PATCH as patchBooking } from "@/app/api/tenant/bookings/[id]/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import { POST as regenerate } from "@/app/api/tenant/calendar-feeds/[id]/regenerate/route";
import * as feed from "@/app/api/tenant/calendar-feeds/[id]/route";
import * as feeds from "@/app/api/tenant/calendar-feeds/route";
import { db } from "@/lib/db";

import { call, venue } from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;

const book = async (v: Venue, hall: number, start: string, end: string, name: string) =>
  (
    await v.as(createBooking, {
      body: {
        hall,
        start_time: start,
        end_time: end,
        event_name: name,
        status: "confirmed",
        customer_name: "Ana Silva",
        customer_email: "ana@example.com",
        email_customer: false,
      },
    })
  ).body as { id: number };

/** The feed at `url`, read as a calendar app would, on the host the address names. */
async function fetchFeed(url: string | null, headers: Record<string, string> = {}, host?: string) {
  const u = new URL(url ?? "http://nowhere.invalid/");
  const token = u.pathname.split("/").at(-1) ?? "";
  return call(readFeed, { host: host ?? u.host, path: u.pathname, params: { token }, headers });
}

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: calendar.getFirstPropertyValue("x-wr-calname"),
    zone: calendar.getFirstPropertyValue("x-wr-timezone"),
    events: calendar.getAllSubcomponents("vevent").map((c) => {
      const e = new ICAL.Event(c);
      return {
        summary: e.summary,
        start: e.startDate.toJSDate().toISOString(),
        end: e.endDate.toJSDate().toISOString(),
        description: e.description,
        status: c.getFirstPropertyValue("status"),
        url: c.getFirstPropertyValue("url"),
      };
    }),
  };
}

describe("a calendar feed", () => {
  it("carries a hall's bookings at the right instants across a change of clocks", async () => {
    const v = await venue();
    const other = await db.hall.create({
      data: { tenantId: v.tenant.id, branchId: v.branch.id, name: "Garden", capacity: 20 },
    });
    // New York moves its clocks on 14 March 2027: 18:00 is 23:00Z before and 22:00Z after.
    const before = await book(v, v.hall.id, "2027-03-13T18:00", "2027-03-13T23:00", "Gala");
    await book(v, v.hall.id, "2027-03-15T18:00", "2027-03-15T23:00", "Dinner");
    await book(v, other.id, "2027-03-15T18:00", "2027-03-15T23:00", "Elsewhere");

    const made = await v.as(feeds.POST, { body: { hall: v.hall.id } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      hall: v.hall.id,
      hall_name: "Grand Hall",
      include_customer: false,
    });
    expect(made.body.url).toMatch(
      new RegExp(`^http://${v.tenant.slug}\\.localhost/api/feeds/[\\w-]{32}\\.ics$`),
    );
    // Listed again, without its address.
    expect((await v.as(feeds.GET)).body).toMatchObject([{ id: made.body.id, url: null }]);

    const res = await fetchFeed(made.body.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const cal = eventsOf(res.text);
    expect(cal.name).toBe(`${v.tenant.name}: Grand Hall`);
    expect(cal.zone).toBe("America/New_York");
    expect(cal.events.map((e) => [e.summary, e.start, e.end, e.status])).toEqual([
      ["Gala", "2027-03-13T23:00:00.000Z", "2027-03-14T04:00:00.000Z", "CONFIRMED"],
      ["Dinner", "2027-03-15T22:00:00.000Z", "2027-03-16T03:00:00.000Z", "CONFIRMED"],
    ]);
    expect(cal.events[0].url).toBe(
      `http://${v.tenant.slug}.localhost/calendar?booking=${before.id}`,
    );
    // No customer unless the feed says so.
    expect(res.text).not.toContain("ana@example.com");
    await v.as(feed.PATCH, {
      method: "PATCH",
      params: { id: String(made.body.id) },
      body: { include_customer: true },
    });
    expect(eventsOf((await fetchFeed(made.body.url)).text).events[0].description).toContain(
      "Customer: Ana Silva, ana@example.com",
    );

    // The whole venue's feed has every hall.
    const all = await v.as(feeds.POST, { body: {} });
    const names = eventsOf((await fetchFeed(all.body.url)).text).events.map((e) => e.summary);
    expect(names).toEqual(["Gala", "Dinner", "Elsewhere"]);
  });

  it("answers 304 while nothing changed, and the new calendar once something did", async () => {
    const v = await venue();
    const b = await book(v, v.hall.id, "2027-05-01T18:00", "2027-05-01T20:00", "Party");
    const { url } = (await v.as(feeds.POST, { body: { hall: v.hall.id } })).body;
    const first = await fetchFeed(url);
    const etag = first.headers.get("etag") ?? "";
    const lastModified = first.headers.get("last-modified") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await fetchFeed(url, { "if-none-match": etag })).status).toBe(304);
    expect((await fetchFeed(url, { "if-modified-since": lastModified })).status).toBe(304);

    await new Promise((r) => setTimeout(r, 1100)); // Last-Modified counts whole seconds
    await v.as(patchBooking, {
      method: "PATCH",
      params: { id: String(b.id) },
      body: { status: "tentative" },
    });
    const changed = await fetchFeed(url, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(eventsOf(changed.text).events[0]).toMatchObject({
      summary: "Party (tentative)",
      status: "TENTATIVE",
    });
    expect((await fetchFeed(url, { "if-modified-since": lastModified })).status).toBe(200);
  });

  it("is built again after a change made with SQL alone, which writes no history", async () => {
    const v = await venue();
    const b = await book(v, v.hall.id, "2027-05-02T18:00", "2027-05-02T20:00", "Gala");
    const { url } = (await v.as(feeds.POST, { body: { hall: v.hall.id } })).body;
    const first = await fetchFeed(url);
    const etag = first.headers.get("etag") ?? "";
    const again = await fetchFeed(url); // this server keeps the calendar it built
    expect([again.status, again.text]).toEqual([200, first.text]);

    await db.$executeRaw`UPDATE bookings SET event_name = 'Gala dinner' WHERE id = ${b.id}`;
    const changed = await fetchFeed(url, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(eventsOf(changed.text).events[0]).toMatchObject({ summary: "Gala dinner" });
    expect(eventsOf((await fetchFeed(url)).text).events[0]).toMatchObject({
      summary: "Gala dinner",
    });
  });

  it("has a name (given, or the hall's by default) and says when a calendar app last read it", async () => {
    const v = await venue();
    const named = await v.as(feeds.POST, { body: { name: "  Front desk  " } });
    expect(named.status).toBe(201);
    expect(named.body).toMatchObject({ name: "Front desk", last_fetched_at: null });
    const unnamed = (await v.as(feeds.POST, { body: {} })).body;
    expect(unnamed.name).toBe("All halls");
    const long = await v.as(feeds.POST, { body: { name: "x".repeat(101) } });
    expect(long.status).toBe(400);

    const id = String(named.body.id);
    const renamed = await v.as(feed.PATCH, {
      method: "PATCH",
      params: { id },
      body: { name: "Bar" },
    });
    expect(renamed.body).toMatchObject({ name: "Bar", include_customer: false });

    // Read by a calendar app: the time is recorded, and the feed's own version does not change.
    const first = await fetchFeed(named.body.url);
    expect(first.status).toBe(200);
    const seen = (await v.as(feeds.GET)).body.find((f) => f.id === named.body.id)!;
    expect(Date.now() - Date.parse(seen.last_fetched_at ?? "")).toBeLessThan(10_000);
    expect(seen.updated_at).toBe(renamed.body.updated_at);
    const again = await fetchFeed(named.body.url, { "if-none-match": first.headers.get("etag")! });
    expect(again.status).toBe(304);

    // Polled often: written at most once a minute, not on every read.
    const earlier = new Date(Date.now() - 30_000);
    await db.calendarFeed.update({
      where: { id: named.body.id },
      data: { lastFetchedAt: earlier },
    });
    await fetchFeed(named.body.url);
    const kept = await db.calendarFeed.findUniqueOrThrow({ where: { id: named.body.id } });
    expect(kept.lastFetchedAt?.toISOString()).toBe(earlier.toISOString());
    const old = new Date(Date.now() - 90_000);
    await db.calendarFeed.update({ where: { id: named.body.id }, data: { lastFetchedAt: old } });
    await fetchFeed(named.body.url);
    const moved = await db.calendarFeed.findUniqueOrThrow({ where: { id: named.body.id } });
    expect(moved.lastFetchedAt!.getTime()).toBeGreaterThan(Date.now() - 10_000);
    // Another venue's feed is untouched.
    const other = (await (await venue()).as(feeds.POST, { body: {} })).body;
    expect(other.last_fetched_at).toBeNull();
  });

  it("opens nothing once revoked or replaced, nor on another venue's host", async () => {
    const v = await venue();
    const made = (await v.as(feeds.POST, { body: {} })).body;
    const id = String(made.id);
    const other = await venue();
    expect((await fetchFeed(made.url, {}, `${other.tenant.slug}.localhost`)).status).toBe(404);

    const renewed = await v.as(regenerate, { method: "POST", params: { id } });
    expect(renewed.status).toBe(200);
    expect((await fetchFeed(made.url)).status).toBe(404);
    expect((await fetchFeed(renewed.body.url)).status).toBe(200);

    expect((await v.as(feed.DELETE, { method: "DELETE", params: { id } })).status).toBe(204);
    expect((await fetchFeed(renewed.body.url)).status).toBe(404);
    expect((await fetchFeed(`http://${v.tenant.slug}.localhost/api/feeds/nope.ics`)).status).toBe(
      404,
    );
  });

  it("is the Admins' to make: staff are refused, and another venue's hall is not offered", async () => {
    const v = await venue();
    const staff = await venue({ role: "Staff" });
    expect((await staff.as(feeds.POST, { body: {} })).status).toBe(403);
    const theirs = await v.as(feeds.POST, { body: { hall: staff.hall.id } });
    expect([theirs.status, theirs.body.hall]).toEqual([400, ["Select a valid hall."]]);
    const made = (await v.as(feeds.POST, { body: {} })).body;
    const id = String(made.id);
    expect((await staff.as(feed.DELETE, { method: "DELETE", params: { id } })).status).toBe(403);
    expect(await db.calendarFeed.count({ where: { id: made.id } })).toBe(1);
  });
});
