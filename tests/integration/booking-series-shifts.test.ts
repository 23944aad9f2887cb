// Changes of a series that the database once refused though their end state was sound, and
// fields a change of a series cannot take: every upcoming date moved so that its new period meets
// the next date's old one (decision 085), and a hold or a slot sent with a change (decision 083).
import { describe, expect, it } from "vitest";

import * as seriesItem from "@/app/api/tenant/booking-series/[id]/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import { POST as createHall } from "@/app/api/tenant/halls/route";
import { SERIES_NO_HOLD, SERIES_NO_SLOTS, SERIES_RULE_FIXED } from "@/lib/bookings/series-schemas";
import { db } from "@/lib/db";
import type { SeriesDto } from "@/lib/series/reads";
import { wallClock } from "@/lib/time";

import { venue } from "./helpers";
import { single, type Venue } from "./series-support";

const NY = "America/New_York";

/** Five days at 12:00-13:00 New York time from 3 March 2031 in `hall`. */
async function lunches(v: Venue, hall = v.hall.id) {
  const made = await v.as(createBooking, {
    body: {
      hall,
      event_name: "Lunch club",
      start_time: "2031-03-03T12:00",
      end_time: "2031-03-03T13:00",
      email_customer: false,
      recurrence: { freq: "daily", count: 5 },
    },
  });
  expect(made.status).toBe(201);
  return (made.body as unknown as { series: SeriesDto }).series;
}

const patch = (v: Venue, id: number, body: Record<string, unknown>) =>
  v.as(seriesItem.PATCH, { method: "PATCH", params: { id: String(id) }, body });

const spans = (s: SeriesDto) =>
  s.occurrences.map((o) => {
    const [from, to] = [o.start_time, o.end_time].map((t) => wallClock(new Date(t), NY));
    return `${from.date} ${from.time}-${to.date} ${to.time}`;
  });

const overnight = [
  "2031-03-03 13:00-2031-03-04 12:30",
  "2031-03-04 13:00-2031-03-05 12:30",
  "2031-03-05 13:00-2031-03-06 12:30",
  "2031-03-06 13:00-2031-03-07 12:30",
  "2031-03-07 13:00-2031-03-08 12:30",
];

describe("moving every date of a series into the next one's old time", () => {
  it("moves them all when the new periods do not overlap each other", async () => {
    const v = await venue();
    const s = await lunches(v);
    const moved = await patch(v, s.id, { scope: "all", start_time: "13:00", end_time: "12:30" });
    expect(moved.status).toBe(200);
    expect(spans(moved.body as SeriesDto)).toEqual(overnight);
  });

  it("moves them in a hall that is part of a combined hall", async () => {
    const v = await venue();
    const part = await v.as(createHall, {
      body: { name: "East", branch: v.branch.id, capacity: 50 },
    });
    const other = await v.as(createHall, {
      body: { name: "West", branch: v.branch.id, capacity: 50 },
    });
    const parts = [(part.body as { id: number }).id, (other.body as { id: number }).id];
    const whole = await v.as(createHall, {
      body: { name: "Both", branch: v.branch.id, capacity: 100, parts },
    });
    expect(whole.status).toBe(201);
    const s = await lunches(v, parts[0]);
    const second = s.occurrences[1];
    const moved = await patch(v, s.id, {
      scope: "following",
      occurrence: second.id,
      start_time: "13:00",
      end_time: "12:30",
    });
    expect(moved.status).toBe(200);
    expect(spans(moved.body as SeriesDto)).toEqual(overnight.slice(1));
    const blocked = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n
      FROM booking_spaces WHERE tenant_id = ${v.tenant.id}`;
    expect(blocked[0].n).toBe(5);
  });

  it("still refuses the move, writing nothing, when another booking is in the new time", async () => {
    const v = await venue();
    const s = await lunches(v);
    expect((await single(v, "Dinner", "2031-03-05T20:00", "2031-03-05T22:00")).status).toBe(201);
    const moved = await patch(v, s.id, { scope: "all", start_time: "13:00", end_time: "12:30" });
    expect(moved.status).toBe(409);
    const after = await v.as(seriesItem.GET, { params: { id: String(s.id) } });
    expect(spans(after.body as SeriesDto)[0]).toBe("2031-03-03 12:00-2031-03-03 13:00");
  });
});

describe("fields a change of a series does not take", () => {
  it.each([
    ["hold_until", "2031-03-01T12:00", SERIES_NO_HOLD],
    ["slot_id", 1, SERIES_NO_SLOTS],
    ["recurrence", { freq: "daily", count: 2 }, SERIES_RULE_FIXED],
  ])("refuses %s with a field error, changing nothing", async (field, value, message) => {
    const v = await venue();
    const s = await lunches(v);
    const answer = await patch(v, s.id, { scope: "all", event_name: "Renamed", [field]: value });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ [field]: [message] });
    const after = await v.as(seriesItem.GET, { params: { id: String(s.id) } });
    expect((after.body as SeriesDto).occurrences[0].event_name).toBe("Lunch club");
  });

  it("takes a hold or a slot sent empty, as the booking form sends them", async () => {
    const v = await venue();
    const s = await lunches(v);
    const answer = await patch(v, s.id, {
      scope: "all",
      event_name: "Renamed",
      hold_until: null,
      slot_id: null,
    });
    expect(answer.status).toBe(200);
  });
});
