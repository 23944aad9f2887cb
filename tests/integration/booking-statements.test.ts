// What a booking's creation costs the database: one statement when the hall takes it as it stands,
// and no barrier round trip for the access cache, since a booking changes no one's access.
import crypto from "node:crypto";

import pg from "pg";
import { afterEach, expect, it, vi } from "vitest";

import { GET as getBooking } from "@/app/api/tenant/bookings/[id]/route";
import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import { firstClash } from "@/lib/bookings/reads";
import { accessCacheListening } from "@/lib/cache/access";
import { db, pool } from "@/lib/db";

import { venue } from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;

/** The statements `act` sends, as their text, the door's cache already warm. */
async function statementsOf(act: () => Promise<unknown>) {
  const query = vi.spyOn(pg.Client.prototype, "query");
  await act();
  const sent = query.mock.calls.map(([q]) =>
    typeof q === "string" ? { text: q } : (q as { text: string; name?: string }),
  );
  query.mockRestore();
  return sent;
}
afterEach(() => vi.restoreAllMocks());

const at = (hour: number) => ({
  start_time: `2032-03-0${(hour % 9) + 1}T10:00`,
  end_time: `2032-03-0${(hour % 9) + 1}T12:00`,
});
const book = (v: Venue, body: Record<string, unknown>) =>
  v.as(createBooking, { body: { hall: v.hall.id, event_name: "Gala", ...body }, settle: false });

it("is one statement for a hall without slots, and refuses an overlap with a 409", async () => {
  const v = await venue();
  await accessCacheListening(); // until then the door asks the database every time
  expect((await book(v, at(1))).status).toBe(201); // fills the door's cache
  let answer: Awaited<ReturnType<typeof book>> | undefined;
  const sent = await statementsOf(async () => (answer = await book(v, at(2))));
  expect(answer?.status).toBe(201);
  expect(sent, sent.map((s) => s.text).join("\n---\n")).toHaveLength(1);
  expect(sent[0].text).toMatch(/INSERT INTO bookings/);
  // Prepared once per connection: its CTEs cost PostgreSQL more to plan than to run.
  // Its name carries a digest of its text: an earlier version's statement of that name, kept
  // by a pooler's connection, is never run in its place (decision 105).
  expect(sent[0].name).toMatch(/^hallbook_insert_booking_[0-9a-f]{12}$/);
  const digest = crypto.createHash("sha256").update(sent[0].text).digest("hex").slice(0, 12);
  expect(sent[0].name).toBe(`hallbook_insert_booking_${digest}`);

  const refused = await book(v, at(2));
  expect(refused.status).toBe(409);
  expect(refused.body.detail).toMatch(/^This hall is already booked/);
});

it("words the refusals the one statement cannot: a missing or inactive hall, a slot", async () => {
  const v = await venue();
  const missing = await book(v, { ...at(3), hall: 999_999 });
  expect(missing.status).toBe(400);
  expect(missing.body).toHaveProperty("hall");

  await db.hall.update({ where: { id: v.hall.id }, data: { isActive: false } });
  const inactive = await book(v, at(3));
  expect(inactive.status).toBe(400);
  expect(inactive.body).toHaveProperty("hall");

  await db.hall.update({ where: { id: v.hall.id }, data: { isActive: true, requiresSlot: true } });
  await db.slot.create({
    data: {
      tenantId: v.tenant.id,
      hallId: v.hall.id,
      name: "Morning",
      startTime: "10:00",
      endTime: "12:00",
    },
  });
  const inSlot = await book(v, at(4));
  expect(inSlot.status).toBe(201);
  expect(inSlot.body.slot_id).not.toBeNull();
  expect(await db.booking.count({ where: { tenantId: v.tenant.id } })).toBe(1);
});

it("answers the new booking as a read of it answers, byte for byte", async () => {
  const v = await venue();
  const made = await book(v, {
    ...at(5),
    event_name: 'Gala "Ünïcode" \\ night',
    addons: ["Catering", "Decor"],
    customer_name: "Ada",
    price: "1234.5",
    description: "Line one\nline two",
  });
  expect(made.status, made.text).toBe(201);
  const read = await v.as(getBooking, { params: { id: String(made.body.id) } });
  expect(made.text).toBe(read.text);
});

it("looks for the booking in the way through the period, bounded on both sides", async () => {
  const v = await venue();
  const statement = firstClash(v.tenant.id, {
    hallId: v.hall.id,
    start: new Date("2032-03-01T10:00Z"),
    end: new Date("2032-03-01T12:00Z"),
    exceptId: 7,
  });
  const client = await pool().connect();
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL enable_seqscan = off"); // a tiny table would be read whole
    const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${statement.text}`, [
      ...statement.values,
    ]);
    const plan = JSON.stringify(rows[0]["QUERY PLAN"]);
    // Both bounds in the index condition: not "start_time < end", then a filter on end_time.
    expect(plan).toMatch(/"Index Cond":"[^"]*&&/);
  } finally {
    await client.query("ROLLBACK");
    client.release();
  }
});
