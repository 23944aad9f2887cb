// The write path's check: a booking created through each server (same hall, next hour) must come
// back in the same shape and leave the same history entry and notices; a refused one (overlap,
// bad period, unknown hall, bad input) must be refused alike, with the same words.
import type pg from "pg";

import { fetchAnswer, firstDifference } from "./check";
import { newBookingPlace, type Layout } from "./layout";
import { bookingBody, collidingBody, headersFor, type Fixture, type Request } from "./requests";
import type { Server } from "./servers";

/** New-booking places the checks use (hall 0's first two hours); the load starts after them. */
export const placesForChecks = (layout: Layout) => 2 * layout.halls;

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** What a booking's creation wrote besides the booking: its history entry and its notices. */
async function trail(db: pg.Client, bookingId: number) {
  const { rows } = await db.query(
    `SELECT
       (SELECT json_agg(json_build_object('action', action, 'user_id', user_id,
          'event_name', event_name, 'changes', changes - 'start_time' - 'end_time'))
        FROM booking_changes WHERE booking_id = $1) AS history,
       (SELECT json_agg(json_build_object('user_id', user_id, 'tenant_id', tenant_id,
          'level', level, 'message', message, 'related', related_object_info - 'id' - 'url')
          ORDER BY user_id)
        FROM notifications
        WHERE related_object_info->>'type' = 'booking'
          AND (related_object_info->>'id')::int = $1) AS notices`,
    [bookingId],
  );
  return rows[0] as { history: unknown[] | null; notices: unknown[] | null };
}

export async function compareCreates(
  hallbook: Server,
  floor: Server,
  fixture: Fixture,
  layout: Layout,
  db: pg.Client,
): Promise<string[]> {
  const mismatches: string[] = [];
  const hall = fixture.halls[0];
  const post = (body: object): Request => ({
    method: "POST",
    path: "/api/tenant/bookings/",
    headers: headersFor(fixture, hall.venue),
    body: JSON.stringify(body),
  });

  const places = [newBookingPlace(layout, 0), newBookingPlace(layout, layout.halls)];
  const made = await Promise.all(
    [hallbook, floor].map((server, i) =>
      fetchAnswer(server, post(bookingBody(hall, places[i].start, places[i].end, 0))),
    ),
  );
  if (made.some((a) => a.status !== 201))
    return [`create: status ${made[0].status} vs ${made[1].status}: ${made[1].text.slice(0, 200)}`];
  type Dto = Record<string, unknown>;
  const [a, b] = made.map((m) => m.json as Dto);
  const strip = ({ id, start_time, end_time, created_at, updated_at, ...rest }: Dto) => rest;
  const diff = firstDifference(strip(a), strip(b));
  if (diff) mismatches.push(`create: ${diff}`);
  places.forEach((place, i) => {
    const dto = [a, b][i];
    if (dto.start_time !== place.start.toISOString() || dto.end_time !== place.end.toISOString())
      mismatches.push(`create on ${i ? "the floor" : "HallBook"}: times ${dto.start_time}`);
    if (
      !Number.isInteger(dto.id) ||
      ![dto.created_at, dto.updated_at].every((t) => ISO_MS.test(String(t)))
    )
      mismatches.push(`create on ${i ? "the floor" : "HallBook"}: id or timestamps malformed`);
  });
  const [trailA, trailB] = [await trail(db, a.id as number), await trail(db, b.id as number)];
  const trailDiff = firstDifference(trailA, trailB);
  if (trailDiff) mismatches.push(`create's history and notices: ${trailDiff}`);
  if (trailA.history?.length !== 1 || trailA.notices?.length !== 2)
    mismatches.push("create: expected one history entry and notices to the Owner and the Admin");

  const base = bookingBody(hall, places[0].start, places[0].end, 0);
  const refusals: [string, object][] = [
    ["an overlap", collidingBody(fixture.targets[0], 0)],
    ["end before start", { ...base, start_time: base.end_time, end_time: base.start_time }],
    ["an unknown hall", { ...base, hall: 2_147_483_647 }],
    ["no start time", { ...base, start_time: undefined }],
    ["a price with three decimals", { ...base, price: "12.345" }],
    ["a start ten years away", { ...base, start_time: "2099-01-01T10:00:00Z" }],
  ];
  for (const [label, body] of refusals) {
    // The overlap is refused with the seeded booking's venue: send it as that venue's member.
    const req = post(body);
    if (label === "an overlap") req.headers = headersFor(fixture, fixture.targets[0].hall.venue);
    const [x, y] = await Promise.all([fetchAnswer(hallbook, req), fetchAnswer(floor, req)]);
    if (x.status !== y.status) mismatches.push(`create with ${label}: ${x.status} vs ${y.status}`);
    const refusalDiff = firstDifference(x.json, y.json);
    if (refusalDiff) mismatches.push(`create with ${label}: ${refusalDiff}`);
    if (x.status < 400) mismatches.push(`create with ${label} was accepted`);
  }
  return mismatches;
}
