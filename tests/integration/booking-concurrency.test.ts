// Bookings under concurrent requests: one period goes to exactly one of a hundred requests, and
// concurrent edits of one booking each apply whole, on the booking as it is, or not at all.
import { describe, expect, it } from "vitest";

import { GET as history } from "@/app/api/tenant/bookings/[id]/history/route";
import { GET as getBooking, PATCH } from "@/app/api/tenant/bookings/[id]/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import { db } from "@/lib/db";

import { venue } from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;

const book = (v: Venue, body: Record<string, unknown>) =>
  v.as(createBooking, { body: { hall: v.hall.id, ...body } });
const patch = (v: Venue, id: number, body: Record<string, unknown>) =>
  v.as(PATCH, { method: "PATCH", params: { id: String(id) }, body });
const read = async (v: Venue, id: number) =>
  (await v.as(getBooking, { params: { id: String(id) } })).body;

/** An hour starting `minutes` after 10:00 UTC on 1 August 2031. */
const hourAt = (minutes: number) => {
  const start = Date.UTC(2031, 7, 1, 10, minutes);
  return {
    start_time: new Date(start).toISOString(),
    end_time: new Date(start + 3_600_000).toISOString(),
  };
};

describe("concurrent bookings", () => {
  it("give one period to exactly one of 100 concurrent requests; the rest 409, none 5xx", async () => {
    const v = await venue();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        book(v, {
          event_name: `Race ${i}`,
          // all overlap 10:30–11:00; each starts a minute apart
          start_time: new Date(Date.UTC(2031, 6, 1, 10, i % 30)).toISOString(),
          end_time: new Date(Date.UTC(2031, 6, 1, 11, i % 30)).toISOString(),
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    expect(await db.booking.count({ where: { tenantId: v.tenant.id } })).toBe(1);
  }, 60_000);

  it("apply each edit whole: the booking is one request's, and its history an unbroken chain", async () => {
    const v = await venue();
    const created = await book(v, { event_name: "Original", ...hourAt(0) });
    const id = created.body.id;
    const edits = Array.from({ length: 30 }, (_, i) => ({
      event_name: `Edit ${i}`,
      customer_name: `Customer ${i}`,
      notes: `Notes ${i}`,
      ...hourAt(i + 1),
    }));
    const answers = await Promise.all(edits.map((edit) => patch(v, id, edit)));
    expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);

    const final = await read(v, id);
    const winner = edits.find((e) => e.event_name === final.event_name)!;
    expect(final).toMatchObject({
      customer_name: winner.customer_name,
      notes: winner.notes,
      start_time: winner.start_time.replace(/\.\d+Z$/, ".000Z"),
    });

    const trail = (await v.as(history, { params: { id: String(id) } })).body.reverse();
    const updates = trail.filter((entry) => entry.action === "updated");
    expect(updates).toHaveLength(answers.filter((a) => a.status === 200).length);
    // each change starts from where the one before it left the booking
    let eventName = "Original";
    for (const entry of updates) {
      const changes = entry.changes as Record<string, [unknown, unknown]>;
      expect(changes.event_name?.[0]).toBe(eventName);
      eventName = changes.event_name![1] as string;
    }
    expect(eventName).toBe(final.event_name);
  }, 60_000);

  it("never let an edit of one field undo a concurrent edit of another", async () => {
    const v = await venue();
    for (let round = 1; round <= 10; round++) {
      const created = await book(v, { event_name: `Round ${round}`, ...hourAt(round * 120) });
      const id = created.body.id;
      const moved = hourAt(round * 120 + 30);
      const [move, note] = await Promise.all([
        patch(v, id, moved),
        patch(v, id, { notes: `Noted in round ${round}` }),
      ]);
      expect([move.status, note.status]).toEqual([200, 200]);
      const final = await read(v, id);
      expect(final.start_time, `round ${round}`).toBe(moved.start_time);
      expect(final.notes, `round ${round}`).toBe(`Noted in round ${round}`);
    }
  }, 60_000);
});
