// A public enquiry is refused what the venue cannot give, and the availability page does not offer
// it: more guests than the hall holds is a field error on guests; a day inside the venue's minimum
// notice is not free, and its free times start no sooner than the notice allows.
import { describe, expect, it } from "vitest";

import { GET as availability } from "@/app/api/public/availability/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import { db } from "@/lib/db";
import { TIME_TAKEN, tooManyGuests } from "@/lib/enquiries/schemas";
import { addLocalDays, todayIn, wallClock, zonedInstant } from "@/lib/time";

import { sendEnquiry, type Venue } from "./enquiry-support";
import { call, hallSlot, venue } from "./helpers";

const monthOf = (v: Venue, month: string) =>
  call(availability, {
    host: `${v.tenant.slug}.localhost`,
    path: `/api/public/availability/?hall=${v.hall.id}&month=${month}`,
  });

const enquiry = (v: Venue, fields: Record<string, unknown>) =>
  sendEnquiry(v, {
    name: "Vera Visitor",
    email: `vera-${Math.random().toString(36).slice(2, 8)}@example.com`,
    date: "2031-06-14",
    start_time: "18:00",
    end_time: "22:00",
    ...fields,
  });

describe("guests", () => {
  it("more than the hall holds is a 400 on guests, and holds nothing", async () => {
    const v = await venue(); // its hall takes 100
    const res = await enquiry(v, { guests: 500 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ guests: [tooManyGuests(100)] });
    expect(await db.booking.count({ where: { tenantId: v.tenant.id } })).toBe(0);
    expect((await enquiry(v, { guests: 100 })).status).toBe(201);
  });
});

describe("the minimum notice on the availability page", () => {
  it("marks the days inside it as needing notice, never free, with no times", async () => {
    const v = await venue();
    const tz = v.tenant.timezone;
    await db.tenant.update({ where: { id: v.tenant.id }, data: { minNoticeHours: 72 } });
    const today = todayIn(tz);
    const earliest = wallClock(new Date(Date.now() + 72 * 3_600_000), tz);
    const days = new Map<string, { status: string; free: { start: string; end: string }[] }>();
    for (const month of new Set([today.slice(0, 7), addLocalDays(today, 5).slice(0, 7)])) {
      const res = await monthOf(v, month);
      expect(res.status).toBe(200);
      for (const d of res.body.days) days.set(d.date, d);
    }
    // Today and the next day cannot be asked for at all.
    for (const date of [today, addLocalDays(today, 1)])
      expect(days.get(date)).toMatchObject({ status: "notice", free: [] });
    // The day the notice ends offers only what starts after it (and is no longer "free").
    const cut = days.get(earliest.date)!;
    for (const w of cut.free) expect(w.start >= earliest.time.slice(0, 5)).toBe(true);
    if (earliest.time > "08:00") expect(cut.status).not.toBe("free");
    // After it, whole days are free again.
    expect(days.get(addLocalDays(earliest.date, 1))).toMatchObject({ status: "free" });
  });

  it("offers slots only when they start after it", async () => {
    const v = await venue();
    const tz = v.tenant.timezone;
    await hallSlot(v, { name: "Evening", startTime: "18:00", endTime: "23:00" });
    await db.tenant.update({ where: { id: v.tenant.id }, data: { minNoticeHours: 48 } });
    const today = todayIn(tz);
    const res = await monthOf(v, today.slice(0, 7));
    const day = res.body.days.find((d) => d.date === today)!;
    expect(day).toMatchObject({ status: "notice", free: [] });
  });
});

describe("the minimum notice in a taken time's suggestions", () => {
  it("offers no day the next enquiry would be refused for", async () => {
    const v = await venue();
    const tz = v.tenant.timezone;
    // The notice ends an hour before 10:00 three days from now: that day is the first one the
    // venue takes at 10:00, and the two before it are too soon.
    const wanted = addLocalDays(todayIn(tz), 3);
    const hoursUntil = Math.floor((+zonedInstant(wanted, "10:00", tz) - Date.now()) / 3_600_000);
    await db.tenant.update({
      where: { id: v.tenant.id },
      data: { minNoticeHours: hoursUntil - 1 },
    });
    const taken = await v.as(createBooking, {
      body: {
        hall: v.hall.id,
        event_name: "Taken",
        start_time: `${wanted}T10:00`,
        end_time: `${wanted}T12:00`,
        status: "confirmed",
        email_customer: false,
      },
    });
    expect(taken.status).toBe(201);
    const times = { start_time: "10:00", end_time: "12:00" };
    const res = await enquiry(v, { date: wanted, ...times });
    const later = [1, 2, 3].map((n) => addLocalDays(wanted, n));
    expect([res.status, res.body]).toEqual([409, { detail: TIME_TAKEN, suggestions: later }]);
    for (const date of later) expect((await enquiry(v, { date, ...times })).status).toBe(201);
  });
});
