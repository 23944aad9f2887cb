// Changing and cancelling a series the way calendar apps do: this date (an exception), this and
// the following ones (the series splits there), every upcoming one; a move that clashes is
// refused whole; every booking touched has its history; one customer mail per change; a drag of
// one date through PATCH bookings/{id}/ makes it an exception (decision 083).
import { describe, expect, it } from "vitest";

import * as seriesItem from "@/app/api/tenant/booking-series/[id]/route";
import {
  DELETE as deleteBooking,
  PATCH as patchBooking,
} from "@/app/api/tenant/bookings/[id]/route";
import { POST as createHall } from "@/app/api/tenant/halls/route";
import { db } from "@/lib/db";
import type { SeriesDto } from "@/lib/series/reads";
import { addLocalDays, todayIn, wallClock } from "@/lib/time";

import { addMember, createUser, tokenFor, venue } from "./helpers";
import { single, weekly, type Venue } from "./series-support";

const NY = "America/New_York";

/** Six Tuesdays at 19:00-20:30 from 4 March 2031, confirmed, the customer mailed. */
async function classes(v: Venue) {
  const made = await weekly(v, {}, { count: 6 });
  expect(made.status).toBe(201);
  return made.body.series;
}

const lone = (v: Venue, start: string, end: string) => single(v, "Lone", start, end);

const patch = (v: Venue, id: number, body: Record<string, unknown>) =>
  v.as(seriesItem.PATCH, { method: "PATCH", params: { id: String(id) }, body });

const cancel = (v: Venue, id: number, query: string) =>
  v.as(seriesItem.DELETE, { method: "DELETE", params: { id: String(id) }, path: `/?${query}` });

const read = async (v: Venue, id: number) =>
  (await v.as(seriesItem.GET, { params: { id: String(id) } })).body as SeriesDto;

const localTimes = (s: SeriesDto) =>
  s.occurrences.map((o) => wallClock(new Date(o.start_time), NY).time);
const mails = (tenantId: number) => db.customerMail.findMany({ where: { tenantId } });
const historyOf = (bookingId: number) =>
  db.bookingChange.findMany({ where: { bookingId }, orderBy: { id: "asc" } });

describe("changing a booking series", () => {
  it("moves this date alone, making it an exception", async () => {
    const v = await venue();
    const s = await classes(v);
    const third = s.occurrences[2];
    const moved = await patch(v, s.id, {
      scope: "this",
      occurrence: third.id,
      start_time: "20:00",
      end_time: "21:00",
      event_name: "Yoga (late)",
    });
    expect(moved.status).toBe(200);
    const after = moved.body as SeriesDto;
    expect(localTimes(after)).toEqual(["19:00", "19:00", "20:00", "19:00", "19:00", "19:00"]);
    expect(after.occurrences[2]).toMatchObject({ is_exception: true, event_name: "Yoga (late)" });
    expect(after.occurrences.filter((o) => o.is_exception)).toHaveLength(1);
    const history = await historyOf(third.id);
    expect(history.map((h) => h.action)).toEqual(["created", "updated"]);
    expect(Object.keys(history[1].changes as object).sort()).toEqual([
      "end_time",
      "event_name",
      "start_time",
    ]);
    const queued = await mails(v.tenant.id);
    expect(queued.map((m) => [m.bookingId, m.kind])).toEqual([
      [s.occurrences[0].id, "confirmed"],
      [third.id, "changed"],
    ]);
  });

  it("splits the series at this date when it and the following ones change", async () => {
    const v = await venue();
    const s = await classes(v);
    const fourth = s.occurrences[3];
    const changed = await patch(v, s.id, {
      scope: "following",
      occurrence: fourth.id,
      start_time: "18:00",
    });
    expect(changed.status).toBe(200);
    const next = changed.body as SeriesDto;
    expect(next.id).not.toBe(s.id);
    expect(next.occurrences.map((o) => o.id)).toEqual(s.occurrences.slice(3).map((o) => o.id));
    expect(localTimes(next)).toEqual(["18:00", "18:00", "18:00"]);
    expect(next.rrule).toBe(
      "DTSTART;TZID=America/New_York:20310325T180000\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;COUNT=3",
    );
    expect(next.description).toBe("Every Tuesday at 18:00, 3 times");
    // 90 minutes still: the end follows the start.
    expect(wallClock(new Date(next.occurrences[0].end_time), NY).time).toBe("19:30");
    const old = await read(v, s.id);
    expect(old.description).toBe("Every Tuesday at 19:00 until 24 Mar 2031");
    expect(localTimes(old)).toEqual(["19:00", "19:00", "19:00"]);
    for (const o of next.occurrences)
      expect((await historyOf(o.id)).map((h) => h.action)).toEqual(["created", "updated"]);
    // One mail for the change, about its three dates.
    const queued = await mails(v.tenant.id);
    expect(queued).toHaveLength(2);
    expect(queued[1]).toMatchObject({ bookingId: fourth.id, kind: "changed" });
    const snapshot = queued[1].snapshot as { series: { dates: unknown[] } };
    expect(snapshot.series.dates).toHaveLength(3);
  });

  it("renames every upcoming date in place when the whole series changes", async () => {
    const v = await venue();
    const s = await classes(v);
    const renamed = await patch(v, s.id, { scope: "all", event_name: "Pilates", notes: "Mats" });
    expect(renamed.status).toBe(200);
    const after = renamed.body as SeriesDto;
    expect(after.id).toBe(s.id);
    expect(after.occurrences.map((o) => [o.event_name, o.notes, o.is_exception])).toEqual(
      Array(6).fill(["Pilates", "Mats", false]),
    );
    expect((await mails(v.tenant.id)).length).toBe(1); // a rename is not news to the customer
  });

  it("changes every upcoming date, leaving the past ones to the old series", async () => {
    const v = await venue();
    // Three dates already held and three to come, whatever today is.
    const first = addLocalDays(todayIn(NY), -15);
    const made = await weekly(
      v,
      { start_time: `${first}T19:00`, end_time: `${first}T20:00` },
      { count: 6 },
    );
    expect(made.status).toBe(201);
    const s = made.body.series;
    const hall = await v.as(createHall, { body: { name: "Studio", branch: v.branch.id } });
    const moved = await patch(v, s.id, { scope: "all", hall: hall.body.id, start_time: "18:30" });
    expect(moved.status).toBe(200);
    const next = moved.body as SeriesDto;
    expect(next.id).not.toBe(s.id);
    expect(next.occurrences.map((o) => o.id)).toEqual(s.occurrences.slice(3).map((o) => o.id));
    expect(next.occurrences.map((o) => [o.hall_name, o.hall])).toEqual(
      Array(3).fill(["Studio", hall.body.id]),
    );
    expect(localTimes(next)).toEqual(["18:30", "18:30", "18:30"]);
    expect(next.hall).toBe(hall.body.id);
    const old = await read(v, s.id);
    expect(old.occurrences.map((o) => o.id)).toEqual(s.occurrences.slice(0, 3).map((o) => o.id));
    expect(localTimes(old)).toEqual(["19:00", "19:00", "19:00"]);
    expect(old.recurrence).toMatchObject({ until: addLocalDays(first, 20) });
  });

  it("tells the series' creator when someone else changes or cancels it", async () => {
    const v = await venue();
    const s = await classes(v);
    const colleague = await createUser();
    await addMember(v.tenant.id, colleague.id, "Staff");
    const token = await tokenFor(colleague.uuid, v.tenant.slug);
    await v.as(seriesItem.PATCH, {
      method: "PATCH",
      params: { id: String(s.id) },
      body: { scope: "all", notes: "Bring mats" },
      token,
    });
    await v.as(seriesItem.DELETE, {
      method: "DELETE",
      params: { id: String(s.id) },
      path: `/?scope=this&occurrence=${s.occurrences[5].id}`,
      token,
    });
    await patch(v, s.id, { scope: "all", notes: "Own change" }); // not news to its maker
    const notices = await db.notification.findMany({
      where: { userId: v.user.id },
      orderBy: { id: "asc" },
    });
    expect(notices.map((n) => [n.level, n.message])).toEqual([
      ["Info", "6 dates of your repeating booking Yoga class were changed by someone else."],
      ["Warning", "Your booking Yoga class was cancelled by someone else."],
    ]);
  });

  it("refuses a move that clashes, listing the clashes and changing nothing", async () => {
    const v = await venue();
    const s = await classes(v);
    const choir = await single(v, "Choir", "2031-03-18T20:45", "2031-03-18T22:00");
    const before = await db.booking.findMany({ where: { seriesId: s.id }, orderBy: { id: "asc" } });
    const refused = await patch(v, s.id, { scope: "all", start_time: "20:00", end_time: "21:30" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      detail: "Some dates would clash with other bookings; nothing was changed.",
      clashes: [{ date: "2031-03-18", with: { id: choir.body.id, event_name: "Choir" } }],
    });
    expect(
      await db.booking.findMany({ where: { seriesId: s.id }, orderBy: { id: "asc" } }),
    ).toEqual(before);
    expect((await read(v, s.id)).version).toBe(s.version);
  });

  it("makes a date dragged through PATCH bookings/{id}/ an exception", async () => {
    const v = await venue();
    const s = await classes(v);
    const second = s.occurrences[1];
    const dragged = await v.as(patchBooking, {
      method: "PATCH",
      params: { id: String(second.id) },
      body: { start_time: "2031-03-12T19:00", end_time: "2031-03-12T20:30" },
    });
    expect(dragged.status).toBe(200);
    expect(dragged.body).toMatchObject({ series_id: s.id, is_exception: true });
    const untouched = await v.as(patchBooking, {
      method: "PATCH",
      params: { id: String(s.occurrences[2].id) },
      body: { event_name: "Yoga class" },
    });
    expect(untouched.body).toMatchObject({ is_exception: false });
  });

  it("asks which date a change of this one or the following is made from", async () => {
    const v = await venue();
    const s = await classes(v);
    const missing = await patch(v, s.id, { scope: "this", event_name: "X" });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ occurrence: ["Choose the date the change is made from."] });
    const own = await lone(v, "2031-03-05T10:00", "2031-03-05T11:00");
    const notOfIt = await patch(v, s.id, { scope: "this", occurrence: own.body.id, notes: "X" });
    expect(notOfIt.body).toEqual({ occurrence: ["Choose a date of this series."] });
  });
});

describe("cancelling a booking series", () => {
  it("cancels this date, keeping its row and skipping its date", async () => {
    const v = await venue();
    const s = await classes(v);
    const second = s.occurrences[1];
    const done = await cancel(v, s.id, `scope=this&occurrence=${second.id}`);
    expect(done.status).toBe(200);
    const after = done.body as SeriesDto;
    expect(after.occurrences.map((o) => o.status)).toEqual([
      "confirmed",
      "cancelled",
      "confirmed",
      "confirmed",
      "confirmed",
      "confirmed",
    ]);
    expect(after.exdates).toEqual(["2031-03-11"]);
    expect(after.description).toBe("Every Tuesday at 19:00, 6 times, 1 date skipped");
    expect((await historyOf(second.id)).map((h) => h.action)).toEqual(["created", "updated"]);
    expect((await mails(v.tenant.id)).map((m) => m.kind)).toEqual(["confirmed", "cancelled"]);
  });

  it("cancels this date and the following ones, ending the series before it", async () => {
    const v = await venue();
    const s = await classes(v);
    const third = s.occurrences[2];
    const done = await cancel(v, s.id, `scope=following&occurrence=${third.id}`);
    expect(done.status).toBe(200);
    const after = done.body as SeriesDto;
    expect(after.occurrences.map((o) => o.status)).toEqual([
      "confirmed",
      "confirmed",
      "cancelled",
      "cancelled",
      "cancelled",
      "cancelled",
    ]);
    expect(after.description).toBe("Every Tuesday at 19:00 until 17 Mar 2031");
    for (const o of after.occurrences.slice(2))
      expect((await historyOf(o.id)).map((h) => h.action)).toEqual(["created", "updated"]);
    const queued = await mails(v.tenant.id);
    expect(queued.map((m) => m.kind)).toEqual(["confirmed", "cancelled"]);
    expect((queued[1].snapshot as { series: { dates: unknown[] } }).series.dates).toHaveLength(4);
    // The freed Tuesdays can be booked again.
    const again = await lone(v, "2031-03-18T19:00", "2031-03-18T20:00");
    expect(again.status).toBe(201);
  });

  it("skips the date of one cancelled or deleted on its own, and not once it is back", async () => {
    const v = await venue();
    const s = await classes(v);
    const [first, second, third] = s.occurrences;
    const setStatus = (id: number, status: string) =>
      v.as(patchBooking, { method: "PATCH", params: { id: String(id) }, body: { status } });
    expect((await setStatus(second.id, "cancelled")).status).toBe(200);
    expect((await read(v, s.id)).exdates).toEqual(["2031-03-11"]);
    expect((await setStatus(second.id, "confirmed")).status).toBe(200);
    expect((await read(v, s.id)).exdates).toEqual([]);
    await cancel(v, s.id, `scope=this&occurrence=${third.id}`);
    const back = await patch(v, s.id, { scope: "this", occurrence: third.id, status: "confirmed" });
    expect((back.body as SeriesDto).exdates).toEqual([]);
    const gone = await v.as(deleteBooking, { method: "DELETE", params: { id: String(first.id) } });
    expect(gone.status).toBe(204);
    const after = await read(v, s.id);
    expect(after.exdates).toEqual(["2031-03-04"]);
    expect(after.description).toBe("Every Tuesday at 19:00, 6 times, 1 date skipped");
  });

  it("is not found from another venue, and changes nothing there", async () => {
    const v = await venue();
    const other = await venue();
    const s = await classes(v);
    const before = await db.booking.findMany({ where: { seriesId: s.id }, orderBy: { id: "asc" } });
    expect((await patch(other, s.id, { scope: "all", event_name: "Taken" })).status).toBe(404);
    expect((await cancel(other, s.id, "scope=all")).status).toBe(404);
    expect(
      await db.booking.findMany({ where: { seriesId: s.id }, orderBy: { id: "asc" } }),
    ).toEqual(before);
  });
});
