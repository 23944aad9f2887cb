// Conditional reads of a calendar range and a list page (decision 096): an ETag, a 304 for a client
// that sends it back, and a new ETag after any change the answer shows.
import { describe, expect, it } from "vitest";

import * as payments from "@/app/api/tenant/bookings/[id]/payments/route";
import * as bookingItem from "@/app/api/tenant/bookings/[id]/route";
import { POST as createBooking, GET as listBookings } from "@/app/api/tenant/bookings/route";
import * as branchItem from "@/app/api/tenant/branches/[id]/route";
import * as hallItem from "@/app/api/tenant/halls/[id]/route";
import { GET as schedules } from "@/app/api/tenant/schedules/route";
import { db } from "@/lib/db";
import { pruneEvents } from "@/lib/live/events";

import { venue } from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;
const RANGE = "start=2031-06-01&end=2031-07-01";
const month = (v: Venue, qs = RANGE, etag?: string) =>
  v.as(schedules, {
    path: `/api/tenant/schedules/?hall=${v.hall.id}&${qs}`,
    headers: etag ? { "if-none-match": etag } : {},
  });
const page = (v: Venue, etag?: string) =>
  v.as(listBookings, {
    path: "/api/tenant/bookings/?page=1&page_size=50",
    headers: etag ? { "if-none-match": etag } : {},
  });
const book = async (v: Venue, day: number, extra: Record<string, unknown> = {}) => {
  const res = await v.as(createBooking, {
    body: {
      hall: v.hall.id,
      start_time: `2031-06-${String(day).padStart(2, "0")}T10:00`,
      end_time: `2031-06-${String(day).padStart(2, "0")}T12:00`,
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return res.body as { id: number };
};

/** The ETag now, after checking that it answers 304 while nothing changes. */
async function etagOf(read: (etag?: string) => Promise<{ status: number; headers: Headers }>) {
  const first = await read();
  expect(first.status).toBe(200);
  const etag = first.headers.get("etag")!;
  expect(etag).toMatch(/^W\/"\d+\.\d+\.[\w-]+"$/);
  const again = await read(etag);
  expect(again.status).toBe(304);
  expect(again.headers.get("etag")).toBe(etag);
  // Customers' data: no HTTP cache keeps either (the console keeps its copies in memory).
  for (const answer of [first, again])
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  return etag;
}

describe("ETags of the calendar's range and the list's page", () => {
  it("answer 304 to their own ETag, with no body, and 200 to another or a list of others", async () => {
    const v = await venue();
    await book(v, 3);
    const etag = await etagOf((e) => month(v, RANGE, e));
    const notModified = await month(v, RANGE, etag);
    expect(notModified.text).toBe("");
    // a strong form of the same tag, a list holding it, and `*` match (weak comparison)
    expect((await month(v, RANGE, etag.slice(2))).status).toBe(304);
    expect((await month(v, RANGE, `W/"x", ${etag}`)).status).toBe(304);
    expect((await month(v, RANGE, "*")).status).toBe(304);
    const other = await month(v, RANGE, 'W/"0.0.other"');
    expect(other.status).toBe(200);
    expect(other.body).toHaveLength(1);
    // another range, another tag
    const july = await month(v, "start=2031-07-01&end=2031-08-01");
    expect(july.headers.get("etag")).not.toBe(etag);
    expect((await month(v, "start=2031-07-01&end=2031-08-01", etag)).status).toBe(200);
    await etagOf((e) => page(v, e));
  });

  it("move with every change the answers show: bookings, halls, branches, payments", async () => {
    const v = await venue();
    const { id } = await book(v, 3, { price: "500.00", deposit: "100", status: "confirmed" });
    const tags = new Set<string>();
    const both = async () => {
      const [m, p] = [await etagOf((e) => month(v, RANGE, e)), await etagOf((e) => page(v, e))];
      expect(tags.has(m) || tags.has(p), "an ETag came back after a change").toBe(false);
      tags.add(m).add(p);
      return { m, p };
    };
    let before = await both();
    const changes: [string, () => Promise<{ status: number }>][] = [
      ["a booking made", () => book(v, 9).then(() => ({ status: 201 }))],
      [
        "a booking changed",
        () =>
          v.as(bookingItem.PATCH, {
            method: "PATCH",
            params: { id: String(id) },
            body: { event_name: "Renamed" },
          }),
      ],
      [
        "its hall renamed",
        () =>
          v.as(hallItem.PATCH, {
            method: "PATCH",
            params: { id: String(v.hall.id) },
            body: { name: "Hall Renamed" },
          }),
      ],
      [
        "its branch renamed",
        () =>
          v.as(branchItem.PATCH, {
            method: "PATCH",
            params: { id: String(v.branch.id) },
            body: { name: "Branch Renamed" },
          }),
      ],
      [
        "its deposit paid",
        () =>
          v.as(payments.POST, {
            params: { id: String(id) },
            body: { kind: "payment", amount: "100", received_on: "2031-05-01", method: "cash" },
          }),
      ],
    ];
    for (const [what, change] of changes) {
      expect((await change()).status, what).toBeLessThan(300);
      const { m, p } = await both();
      expect((await month(v, RANGE, before.m)).status, what).toBe(200);
      expect((await page(v, before.p)).status, what).toBe(200);
      before = { m, p };
    }
    const [last] = (await month(v)).body as { hall_name: string; deposit_due: boolean }[];
    expect(last).toMatchObject({ hall_name: "Hall Renamed", deposit_due: false });
  });

  it("are the venue's own: another venue's changes keep them, its tags match nothing here", async () => {
    const [a, b] = [await venue(), await venue()];
    await book(a, 3);
    const etag = await etagOf((e) => month(a, RANGE, e));
    await book(b, 3);
    await db.hall.update({ where: { id: b.hall.id }, data: { name: "Elsewhere" } });
    expect((await month(a, RANGE, etag)).status).toBe(304);
    // the same query at the other venue, with this venue's tag: its own answer
    const there = await month(b, RANGE, etag);
    expect(there.status).toBe(200);
    expect(there.body).toHaveLength(1);
  });

  it("a new venue with no change yet has one; a deleted venue's versions are pruned", async () => {
    const v = await venue();
    await etagOf((e) => month(v, RANGE, e));
    await book(v, 3);
    await db.tenant.delete({ where: { id: v.tenant.id } });
    await pruneEvents();
    const left = await db.bookingReadVersion.count({ where: { tenantId: v.tenant.id } });
    expect(left).toBe(0);
  });

  it("without a range, a calendar's answer depends on today and has no ETag", async () => {
    const v = await venue();
    const res = await v.as(schedules, { path: "/api/tenant/schedules/" });
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBeNull();
  });
});
