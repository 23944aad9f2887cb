// What an enquiry may cost a venue: one client address holds only a few dates a day there, however
// many throwaway emails it types; all visitors together hold at most the venue's cap of open
// enquiries, even when they come from many addresses at once; and an enquiry is never longer than
// the venue's longest public enquiry nor sooner than its minimum notice.
import { describe, expect, it } from "vitest";

import { GET as availability } from "@/app/api/public/availability/route";
import { START_OUT_OF_RANGE } from "@/lib/bookings/rules";
import { db } from "@/lib/db";
import { ENQUIRY_ADDRESS_DAY_LIMIT } from "@/lib/enquiries/limits";
import { tooLong, tooSoon, VENUE_HOLDS_FULL } from "@/lib/enquiries/schemas";
import { addLocalDays, wallClock } from "@/lib/time";

import { sendEnquiry, type Venue } from "./enquiry-support";
import { call, hallSlot, venue, visitorHeaders } from "./helpers";

let n = 0;
/** An enquiry with a throwaway email of its own, from `headers`' address. */
function ask(v: Venue, body: Record<string, unknown>, headers = visitorHeaders()) {
  n += 1;
  const email = `throwaway${n}-${Date.now()}@example.com`;
  const when = { start_time: "10:00", end_time: "14:00" };
  return sendEnquiry(v, { name: "Flood", email, ...when, ...body }, headers);
}

const dayOf = (i: number) => `2031-09-${String(i).padStart(2, "0")}`;
const openPublicHolds = (v: Venue) =>
  db.booking.count({ where: { tenantId: v.tenant.id, source: "public", status: "tentative" } });

describe("a flood of enquiries", () => {
  it("from one address with throwaway emails stops at the address's bound for the day", async () => {
    const v = await venue();
    const address = visitorHeaders();
    const statuses = [];
    for (let i = 1; i <= 9; i++) statuses.push((await ask(v, { date: dayOf(i) }, address)).status);
    const max = ENQUIRY_ADDRESS_DAY_LIMIT.max;
    expect(max).toBeLessThan(9);
    expect(statuses).toEqual([...Array<number>(max).fill(201), ...Array(9 - max).fill(429)]);
    expect(await openPublicHolds(v)).toBe(max);

    // Another venue is not this one's business: the address may still ask there.
    const other = await venue();
    expect((await ask(other, { date: dayOf(1) }, address)).status).toBe(201);
  });

  it("from one IPv6 network, a new address for each, counts as one address", async () => {
    const v = await venue();
    const statuses = [];
    for (let i = 1; i <= 6; i++) {
      const headers = { "x-forwarded-for": `2001:db8:77:${i % 2}0::${i.toString(16)}a` };
      statuses.push((await ask(v, { date: dayOf(i) }, headers)).status);
    }
    // Two /64 networks (…:77:0 and …:77:10), three addresses each: all within the bound.
    expect(statuses.every((s) => s === 201)).toBe(true);
    const same = [];
    for (let i = 7; i <= 12; i++)
      same.push(
        (await ask(v, { date: dayOf(i) }, { "x-forwarded-for": `2001:db8:99::${i}` })).status,
      );
    expect(same).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("from many addresses at once stops at the venue's cap of open enquiries", async () => {
    const v = await venue();
    await db.tenant.update({ where: { id: v.tenant.id }, data: { maxPublicHolds: 3 } });
    const answers = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((i) => ask(v, { date: dayOf(i) })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429]);
    expect(answers.find((a) => a.status === 429)?.body.detail).toBe(VENUE_HOLDS_FULL);
    expect(await openPublicHolds(v)).toBe(3);

    // Answering one (confirmed here) makes room for the next visitor.
    const held = await db.booking.findFirstOrThrow({ where: { tenantId: v.tenant.id } });
    await db.booking.update({
      where: { id: held.id },
      data: { status: "confirmed", holdUntil: null },
    });
    expect((await ask(v, { date: dayOf(20) })).status).toBe(201);
  });
});

describe("an enquiry's time", () => {
  it("may not be longer than the venue's longest public enquiry", async () => {
    const v = await venue();
    const day = await ask(v, { date: dayOf(1), start_time: "00:00", end_time: "23:59" });
    expect(day.status).toBe(400);
    expect(day.body).toEqual({ end_time: [tooLong(12)] });
    expect((await ask(v, { date: dayOf(2), start_time: "10:00", end_time: "22:00" })).status).toBe(
      201,
    );
    // Across midnight counts the same way.
    const night = await ask(v, { date: dayOf(3), start_time: "18:00", end_time: "07:00" });
    expect(night.body).toEqual({ end_time: [tooLong(12)] });

    // A slot is the venue's own choice: it may be longer.
    const slot = await hallSlot(v, { name: "Day", startTime: "07:00", endTime: "23:00" });
    expect((await ask(v, { date: dayOf(5), slot_id: slot.id })).status).toBe(201);

    await db.tenant.update({ where: { id: v.tenant.id }, data: { maxEnquiryHours: 4 } });
    const five = await ask(v, { date: dayOf(4), start_time: "10:00", end_time: "15:00" });
    expect(five.body).toEqual({ end_time: [tooLong(4)] });
    expect(await openPublicHolds(v)).toBe(2);
  });

  it("may not start sooner than the venue's minimum notice", async () => {
    const v = await venue();
    const tz = v.tenant.timezone;
    // Two hours from now, for an hour, in the venue's zone: inside the default notice of a day.
    const [from, to] = [2, 3].map((h) => wallClock(new Date(Date.now() + h * 3_600_000), tz));
    const tooEarly = await ask(v, { date: from.date, start_time: from.time, end_time: to.time });
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.body).toMatchObject({ date: [tooSoon(24)] });

    // Three days ahead is fine; with a week's notice it is not.
    const inThreeDays = wallClock(new Date(Date.now() + 3 * 86_400_000), tz).date;
    expect((await ask(v, { date: inThreeDays })).status).toBe(201);
    await db.tenant.update({ where: { id: v.tenant.id }, data: { minNoticeHours: 168 } });
    const week = await ask(v, { date: addLocalDays(inThreeDays, 1) });
    expect(week.body).toEqual({ date: [tooSoon(168)] });
    expect(await openPublicHolds(v)).toBe(1);
  });

  it("by a slot goes through the same date rules as one by its times", async () => {
    const v = await venue();
    const slot = await hallSlot(v, { name: "Night", startTime: "02:00", endTime: "04:00" });
    // Eleven years ahead: refused alike, by times or by the slot (which used to make the hold).
    // By a slot the error is the date's: the slot form has no time fields to show it at.
    const far = `${new Date().getUTCFullYear() + 11}-06-14`;
    const byTimes = await ask(v, { date: far, start_time: "10:00", end_time: "14:00" });
    expect([byTimes.status, byTimes.body]).toEqual([400, { start_time: [START_OUT_OF_RANGE] }]);
    const bySlot = await ask(v, { date: far, slot_id: slot.id });
    expect([bySlot.status, bySlot.body]).toEqual([400, { date: [START_OUT_OF_RANGE] }]);
    // Where the clocks skip the slot's start, the date's field says so.
    await db.tenant.update({ where: { id: v.tenant.id }, data: { timezone: "America/New_York" } });
    const skipped = await ask(v, { date: "2031-03-09", slot_id: slot.id });
    expect(skipped.status).toBe(400);
    expect(Object.keys(skipped.body)).toEqual(["date"]);
    expect(JSON.stringify(skipped.body)).toMatch(
      /^\{"date":\["There is no 02:00 on Sun, 9 Mar 2031/,
    );
    // The hall's month shows that day without the slot, and the days around it with it.
    const march = await call(availability, {
      host: `${v.tenant.slug}.localhost`,
      path: `/api/public/availability/?hall=${v.hall.id}&month=2031-03`,
    });
    expect(march.status).toBe(200);
    // (The hall takes other times too: its free time is offered after its slots.)
    const slotsOn = (date: string) =>
      march.body.days
        .find((d) => d.date === date)
        ?.free.flatMap((f) => (f.slot_id ? [f.slot_id] : []));
    expect([slotsOn("2031-03-08"), slotsOn("2031-03-09")]).toEqual([[slot.id], []]);
    // And too soon is too soon.
    const tomorrow = wallClock(new Date(Date.now() + 3_600_000), "America/New_York").date;
    const soon = await ask(v, { date: tomorrow, slot_id: slot.id });
    expect(soon.status).toBe(400);
    expect(await openPublicHolds(v)).toBe(0);
  });
});
