// Halls that combine, attacked from outside and at the edges: lists of parts no venue would send,
// another venue's halls by any spelling, another venue's bookings through a shared calendar, a
// loop asked for twice at once, and a booking still in its cleanup time (decision 082).
import { describe, expect, it } from "vitest";

import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import { PATCH as patchHall } from "@/app/api/tenant/halls/[id]/route";
import { POST as createHall } from "@/app/api/tenant/halls/route";
import { GET as schedules } from "@/app/api/tenant/schedules/route";
import { db } from "@/lib/db";

import { venue } from "./helpers";

describe("halls that combine, from outside", () => {
  it("refuse every odd list of parts with a field error, writing nothing", async () => {
    const v = await venue();
    const other = await venue();
    const mine = await db.hall.create({
      data: { tenantId: v.tenant.id, branchId: v.branch.id, name: "Half A" },
    });
    const bodies: unknown[] = [
      [other.hall.id],
      String(other.hall.id),
      `${mine.id},${other.hall.id}`,
      [mine.id, String(other.hall.id)],
      [1.5],
      [-1],
      [0],
      [[mine.id]],
      [null],
      null,
      { 0: mine.id },
      [`${mine.id}\u0000`],
      ["1e3"],
      [2_147_483_648],
      Array.from({ length: 51 }, (_, i) => mine.id + i + 1),
      Array.from({ length: 10_000 }, () => mine.id),
    ];
    for (const parts of bodies) {
      const answer = await v.as(patchHall, {
        method: "PATCH",
        params: { id: String(v.hall.id) },
        body: { parts },
      });
      expect([400], JSON.stringify(parts).slice(0, 80)).toContain(answer.status);
      expect(JSON.stringify(answer.body)).not.toContain(other.hall.name);
    }
    const form = new FormData();
    form.set("parts", `${mine.id},${other.hall.id}`);
    const multipart = await v.as(patchHall, {
      method: "PATCH",
      params: { id: String(v.hall.id) },
      body: form,
    });
    expect(multipart.status).toBe(400);
    const made = await v.as(createHall, {
      body: { name: "Whole", branch: v.branch.id, parts: [mine.id, other.hall.id] },
    });
    expect(made.status).toBe(400);
    expect(await db.hallPart.count()).toBe(0);
    expect(await db.hall.count({ where: { tenantId: v.tenant.id } })).toBe(2);
    // Another venue's hall, itself in a combination, by the shared calendar: nothing of it.
    const theirs = await db.hall.create({
      data: { tenantId: other.tenant.id, branchId: other.branch.id, name: "Their whole" },
    });
    expect(
      (
        await other.as(patchHall, {
          method: "PATCH",
          params: { id: String(theirs.id) },
          body: { parts: [other.hall.id] },
        })
      ).status,
    ).toBe(200);
    const booked = await other.as(createBooking, {
      body: {
        hall: theirs.id,
        event_name: "Secret",
        start_time: "2031-09-02T10:00:00Z",
        end_time: "2031-09-02T12:00:00Z",
        email_customer: false,
      },
    });
    expect(booked.status).toBe(201);
    for (const id of [theirs.id, other.hall.id]) {
      const shared = await v.as(schedules, {
        path: `/api/tenant/schedules/?start=2031-09-01&end=2031-09-30&hall=${id}&shared=true`,
      });
      expect(shared.status).toBe(200);
      expect(shared.body).toEqual([]);
    }
    // Their hall as a part of ours, or ours moved onto theirs: a field error, nothing more.
    const onto = await v.as(patchHall, {
      method: "PATCH",
      params: { id: String(theirs.id) },
      body: { parts: [mine.id] },
    });
    expect(onto.status).toBe(404);
  });

  it("refuse a loop asked for by two requests at once, and keep two wholes of one part apart", async () => {
    const v = await venue();
    const made = async (name: string, parts: number[] = []) => {
      const answer = await v.as(createHall, { body: { name, branch: v.branch.id, parts } });
      expect(answer.status).toBe(201);
      return answer.body as { id: number };
    };
    const [a, b, c] = [await made("A"), await made("B"), await made("C")];
    const into = (id: number, parts: number[]) =>
      v.as(patchHall, { method: "PATCH", params: { id: String(id) }, body: { parts } });
    const answers = await Promise.all([into(a.id, [b.id]), into(b.id, [a.id])]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 400]);
    expect(await db.hallPart.count({ where: { tenantId: v.tenant.id } })).toBe(1);
    await into(a.id, []);
    const w1 = await made("West wing", [a.id, b.id]);
    const w2 = await made("East wing", [a.id, c.id]);
    const book = (hall: number) =>
      v.as(createBooking, {
        body: {
          hall,
          event_name: "Event",
          start_time: "2031-09-02T10:00:00Z",
          end_time: "2031-09-02T12:00:00Z",
          email_customer: false,
        },
      });
    expect((await book(w1.id)).status).toBe(201);
    const refused = await book(w2.id);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain("West wing, which is booked");
    expect((await book(c.id)).status).toBe(201);
    expect((await book(b.id)).status).toBe(409);
  });

  it("name a booking still in its cleanup time that a change of parts would clash with", async () => {
    const v = await venue();
    const made = async (name: string, parts: number[] = [], cleanup = 0) => {
      const body = { name, branch: v.branch.id, parts, cleanup_minutes: cleanup };
      return (await v.as(createHall, { body })).body as { id: number };
    };
    const a = await made("Half A", [], 120);
    await made("West wing", [a.id]);
    const whole = await made("Whole Ballroom");
    const now = Date.now();
    const booking = (hallId: number, eventName: string, from: number, to: number) =>
      db.booking.create({
        data: {
          tenantId: v.tenant.id,
          hallId,
          branchId: v.branch.id,
          eventName,
          startTime: new Date(now + from * 60_000),
          endTime: new Date(now + to * 60_000),
        },
      });
    // Over half an hour ago; half A's two hours of cleanup still hold it.
    await booking(a.id, "Talk", -180, -30);
    await booking(whole.id, "Gala dinner", 10, 70);
    const refused = await v.as(patchHall, {
      method: "PATCH",
      params: { id: String(whole.id) },
      body: { parts: [a.id] },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(
      /^These parts would make bookings clash: Talk \(Half A, .*\) and Gala dinner \(Whole Ballroom, /,
    );
  });
});
