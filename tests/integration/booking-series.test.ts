// Recurring bookings: a series is created in one transaction, every date checked at once; clashes
// are listed and either refuse the whole series or are skipped and recorded; a dry run says which
// dates clash; 19:00 stays 19:00 across the DST change; the venue's limits hold; 100 concurrent
// overlapping series leave no double booking and no 5xx (decision 083).
import { setTimeout as sleep } from "node:timers/promises";

import { describe, expect, it } from "vitest";

import { GET as getSeries } from "@/app/api/tenant/booking-series/[id]/route";
import { POST as preview } from "@/app/api/tenant/booking-series/preview/route";
import * as settings from "@/app/api/tenant/booking-settings/route";
import { GET as listBookings } from "@/app/api/tenant/bookings/route";
import { POST as createHall } from "@/app/api/tenant/halls/route";
import { db } from "@/lib/db";
import { wallClock } from "@/lib/time";

import { addMember, createUser, venue } from "./helpers";
import { single, weekly } from "./series-support";

const NY = "America/New_York";

const counts = async (tenantId: number) => ({
  series: await db.bookingSeries.count({ where: { tenantId } }),
  bookings: await db.booking.count({ where: { tenantId } }),
});

/** Live bookings of one hall that overlap: none, ever. */
async function doubleBooked(tenantId: number) {
  const [{ n }] = await db.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM bookings x JOIN bookings y
      ON y.tenant_id = x.tenant_id AND y.hall_id = x.hall_id AND x.id < y.id
    WHERE x.tenant_id = ${tenantId} AND x.status <> 'cancelled' AND y.status <> 'cancelled'
      AND tstzrange(x.start_time, x.end_time) && tstzrange(y.start_time, y.end_time)`;
  return Number(n);
}

describe("creating a booking series", () => {
  it("makes one booking per date at 19:00 local across the DST change, one notice, one mail", async () => {
    const v = await venue();
    const owner = await createUser();
    await addMember(v.tenant.id, owner.id, "Owner");
    const made = await weekly(v);
    expect(made.status).toBe(201);
    const series = made.body.series;
    expect(made.body.series_id).toBe(series.id);
    expect(series.occurrences).toHaveLength(4);
    expect(series.rrule).toBe(
      "DTSTART;TZID=America/New_York:20310304T190000\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;COUNT=4",
    );
    expect(series.description).toBe("Every Tuesday at 19:00, 4 times");
    for (const o of series.occurrences) {
      expect(wallClock(new Date(o.start_time), NY).time).toBe("19:00");
      expect(wallClock(new Date(o.end_time), NY).time).toBe("20:30");
      expect(o).toMatchObject({ series_id: series.id, is_exception: false, hall: v.hall.id });
    }
    // Before the change 19:00 EST is 00:00 UTC; after it 19:00 EDT is 23:00 UTC.
    expect(series.occurrences.map((o: { start_time: string }) => o.start_time)).toEqual([
      "2031-03-05T00:00:00.000Z",
      "2031-03-11T23:00:00.000Z",
      "2031-03-18T23:00:00.000Z",
      "2031-03-25T23:00:00.000Z",
    ]);
    const ids = series.occurrences.map((o: { id: number }) => o.id);
    const history = await db.bookingChange.findMany({ where: { bookingId: { in: ids } } });
    expect(history.map((h) => h.action)).toEqual(["created", "created", "created", "created"]);
    const notices = await db.notification.findMany({ where: { tenantId: v.tenant.id } });
    expect(notices.map((n) => n.message)).toEqual(["New repeating booking: Yoga class (4 dates)."]);
    // The live stream hears of each date: one event per booking, as the trigger writes them.
    expect(await db.bookingEvent.count({ where: { tenantId: v.tenant.id } })).toBe(4);
    const mails = await db.customerMail.findMany({ where: { tenantId: v.tenant.id } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ bookingId: ids[0], kind: "confirmed" });
    const read = await v.as(getSeries, { params: { id: String(series.id) } });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: series.id, recurrence: { freq: "weekly", count: 4 } });
    const listed = await v.as(listBookings, { path: `/?series=${series.id}` });
    expect((listed.body as { id: number }[]).map((b) => b.id)).toEqual(ids);
  });

  it("refuses the whole series when dates clash, listing each with what it clashes with", async () => {
    const v = await venue();
    const dance = await single(v, "Dance", "2031-03-11T18:00", "2031-03-11T19:30");
    await single(v, "Choir", "2031-03-25T20:00", "2031-03-25T22:00");
    const before = await counts(v.tenant.id);
    const refused = await weekly(v);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe("Some dates clash with other bookings; nothing was booked.");
    const { clashes } = refused.body as unknown as { clashes: Record<string, unknown>[] };
    expect(clashes).toEqual([
      {
        date: "2031-03-11",
        start_time: "2031-03-11T23:00:00.000Z",
        end_time: "2031-03-12T00:30:00.000Z",
        with: {
          id: dance.body.id,
          event_name: "Dance",
          hall_name: "Grand Hall",
          start_time: "2031-03-11T22:00:00.000Z",
          end_time: "2031-03-11T23:30:00.000Z",
        },
      },
      expect.objectContaining({ date: "2031-03-25" }),
    ]);
    expect(await counts(v.tenant.id)).toEqual(before);
  });

  it("skips the clashing dates when asked, and records them on the series", async () => {
    const v = await venue();
    await single(v, "Dance", "2031-03-11T18:00", "2031-03-11T19:30");
    const made = await weekly(v, { on_clash: "skip" });
    expect(made.status).toBe(201);
    const { series } = made.body;
    expect(
      series.occurrences.map((o: { start_time: string }) => o.start_time.slice(0, 10)),
    ).toEqual(["2031-03-05", "2031-03-18", "2031-03-25"]);
    expect(series.exdates).toEqual(["2031-03-11"]);
    expect(series.description).toBe("Every Tuesday at 19:00, 4 times, 1 date skipped");
  });

  it("counts a booking of a hall that shares a space as a clash", async () => {
    const v = await venue();
    const half = await v.as(createHall, { body: { name: "Half", branch: v.branch.id } });
    const whole = await v.as(createHall, {
      body: { name: "Whole", branch: v.branch.id, parts: [half.body.id] },
    });
    await single(v, "Gala", "2031-03-18T18:00", "2031-03-18T23:00", whole.body.id);
    const refused = await weekly(v, { hall: half.body.id });
    expect(refused.status).toBe(409);
    const { clashes } = refused.body as unknown as { clashes: { with: { hall_name: string } }[] };
    expect(clashes).toEqual([expect.objectContaining({ date: "2031-03-18" })]);
    expect(clashes[0].with.hall_name).toBe("Whole");
  });

  it("answers a dry run with each date's clash or null, writing nothing", async () => {
    const v = await venue();
    const dance = await single(v, "Dance", "2031-03-11T18:00", "2031-03-11T19:30");
    const before = await counts(v.tenant.id);
    const body = {
      hall: v.hall.id,
      start_time: "2031-03-04T19:00",
      end_time: "2031-03-04T20:30",
      recurrence: { freq: "weekly", until: "2031-03-25" },
    };
    const dry = await v.as(preview, { body });
    expect(dry.status).toBe(200);
    expect(dry.body.description).toBe("Every Tuesday at 19:00 until 25 Mar 2031");
    expect(dry.body.occurrences.map((o) => [o.date, o.clash?.with?.id ?? null])).toEqual([
      ["2031-03-04", null],
      ["2031-03-11", dance.body.id],
      ["2031-03-18", null],
      ["2031-03-25", null],
    ]);
    expect(await counts(v.tenant.id)).toEqual(before);
  });

  it("reports a date whose local time the clocks skip", async () => {
    const v = await venue();
    const dry = await v.as(preview, {
      body: {
        hall: v.hall.id,
        start_time: "2031-03-02T02:30",
        end_time: "2031-03-02T03:30",
        recurrence: { freq: "weekly", count: 2 },
      },
    });
    expect(dry.body.occurrences[1]).toMatchObject({
      date: "2031-03-09",
      start_time: null,
      clash: {
        with: null,
        problem: expect.stringMatching(/^There is no 02:30 on Sun, 9 Mar 2031/),
      },
    });
    const skipped = await weekly(
      v,
      {
        start_time: "2031-03-02T02:30",
        end_time: "2031-03-02T03:30",
        on_clash: "skip",
      },
      { count: 2 },
    );
    expect(skipped.status).toBe(201);
    expect(skipped.body.series.exdates).toEqual(["2031-03-09"]);
  });

  it("holds the venue's limits, which Admins may lower but not raise past 200 dates and 24 months", async () => {
    const v = await venue();
    const tooMany = await weekly(v, {}, { count: 201 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({
      "recurrence.count": ["A repeating booking may have at most 200 dates; this one has more."],
    });
    const tooFar = await weekly(v, {}, { count: undefined, until: "2033-03-05" });
    expect(tooFar.body).toEqual({
      "recurrence.until": ["A repeating booking may reach at most 24 months past its first date."],
    });
    const daily = await weekly(v, {}, { freq: "daily", count: undefined, until: "2032-03-05" });
    expect(daily.body).toEqual({
      recurrence: ["A repeating booking may have at most 200 dates; this one has more."],
    });
    const lowered = await v.as(settings.PATCH, {
      method: "PATCH",
      body: { max_series_occurrences: 3 },
    });
    expect(lowered.body).toMatchObject({ max_series_occurrences: 3, max_series_months: 24 });
    expect((await weekly(v)).status).toBe(400);
    const raised = await v.as(settings.PATCH, {
      method: "PATCH",
      body: { max_series_occurrences: 201, max_series_months: 25 },
    });
    expect(raised.status).toBe(400);
    expect(Object.keys(raised.body).sort()).toEqual([
      "max_series_months",
      "max_series_occurrences",
    ]);
    const backwards = await weekly(v, {}, { count: undefined, until: "2031-03-03" });
    expect(backwards.body).toEqual({
      "recurrence.until": ["The last date must be on or after the booking's own date."],
    });
    const wrongDay = await weekly(v, {}, { by_weekday: ["WE"], count: 3 });
    expect(wrongDay.body).toEqual({
      recurrence: ["The booking's own date must be one of the dates it repeats on."],
    });
  });

  it("leaves no double booking and answers no 5xx when 100 overlapping series race", async () => {
    const v = await venue();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        weekly(v, {
          event_name: `Class ${i}`,
          email_customer: false,
          on_clash: i % 2 ? "skip" : "fail",
          // Each starts on one of three Tuesdays, so their dates overlap each other's.
          start_time: `2031-03-${["04", "11", "18"][i % 3]}T19:${i % 2 ? "00" : "30"}`,
          end_time: `2031-03-${["04", "11", "18"][i % 3]}T20:45`,
        }),
      ),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201, 409]));
    expect(await doubleBooked(v.tenant.id)).toBe(0);
    // Every series written has all its dates or the ones it skipped: none half-made.
    const series = await db.bookingSeries.findMany({
      where: { tenantId: v.tenant.id },
      include: { _count: { select: { bookings: true } } },
    });
    for (const s of series) expect(s._count.bookings + s.exdates.length).toBe(4);
  }, 60_000);

  it("makes the most dates the venue allows in one request", async () => {
    const v = await venue();
    const made = await weekly(v, { email_customer: false }, { freq: "daily", count: 200 });
    expect(made.status).toBe(201);
    expect(made.body.series.occurrences).toHaveLength(200);
    expect(await db.booking.count({ where: { seriesId: made.body.series.id } })).toBe(200);
    expect(await db.bookingChange.count({ where: { tenantId: v.tenant.id } })).toBe(200);
  });

  it("races single bookings of the same hall without a 5xx or a double booking", async () => {
    const v = await venue();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 2
          ? weekly(v, { event_name: `Class ${i}`, email_customer: false, on_clash: "skip" })
          : single(
              v,
              `One-off ${i}`,
              `2031-03-${["04", "11", "18", "25"][i % 4]}T19:15`,
              `2031-03-${["04", "11", "18", "25"][i % 4]}T19:45`,
            ),
      ),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(await doubleBooked(v.tenant.id)).toBe(0);
  }, 60_000);

  it("tries again when a writer takes a date between its check and its insert", async () => {
    const v = await venue();
    let inserted!: () => void;
    let release!: () => void;
    const ready = new Promise<void>((r) => (inserted = r));
    const held = new Promise<void>((r) => (release = r));
    // A booking written but not yet committed: the series' check cannot see it, its insert waits.
    const blocker = db.$transaction(async (tx) => {
      await tx.booking.create({
        data: {
          tenantId: v.tenant.id,
          hallId: v.hall.id,
          branchId: v.branch.id,
          eventName: "Sneaky",
          startTime: new Date("2031-03-18T23:00:00Z"),
          endTime: new Date("2031-03-19T00:00:00Z"),
        },
      });
      inserted();
      await held;
    });
    await ready;
    const series = weekly(v, { email_customer: false });
    await sleep(300);
    release();
    await blocker;
    const answer = await series;
    expect(answer.status).toBe(409);
    const { clashes } = answer.body as unknown as { clashes: { date: string; with: object }[] };
    expect(clashes).toEqual([
      expect.objectContaining({
        date: "2031-03-18",
        with: expect.objectContaining({ event_name: "Sneaky" }),
      }),
    ]);
  });

  it("is not found from another venue", async () => {
    const v = await venue();
    const other = await venue();
    const made = await weekly(v, { email_customer: false });
    const read = await other.as(getSeries, { params: { id: String(made.body.series.id) } });
    expect(read.status).toBe(404);
    const listed = await other.as(listBookings, { path: `/?series=${made.body.series.id}` });
    expect(listed.body).toEqual([]);
  });
});
