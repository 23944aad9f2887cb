// What a booking's creation costs the database: one statement when the hall takes it as it stands,
// and no barrier round trip for the access cache, since a booking changes no one's access.
import pg from "pg";
import { afterEach, expect, it, vi } from "vitest";

import { POST as createBooking } from "@/app/api/tenant/bookings/route";
import { accessCacheListening } from "@/lib/cache/access";
import { db } from "@/lib/db";

import { venue } from "./helpers";

type Venue = Awaited<ReturnType<typeof venue>>;

/** The statements `act` sends, as their text, the door's cache already warm. */
async function statementsOf(act: () => Promise<unknown>) {
  const query = vi.spyOn(pg.Client.prototype, "query");
  await act();
  const texts = query.mock.calls.map(([q]) =>
    typeof q === "string" ? q : (q as { text: string }).text,
  );
  query.mockRestore();
  return texts;
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
  expect(sent, sent.join("\n---\n")).toHaveLength(1);
  expect(sent[0]).toMatch(/INSERT INTO bookings/);
  expect(sent).not.toContain("SELECT 1");

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
