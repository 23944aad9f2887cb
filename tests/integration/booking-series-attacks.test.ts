// Attacks on booking series that once ended in a 500 or a wrong answer: a date cancelled on its
// own while its series is being changed, dates that would run into each other through the hall's
// buffers, a cancellation that also sends a time the clocks skip (decisions 083, 084).
import { describe, expect, it } from "vitest";

import * as seriesItem from "@/app/api/tenant/booking-series/[id]/route";
import {
  DELETE as deleteBooking,
  PATCH as patchBooking,
} from "@/app/api/tenant/bookings/[id]/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import { expireHolds } from "@/lib/bookings/holds";
import { HALL_NOT_FOUND } from "@/lib/bookings/schemas";
import { db, pool } from "@/lib/db";
import { DATES_RUN_TOGETHER } from "@/lib/series/change";
import { SERIES_OVERLAPS_ITSELF } from "@/lib/series/plan";
import type { SeriesDto } from "@/lib/series/reads";

import { addMember, call, createUser, tokenFor, venue } from "./helpers";
import { weekly, type Venue } from "./series-support";

const patchSeries = (v: Venue, id: number, body: Record<string, unknown>) =>
  v.as(seriesItem.PATCH, { method: "PATCH", params: { id: String(id) }, body });

/** Waits until some other connection is waiting for a lock. */
async function someoneWaits(own: number) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await pool().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE wait_event_type = 'Lock' AND pid <> $1`,
      [own],
    );
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("No request came to wait for the series' lock");
}

/**
 * Holds the series row and then the date's row, the order a series change (PATCH or DELETE
 * booking-series/{id}/) takes them in, while `request` runs; answers what the request answered.
 */
async function asASeriesChangeRuns(
  seriesId: number,
  dateId: number,
  request: () => Promise<{ status: number; body: unknown }>,
) {
  const client = await pool().connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT 1 FROM booking_series WHERE id = $1 FOR UPDATE", [seriesId]);
    const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    const answer = request();
    await someoneWaits(rows[0].pid);
    await client.query("SELECT 1 FROM bookings WHERE id = $1 FOR UPDATE", [dateId]);
    await client.query("COMMIT");
    return await answer;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

describe("a date of a series changed on its own while the series changes", () => {
  it("waits for the series change when it cancels the date, never deadlocking", async () => {
    const v = await venue();
    const s = (await weekly(v)).body.series;
    const date = s.occurrences[2];
    const answer = await asASeriesChangeRuns(s.id, date.id, () =>
      v.as(patchBooking, {
        method: "PATCH",
        params: { id: String(date.id) },
        body: { status: "cancelled" },
      }),
    );
    expect(answer.status).toBe(200);
    const after = await v.as(seriesItem.GET, { params: { id: String(s.id) } });
    expect(after.body.exdates).toEqual(["2031-03-18"]);
  });

  it("waits for the series change when it deletes the date, never deadlocking", async () => {
    const v = await venue();
    const s = (await weekly(v)).body.series;
    const date = s.occurrences[1];
    const answer = await asASeriesChangeRuns(s.id, date.id, () =>
      v.as(deleteBooking, { method: "DELETE", params: { id: String(date.id) } }),
    );
    expect(answer.status).toBe(204);
    const after = await v.as(seriesItem.GET, { params: { id: String(s.id) } });
    expect(after.body.exdates).toEqual(["2031-03-11"]);
  });
});

describe("dates of one series that would run into each other", () => {
  /** A venue whose hall has an hour of cleanup after each booking. */
  const withCleanup = async () => {
    const v = await venue();
    await db.hall.update({ where: { id: v.hall.id }, data: { cleanupMinutes: 60 } });
    return v;
  };
  /** Five days from 4 March 2031, each from `start` to `end` (local date-times of the first). */
  const daily = (v: Venue, start: string, end: string) =>
    v.as(createBooking, {
      body: {
        hall: v.hall.id,
        start_time: start,
        end_time: end,
        email_customer: false,
        recurrence: { freq: "daily", count: 5 },
      },
    });

  it("are refused at creation when the hall's cleanup time joins them", async () => {
    const v = await withCleanup();
    const answer = await daily(v, "2031-03-04T12:00", "2031-03-05T11:30");
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ recurrence: [SERIES_OVERLAPS_ITSELF] });
  });

  it("are refused when a change of times would join them, nothing changed", async () => {
    const v = await withCleanup();
    const made = await daily(v, "2031-03-04T10:00", "2031-03-04T11:00");
    const s = (made.body as typeof made.body & { series: SeriesDto }).series;
    const answer = await patchSeries(v, s.id, {
      scope: "all",
      start_time: "10:00",
      end_time: "09:30",
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ end_time: [DATES_RUN_TOGETHER] });
    const after = await v.as(seriesItem.GET, { params: { id: String(s.id) } });
    expect(after.body.version).toBe(s.version);
  });
});

describe("a change of a series' times", () => {
  it("that cancels too is refused, naming the date whose time the clocks skip", async () => {
    const v = await venue();
    // Sundays at 01:00 New York time from 2 March 2031; the clocks go forward on 9 March.
    const made = await weekly(v, { start_time: "2031-03-02T01:00", end_time: "2031-03-02T01:30" });
    const s = made.body.series;
    const answer = await patchSeries(v, s.id, {
      scope: "all",
      status: "cancelled",
      start_time: "02:30",
      end_time: "03:00",
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      clashes: [{ date: "2031-03-09", with: null, problem: expect.any(String) }],
    });
    const after = await v.as(seriesItem.GET, { params: { id: String(s.id) } });
    expect(after.body.occurrences.map((o: { status: string }) => o.status)).toEqual(
      Array(4).fill("confirmed"),
    );
  });
});

describe("a date of a series held on its own", () => {
  it("whose hold expires is a date its series skips, as any date cancelled on its own", async () => {
    const v = await venue();
    const s = (await weekly(v, { status: "tentative" })).body.series;
    const date = s.occurrences[1];
    const hold = new Date(Date.now() + 3_600_000).toISOString();
    const held = await v.as(patchBooking, {
      method: "PATCH",
      params: { id: String(date.id) },
      body: { hold_until: hold },
    });
    expect(held.status).toBe(200);
    // The hour passes.
    await db.$executeRaw`UPDATE bookings SET hold_until = now() - interval '1 minute'
      WHERE id = ${date.id}`;
    expect((await expireHolds())?.map((b) => b.id)).toContain(date.id);
    const after = await v.as(seriesItem.GET, { params: { id: String(s.id) } });
    expect(after.body.occurrences[1].status).toBe("cancelled");
    expect(after.body.exdates).toEqual(["2031-03-11"]);
    expect(after.body.description).toBe("Every Tuesday at 19:00, 4 times, 1 date skipped");
  });
});

describe("a series change that changes nothing", () => {
  it("tells no one that the dates were changed", async () => {
    const v = await venue();
    const s = (await weekly(v)).body.series;
    const colleague = await createUser();
    await addMember(v.tenant.id, colleague.id, "Staff");
    const answer = await call(seriesItem.PATCH, {
      method: "PATCH",
      host: `${v.tenant.slug}.localhost`,
      token: await tokenFor(colleague.uuid, v.tenant.slug),
      params: { id: String(s.id) },
      body: { scope: "all", event_name: "Yoga class" },
    });
    expect(answer.status).toBe(200);
    expect(
      await db.bookingChange.count({ where: { tenantId: v.tenant.id, action: "updated" } }),
    ).toBe(0);
    expect(
      await db.notification.count({ where: { tenantId: v.tenant.id, userId: v.user.id } }),
    ).toBe(0);
  });

  it("writes no date: no new version, no live announcement, no mail", async () => {
    const v = await venue();
    const s = (await weekly(v)).body.series;
    const events = () => db.bookingEvent.count({ where: { tenantId: v.tenant.id } });
    const [announced, mailed] = [await events(), await db.customerMail.count()];
    const answer = await patchSeries(v, s.id, {
      scope: "all",
      event_name: "Yoga class",
      start_time: "19:00",
      end_time: "20:30",
    });
    expect(answer.status).toBe(200);
    const versions = await db.booking.findMany({
      where: { seriesId: s.id },
      select: { version: true },
    });
    expect(versions.map((b) => b.version)).toEqual([0, 0, 0, 0]);
    expect(await events()).toBe(announced);
    expect(await db.customerMail.count()).toBe(mailed);
  });
});

describe("a series moved to a hall that is archived meanwhile", () => {
  it("waits for the archiving and is refused, the dates kept where they were", async () => {
    const v = await venue();
    const s = (await weekly(v)).body.series;
    const target = await db.hall.create({
      data: { tenantId: v.tenant.id, branchId: v.branch.id, name: "Annex", capacity: 40 },
    });
    const client = await pool().connect();
    try {
      // As deleting a booked hall does: the venue's halls held, the hall archived, then commit.
      await client.query("BEGIN");
      await client.query("SELECT 1 FROM halls WHERE tenant_id = $1 FOR UPDATE", [v.tenant.id]);
      await client.query("UPDATE halls SET archived_at = now(), is_active = false WHERE id = $1", [
        target.id,
      ]);
      const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      const answer = patchSeries(v, s.id, { scope: "all", hall: target.id });
      await someoneWaits(rows[0].pid);
      await client.query("COMMIT");
      const refused = await answer;
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ hall: [HALL_NOT_FOUND] });
    } finally {
      await client.query("ROLLBACK").catch(() => undefined);
      client.release();
    }
    expect(await db.booking.count({ where: { hallId: target.id } })).toBe(0);
  });
});

describe("a cancelled date brought back by a change from it on", () => {
  it("is no longer a date the series skips", async () => {
    const v = await venue();
    const s = (await weekly(v, {}, { count: 6 })).body.series;
    const third = s.occurrences[2];
    const cancelled = await v.as(seriesItem.DELETE, {
      method: "DELETE",
      params: { id: String(s.id) },
      path: `/?scope=this&occurrence=${third.id}`,
    });
    expect(cancelled.status).toBe(200);
    const answer = await patchSeries(v, s.id, {
      scope: "following",
      occurrence: third.id,
      status: "confirmed",
      start_time: "18:00",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.occurrences.map((o: { status: string }) => o.status)).toEqual(
      Array(4).fill("confirmed"),
    );
    expect(answer.body.exdates).toEqual([]);
    expect(answer.body.description).toBe("Every Tuesday at 18:00, 4 times");
  });
});
