// Halls that combine, attacked where a change of halls meets a booking written at the same moment:
// deleting a whole while it is booked, and a booking of a whole that is being archived. Each race
// is made certain by holding a lock on a hall of the venue from a connection of the test's own,
// so that the change waits exactly where the other write gets in (decision 082).
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";

import { PATCH as patchBooking } from "@/app/api/tenant/bookings/[id]/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import { DELETE as deleteHall, PATCH as patchHall } from "@/app/api/tenant/halls/[id]/route";
import { POST as createHall } from "@/app/api/tenant/halls/route";
import { db } from "@/lib/db";

import { doubleBooked } from "./combined-support";
import { venue } from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;

const at = (from: string, to: string) => ({
  start_time: `2031-10-07T${from}:00.000Z`,
  end_time: `2031-10-07T${to}:00.000Z`,
});

const book = (v: Venue, hall: number, name: string, times = at("18:00", "22:00")) =>
  v.as(createBooking, {
    body: { hall, event_name: name, status: "confirmed", email_customer: false, ...times },
  });

async function hall(v: Venue, name: string, parts: number[] = []) {
  const made = await v.as(createHall, {
    body: { name, branch: v.branch.id, capacity: 100, parts },
  });
  expect(made.status).toBe(201);
  return made.body as { id: number };
}

const holders: pg.Client[] = [];
afterEach(async () => {
  for (const c of holders.splice(0)) await c.end().catch(() => {});
});

/** A connection that holds hall `id` FOR UPDATE until `release()`. */
async function holdHall(id: number) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  holders.push(client);
  await client.connect();
  await client.query("BEGIN");
  await client.query("SELECT id FROM halls WHERE id = $1 FOR UPDATE", [id]);
  const [{ pid }] = (await client.query("SELECT pg_backend_pid() AS pid")).rows;
  return {
    /** until `count` backends of the test's database wait for a lock */
    async waiters(count: number) {
      for (let i = 0; i < 200; i++) {
        // Within its transaction, this connection would read one snapshot of the activity.
        await client.query("SELECT pg_stat_clear_snapshot()");
        const { rows } = await client.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (rows[0].n >= count) return;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`fewer than ${count} waiting on ${pid}`);
    },
    release: () => client.query("COMMIT"),
  };
}

/** A ballroom (whole) of two halves. */
async function ballroom(v: Venue) {
  const a = await hall(v, "Half A");
  const b = await hall(v, "Half B");
  const whole = await hall(v, "Whole Ballroom", [a.id, b.id]);
  return { a, b, whole };
}

/**
 * `change` starts while hall `held` is held, and waits for it; `write` starts and waits too (when
 * `writeWaits`) or is done before the hall is let go. Answers both.
 */
async function race<C, W>(
  held: number,
  change: () => Promise<C>,
  write: () => Promise<W>,
  writeWaits = true,
) {
  const lock = await holdHall(held);
  const changing = change();
  await lock.waiters(1);
  const writing = write();
  if (writeWaits) await lock.waiters(2);
  else await writing;
  await lock.release();
  return [await changing, await writing] as const;
}

describe("halls that combine, against a change made at the same moment", () => {
  it("refuse to delete a whole booked after the request began", async () => {
    const v = await venue();
    const { a, whole } = await ballroom(v);
    // The held hall comes first in the venue's id order: the delete waits before any other.
    const [deleted, booked] = await race(
      v.hall.id,
      () => v.as(deleteHall, { method: "DELETE", params: { id: String(whole.id) } }),
      () => book(v, whole.id, "Gala dinner"),
      false,
    );
    expect(booked.status).toBe(201);
    expect(deleted.status).toBe(409);
    expect(deleted.body.detail).toBe(
      "This hall has 1 upcoming booking. Cancel or move it before deleting the hall.",
    );
    // The whole still blocks its halves.
    expect((await book(v, a.id, "Quiz night")).status).toBe(409);
    expect(await doubleBooked(v.tenant.id)).toBe(0);
  });

  it("refuse a booking of a whole archived while the booking was being written", async () => {
    const v = await venue();
    const { a, whole } = await ballroom(v);
    // History: the whole is archived, not removed, when it goes.
    const old = await book(v, whole.id, "Old fair", at("08:00", "09:00"));
    await db.booking.update({ where: { id: old.body.id }, data: { status: "cancelled" } });
    // The held hall comes last in the venue's id order: the delete holds the whole and waits.
    const last = await hall(v, "Terrace");
    const [deleted, booked] = await race(
      last.id,
      () => v.as(deleteHall, { method: "DELETE", params: { id: String(whole.id) } }),
      () => book(v, whole.id, "Gala dinner"),
    );
    expect(deleted.status).toBe(204);
    expect(booked.status).toBe(400);
    expect((await book(v, a.id, "Quiz night")).status).toBe(201);
  });

  it("refuse to revive a booking of a whole archived while it was being changed", async () => {
    const v = await venue();
    const { a, whole } = await ballroom(v);
    const gala = await book(v, whole.id, "Gala dinner");
    const patch = (status: string) =>
      v.as(patchBooking, {
        method: "PATCH",
        params: { id: String(gala.body.id) },
        body: { status },
      });
    expect((await patch("cancelled")).status).toBe(200);
    const last = await hall(v, "Terrace");
    const [deleted, revived] = await race(
      last.id,
      () => v.as(deleteHall, { method: "DELETE", params: { id: String(whole.id) } }),
      () => patch("confirmed"),
    );
    expect(deleted.status).toBe(204);
    expect(revived.status).toBe(400);
    expect((await book(v, a.id, "Quiz night")).status).toBe(201);
  });

  it("change a booking while what its hall is made of changes, without a deadlock", async () => {
    const v = await venue();
    const { a, b, whole } = await ballroom(v);
    const gala = await book(v, whole.id, "Gala dinner");
    const last = await hall(v, "Terrace");
    const [parts, moved] = await race(
      last.id,
      () =>
        v.as(patchHall, {
          method: "PATCH",
          params: { id: String(whole.id) },
          body: { parts: [a.id] },
        }),
      () =>
        v.as(patchBooking, {
          method: "PATCH",
          params: { id: String(gala.body.id) },
          body: at("17:00", "21:00"),
        }),
    );
    expect(parts.status).toBe(200);
    expect(moved.status).toBe(200);
    // Half B is free again; half A is the whole's.
    expect((await book(v, b.id, "Chess")).status).toBe(201);
    expect((await book(v, a.id, "Quiz night")).status).toBe(409);
    expect(await doubleBooked(v.tenant.id)).toBe(0);
  });
});
