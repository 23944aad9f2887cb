// Halls that combine: a hall made of others blocks its parts, a part blocks its whole, at any
// depth, held by the database under concurrency; a change of what a hall is made of is refused
// when it would make upcoming bookings clash; loops, foreign and archived halls are refused.
import { describe, expect, it } from "vitest";

import { GET as availability } from "@/app/api/public/availability/route";
import { PATCH as patchBooking } from "@/app/api/tenant/bookings/[id]/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import {
  DELETE as deleteHall,
  GET as getHall,
  PATCH as patchHall,
} from "@/app/api/tenant/halls/[id]/route";
import { POST as createHall } from "@/app/api/tenant/halls/route";
import { GET as schedules } from "@/app/api/tenant/schedules/route";
import { db } from "@/lib/db";
import { PART_ITSELF, PART_NOT_FOUND } from "@/lib/halls/schemas";

import { doubleBooked } from "./combined-support";
import { call, venue } from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;

/** From `from` to `to` (HH:MM, UTC) on `day` of September 2031. */
const at = (from: string, to: string, day = 2) => ({
  start_time: `2031-09-0${day}T${from}:00.000Z`,
  end_time: `2031-09-0${day}T${to}:00.000Z`,
});

const book = (v: Venue, hall: number, name: string, times: ReturnType<typeof at>, extra = {}) =>
  v.as(createBooking, {
    body: {
      hall,
      event_name: name,
      status: "confirmed",
      email_customer: false,
      ...times,
      ...extra,
    },
  });

async function hall(v: Venue, name: string, parts: number[] = []) {
  const made = await v.as(createHall, {
    body: { name, branch: v.branch.id, capacity: 100, parts },
  });
  expect(made.status).toBe(201);
  return made.body as { id: number; parts: number[]; spaces: number[] };
}

const setParts = (v: Venue, id: number, parts: number[]) =>
  v.as(patchHall, { method: "PATCH", params: { id: String(id) }, body: { parts } });

/** A ballroom (whole) of two halves. */
async function ballroom(v: Venue) {
  const a = await hall(v, "Half A");
  const b = await hall(v, "Half B");
  const whole = await hall(v, "Whole Ballroom", [a.id, b.id]);
  return { a, b, whole };
}

describe("halls that combine", () => {
  it("say what they are made of and which spaces they take", async () => {
    const v = await venue();
    const { a, b, whole } = await ballroom(v);
    expect(whole).toMatchObject({ parts: [a.id, b.id], spaces: [a.id, b.id] });
    const readA = await v.as(getHall, { params: { id: String(a.id) } });
    expect(readA.body).toMatchObject({ parts: [], spaces: [a.id] });
    const plain = await v.as(getHall, { params: { id: String(v.hall.id) } });
    expect(plain.body).toMatchObject({ parts: [], spaces: [v.hall.id] });
  });

  it("refuse itself, a loop at any depth, another venue's and an archived hall", async () => {
    const v = await venue();
    const { a, b, whole } = await ballroom(v);
    const self = await setParts(v, whole.id, [whole.id]);
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ parts: [PART_ITSELF] });

    const loop = await setParts(v, a.id, [whole.id]);
    expect(loop.status).toBe(400);
    expect(loop.body.parts[0]).toBe(
      "Whole Ballroom cannot be a part of Half A: it contains Half A.",
    );
    // Deeper: the whole is part of a wing; the wing cannot become part of half A.
    const wing = await hall(v, "East Wing", [whole.id]);
    expect((await setParts(v, a.id, [wing.id])).status).toBe(400);

    const other = await venue();
    const foreign = await setParts(v, whole.id, [other.hall.id]);
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({ parts: [PART_NOT_FOUND] });
    await db.hall.update({ where: { id: v.hall.id }, data: { archivedAt: new Date() } });
    expect((await setParts(v, whole.id, [v.hall.id])).status).toBe(400);
    expect((await setParts(v, whole.id, ["x"] as never)).status).toBe(400);
    // Nothing of the refused changes was written.
    const parts = await db.hallPart.findMany({ where: { tenantId: v.tenant.id } });
    expect(parts.map((p) => [p.hallId, p.partId]).sort()).toEqual(
      [
        [whole.id, a.id],
        [whole.id, b.id],
        [wing.id, whole.id],
      ].sort(),
    );
  });

  it("keep the whole and its parts apart, name the booking in the way, and leave halves alone", async () => {
    const v = await venue();
    const { a, b, whole } = await ballroom(v);
    const dinner = await book(v, whole.id, "Gala dinner", at("18:00", "23:00"));
    expect(dinner.status).toBe(201);
    const half = await book(v, a.id, "Quiz night", at("20:00", "22:00"));
    expect(half.status).toBe(409);
    expect(half.body.detail).toBe(
      "This hall shares its space with Whole Ballroom, which is booked " +
        "Tue, 2 Sep 2031, 14:00–19:00 (Gala dinner).",
    );
    // Earlier that day both halves are free, and each can be had on its own.
    expect((await book(v, a.id, "Yoga", at("08:00", "10:00"))).status).toBe(201);
    expect((await book(v, b.id, "Chess", at("08:00", "10:00"))).status).toBe(201);
    const whole2 = await book(v, whole.id, "Brunch", at("09:00", "11:00"));
    expect(whole2.status).toBe(409);
    expect(whole2.body.detail).toContain("Half A, which is booked");

    // Cancelling frees the space; reviving it into a taken time is refused.
    const cancel = await v.as(patchBooking, {
      method: "PATCH",
      params: { id: String(dinner.body.id) },
      body: { status: "cancelled" },
    });
    expect(cancel.status).toBe(200);
    const quiz = await book(v, b.id, "Quiz night", at("20:00", "22:00"));
    expect(quiz.status).toBe(201);
    const revive = await v.as(patchBooking, {
      method: "PATCH",
      params: { id: String(dinner.body.id) },
      body: { status: "confirmed" },
    });
    expect(revive.status).toBe(409);
    expect(revive.body.detail).toContain("Half B, which is booked");
    // Moving a half's booking onto the whole's hall, or into its time, is refused too.
    const toWhole = await v.as(patchBooking, {
      method: "PATCH",
      params: { id: String(quiz.body.id) },
      body: { hall: whole.id, ...at("07:00", "09:00") },
    });
    expect(toWhole.status).toBe(409);
    expect(await doubleBooked(v.tenant.id)).toBe(0);
  });

  it("reach any depth, and count the whole's setup and cleanup time", async () => {
    const v = await venue();
    const { a, b, whole } = await ballroom(v);
    const terrace = await hall(v, "Terrace");
    const estate = await hall(v, "Estate", [whole.id, terrace.id]);
    expect(estate.spaces).toEqual([a.id, b.id, terrace.id].sort((x, y) => x - y));
    expect((await book(v, a.id, "Talk", at("10:00", "11:00"))).status).toBe(201);
    const all = await book(v, estate.id, "Festival", at("10:30", "12:00"));
    expect(all.status).toBe(409);
    expect(all.body.detail).toContain("Half A, which is booked");
    expect((await book(v, terrace.id, "Drinks", at("10:30", "12:00"))).status).toBe(201);

    await v.as(patchHall, {
      method: "PATCH",
      params: { id: String(whole.id) },
      body: { cleanup_minutes: 60 },
    });
    expect((await book(v, whole.id, "Lunch", at("12:00", "14:00"))).status).toBe(201);
    // Clear of the lunch, but inside the whole's cleanup hour.
    const soon = await book(v, b.id, "Meeting", at("14:30", "15:30"));
    expect(soon.status).toBe(409);
    expect(soon.body.detail).toContain("Whole Ballroom, which is booked");
    expect((await book(v, b.id, "Meeting", at("15:00", "16:00"))).status).toBe(201);
  });

  it("let exactly one kind win each period under 100 concurrent requests", async () => {
    const v = await venue();
    const { a, b, whole } = await ballroom(v);
    const halls = [whole.id, a.id, b.id];
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        // Ten periods of an hour, each asked for ten times, by the whole and by each half.
        const hour = 10 + (i % 10);
        const from = `${hour}:00`;
        const to = `${hour}:59`;
        return book(v, halls[i % 3], `Race ${i}`, at(from, to, 3));
      }),
    );
    const statuses = answers.map((x) => x.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const live = await db.booking.findMany({
      where: { tenantId: v.tenant.id },
      select: { hallId: true, startTime: true },
    });
    const byHour = new Map<number, number[]>();
    for (const row of live) {
      const list = byHour.get(row.startTime.getUTCHours()) ?? [];
      list.push(row.hallId);
      byHour.set(row.startTime.getUTCHours(), list);
    }
    expect(byHour.size).toBe(10);
    for (const taken of byHour.values()) {
      // Either the whole alone, or at most one booking of each half.
      if (taken.includes(whole.id)) expect(taken).toEqual([whole.id]);
      else expect(taken.length).toBe(new Set(taken).size);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(live.length);
    expect(await doubleBooked(v.tenant.id)).toBe(0);
  }, 120_000);

  it("refuse a change of parts that would make upcoming bookings clash, naming them", async () => {
    const v = await venue();
    const a = await hall(v, "Half A");
    const b = await hall(v, "Half B");
    const whole = await hall(v, "Whole Ballroom");
    await book(v, a.id, "Quiz night", at("20:00", "22:00"));
    await book(v, whole.id, "Gala dinner", at("18:00", "23:00"));
    // A clash that is over does not count.
    await db.booking.create({
      data: {
        tenantId: v.tenant.id,
        hallId: b.id,
        branchId: v.branch.id,
        eventName: "Old fair",
        startTime: new Date("2020-01-01T10:00:00Z"),
        endTime: new Date("2020-01-01T12:00:00Z"),
      },
    });
    await db.booking.create({
      data: {
        tenantId: v.tenant.id,
        hallId: whole.id,
        branchId: v.branch.id,
        eventName: "Old gala",
        startTime: new Date("2020-01-01T11:00:00Z"),
        endTime: new Date("2020-01-01T13:00:00Z"),
      },
    });
    const refused = await setParts(v, whole.id, [a.id, b.id]);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      "These parts would make bookings clash: Gala dinner (Whole Ballroom, " +
        "Tue, 2 Sep 2031, 14:00–19:00) and Quiz night (Half A, Tue, 2 Sep 2031, 16:00–18:00).",
    );
    expect(await db.hallPart.count({ where: { tenantId: v.tenant.id } })).toBe(0);
    const readWhole = await v.as(getHall, { params: { id: String(whole.id) } });
    expect(readWhole.body).toMatchObject({ parts: [], spaces: [whole.id] });

    // Half B alone clashes with nothing upcoming: taken.
    const ok = await setParts(v, whole.id, [b.id]);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ parts: [b.id], spaces: [b.id] });
    expect((await book(v, b.id, "Talk", at("19:00", "20:00"))).status).toBe(409);
    // Taking it out frees the half again.
    expect((await setParts(v, whole.id, [])).status).toBe(200);
    expect((await book(v, b.id, "Talk", at("19:00", "20:00"))).status).toBe(201);
  });

  it("hold while parts change and bookings come at once", async () => {
    const v = await venue();
    const a = await hall(v, "Half A");
    const b = await hall(v, "Half B");
    const whole = await hall(v, "Whole Ballroom");
    const answers = await Promise.all([
      setParts(v, whole.id, [a.id, b.id]),
      ...Array.from({ length: 30 }, (_, i) =>
        book(v, [whole.id, a.id, b.id][i % 3], `Race ${i}`, at("10:00", "12:00", 4)),
      ),
    ]);
    expect(answers.every((x) => [200, 201, 409].includes(x.status))).toBe(true);
    expect(await doubleBooked(v.tenant.id)).toBe(0);
  }, 60_000);

  it("cannot lose a part behind the whole's back; a whole that goes frees its parts", async () => {
    const v = await venue();
    const { a, b, whole } = await ballroom(v);
    const refused = await v.as(deleteHall, { method: "DELETE", params: { id: String(a.id) } });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      "This hall is part of Whole Ballroom. Take it out of Whole Ballroom before deleting it.",
    );
    const gone = await v.as(deleteHall, { method: "DELETE", params: { id: String(whole.id) } });
    expect(gone.status).toBe(204);
    const readB = await v.as(getHall, { params: { id: String(b.id) } });
    expect(readB.body).toMatchObject({ parts: [], spaces: [b.id] });
    expect(
      (await v.as(deleteHall, { method: "DELETE", params: { id: String(a.id) } })).status,
    ).toBe(204);
  });

  it("show the whole's bookings on a part's calendar and its public availability", async () => {
    const v = await venue();
    const { a, b, whole } = await ballroom(v);
    await book(v, whole.id, "Gala dinner", at("18:00", "23:00", 5));
    await book(v, b.id, "Chess", at("14:00", "15:00", 5));
    const range = "start=2031-09-01&end=2031-09-30";
    const own = await v.as(schedules, { path: `/api/tenant/schedules/?${range}&hall=${a.id}` });
    expect(own.body).toEqual([]);
    const shared = await v.as(schedules, {
      path: `/api/tenant/schedules/?${range}&hall=${a.id}&shared=true`,
    });
    expect(shared.body.map((e: { event_name: string }) => e.event_name)).toEqual(["Gala dinner"]);
    const ofWhole = await v.as(schedules, {
      path: `/api/tenant/schedules/?${range}&hall=${whole.id}&shared=true`,
    });
    expect(ofWhole.body.map((e: { event_name: string }) => e.event_name)).toEqual([
      "Chess",
      "Gala dinner",
    ]);

    const month = await call(availability, {
      host: `${v.tenant.slug}.localhost`,
      path: `/api/public/availability/?hall=${a.id}&month=2031-09`,
    });
    expect(month.status).toBe(200);
    const day = month.body.days.find((d: { date: string }) => d.date === "2031-09-05");
    // 18:00 to 23:00 UTC is 14:00 to 19:00 in New York: the half is free before and after.
    expect(day).toMatchObject({
      status: "partial",
      free: [
        { start: "08:00", end: "14:00" },
        { start: "19:00", end: "24:00" },
      ],
    });
    // And the other way round: the whole is taken while either half is (10:00 to 11:00 in New
    // York); a gap shorter than the shortest event (3 hours) is not offered.
    const ofTheWhole = await call(availability, {
      host: `${v.tenant.slug}.localhost`,
      path: `/api/public/availability/?hall=${whole.id}&month=2031-09`,
    });
    expect(
      ofTheWhole.body.days.find((d: { date: string }) => d.date === "2031-09-05"),
    ).toMatchObject({
      status: "partial",
      free: [
        { start: "11:00", end: "14:00" },
        { start: "19:00", end: "24:00" },
      ],
    });
  });
});
