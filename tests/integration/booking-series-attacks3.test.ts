// Outside attacks on changes of a series (decisions 083-085), third round: the customer's mail
// when the date a change is made from is already as the change leaves it, a change named with a
// hall for a series of another venue, and a single booking written while a series change runs.
import { describe, expect, it } from "vitest";

import * as seriesItem from "@/app/api/tenant/booking-series/[id]/route";
import { PATCH as patchBooking } from "@/app/api/tenant/bookings/[id]/route";
import { POST as createHall } from "@/app/api/tenant/halls/route";
import { db, pool } from "@/lib/db";
import type { SeriesDto } from "@/lib/series/reads";

import { venue } from "./helpers";
import { weekly, type Venue } from "./series-support";

const patchSeries = (v: Venue, id: number, body: Record<string, unknown>) =>
  v.as(seriesItem.PATCH, { method: "PATCH", params: { id: String(id) }, body });

const patchDate = (v: Venue, id: number, body: Record<string, unknown>) =>
  v.as(patchBooking, { method: "PATCH", params: { id: String(id) }, body });

/** The customer mails queued about `s`'s dates: kind and the booking it is from. */
const mailsOf = (s: SeriesDto) =>
  db.customerMail.findMany({
    where: { bookingId: { in: s.occurrences.map((o) => o.id) } },
    select: { kind: true, bookingId: true },
    orderBy: { id: "asc" },
  });

describe("the customer's mail of a change whose first date is already as it leaves it", () => {
  it("tells of the later dates moved when the first was moved there on its own", async () => {
    const v = await venue();
    const s = (await weekly(v)).body.series;
    const [, second, third] = s.occurrences;
    const moved = await patchDate(v, second.id, {
      start_time: "2031-03-11T18:00",
      end_time: "2031-03-11T19:30",
      email_customer: false,
    });
    expect(moved.status).toBe(200);
    const before = (await mailsOf(s)).length;
    const answer = await patchSeries(v, s.id, {
      scope: "following",
      occurrence: second.id,
      start_time: "18:00",
      end_time: "19:30",
    });
    expect(answer.status).toBe(200);
    const mails = (await mailsOf(s)).slice(before);
    expect(mails).toEqual([{ kind: "changed", bookingId: third.id }]);
  });

  it("tells of the dates confirmed when the first was confirmed on its own", async () => {
    const v = await venue();
    const s = (await weekly(v, { status: "tentative" })).body.series;
    const [first, second] = s.occurrences;
    expect((await patchDate(v, first.id, { status: "confirmed" })).status).toBe(200);
    const before = (await mailsOf(s)).length;
    const answer = await patchSeries(v, s.id, { scope: "all", status: "confirmed" });
    expect(answer.status).toBe(200);
    const mails = (await mailsOf(s)).slice(before);
    expect(mails).toEqual([{ kind: "confirmed", bookingId: second.id }]);
  });

  it("still sends one mail, from the first date, when every date changes", async () => {
    const v = await venue();
    const s = (await weekly(v)).body.series;
    const before = (await mailsOf(s)).length;
    const answer = await patchSeries(v, s.id, { scope: "all", start_time: "18:00" });
    expect(answer.status).toBe(200);
    const mails = (await mailsOf(s)).slice(before);
    expect(mails).toEqual([{ kind: "changed", bookingId: s.occurrences[0].id }]);
  });
});

describe("a change of another venue's series that names a hall", () => {
  it("is not found, whatever hall it names", async () => {
    const v = await venue();
    const s = (await weekly(v)).body.series;
    const outsider = await venue();
    for (const hall of [v.hall.id, outsider.hall.id, 987_654]) {
      const answer = await patchSeries(outsider, s.id, { scope: "all", hall });
      expect(answer.status).toBe(404);
    }
    const after = await v.as(seriesItem.GET, { params: { id: String(s.id) } });
    expect((after.body as SeriesDto).version).toBe(s.version);
  });

  it("of a series that does not exist is not found either", async () => {
    const v = await venue();
    const answer = await patchSeries(v, 987_654, { scope: "all", hall: 987_654 });
    expect(answer.status).toBe(404);
  });
});

/** Pairs of live bookings of the venue that share a hall or a space at once. */
async function overlapping(tenantId: number) {
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT ((SELECT count(*) FROM bookings a JOIN bookings b ON a.tenant_id = b.tenant_id
        AND a.hall_id = b.hall_id AND a.id < b.id
      WHERE a.tenant_id = ${tenantId} AND a.status <> 'cancelled' AND b.status <> 'cancelled'
        AND tstzrange(a.blocked_from, a.blocked_until)
          && tstzrange(b.blocked_from, b.blocked_until))
    + (SELECT count(*) FROM booking_spaces a JOIN booking_spaces b ON a.tenant_id = b.tenant_id
        AND a.space_id = b.space_id AND a.booking_id < b.booking_id
      WHERE a.tenant_id = ${tenantId}
        AND tstzrange(a.blocked_from, a.blocked_until) && tstzrange(b.blocked_from, b.blocked_until)
    ))::int AS n`;
  return row.n;
}

describe("a booking written, not yet committed, where a series change moves a date", () => {
  it("is waited for at the change's commit, and the change refused naming it", async () => {
    const v = await venue();
    const s = (await weekly(v)).body.series;
    const client = await pool().connect();
    try {
      await client.query("BEGIN");
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO bookings (tenant_id, hall_id, branch_id, event_name, start_time, end_time,
           status, updated_at)
         VALUES ($1, $2, $3, 'Sneaky', '2031-03-11T21:00Z', '2031-03-11T23:00Z', 'confirmed',
           now()) RETURNING id`,
        [v.tenant.id, v.hall.id, v.branch.id],
      );
      const answer = patchSeries(v, s.id, { scope: "all", start_time: "17:30", end_time: "19:00" });
      await new Promise((resolve) => setTimeout(resolve, 500));
      await client.query("COMMIT");
      const refused = await answer;
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ clashes: [{ with: { id: rows[0].id } }] });
    } finally {
      await client.query("ROLLBACK").catch(() => undefined);
      client.release();
    }
    expect(await overlapping(v.tenant.id)).toBe(0);
  });
});

describe("dates of one change in a hall and in a whole it is part of", () => {
  // Not fixed: refuseClashes compares the change's dates hall by hall (overlapsItself) and
  // leaves all of them out of the clash query, so two of its dates in halls that share a space
  // are found only by the constraint at commit. Nothing is written, but after five tries the
  // answer is the busy 409 instead of the 400 a change in one hall gets.
  it.fails(
    "that would meet through the whole's setup are refused as running together",
    async () => {
      const v = await venue();
      const ids: number[] = [];
      for (const name of ["East", "West"]) {
        const made = await v.as(createHall, { body: { name, branch: v.branch.id, capacity: 50 } });
        ids.push((made.body as { id: number }).id);
      }
      const whole = await v.as(createHall, {
        body: { name: "Both", branch: v.branch.id, capacity: 100, parts: ids },
      });
      const wholeId = (whole.body as { id: number }).id;
      await db.hall.update({ where: { id: wholeId }, data: { setupMinutes: 30 } });
      const s = (await weekly(v, { hall: ids[0] }, { freq: "daily", count: 3 })).body.series;
      expect((await patchDate(v, s.occurrences[1].id, { hall: wholeId })).status).toBe(200);
      // Each date from 19:00 to 19:00 the next day: the first East date meets the second, in
      // Both, which blocks East from 18:30.
      const answer = await patchSeries(v, s.id, {
        scope: "all",
        start_time: "19:00",
        end_time: "19:00",
      });
      expect(await overlapping(v.tenant.id)).toBe(0);
      expect(answer.status).toBe(400);
    },
  );
});
