// The live calendar's stream: every change of a venue's bookings, however it was made, reaches
// the venue's open streams within a second and no other venue's; a client that reconnects
// catches up; a client without a right to the venue is refused or cut off.
import { afterEach, describe, expect, it } from "vitest";

import { PATCH as patchBooking } from "@/app/api/tenant/bookings/[id]/route";
import { expireHolds } from "@/lib/bookings/holds";
import { accessCacheListening } from "@/lib/cache/access";
import { db } from "@/lib/db";
import { pruneEvents } from "@/lib/live/events";
import { hubListening, liveStats } from "@/lib/live/hub";

import { dailyBooker, venue } from "./helpers";
import { openLive, type Live } from "./live-support";

type Venue = Awaited<ReturnType<typeof venue>>;

const opened: Live[] = [];
afterEach(() => {
  for (const live of opened.splice(0)) live.close();
});

async function live(v: Venue, o: { lastEventId?: string; query?: string } = {}) {
  const l = await openLive({ host: `${v.tenant.slug}.localhost`, token: v.token, ...o });
  opened.push(l);
  return l;
}

/** A booking on a day of its own in 2031, through the API. */
const booker = dailyBooker({ name: "Live", from: Date.UTC(2031, 0, 1, 15), hours: 2 });
const book = (v: Venue, extra: Record<string, unknown> = {}) => booker(v, { extra });

describe("the live stream", () => {
  it("brings a change to the venue's streams within a second, and never to another's", async () => {
    await hubListening();
    const [a, b] = [await venue(), await venue()];
    const [hereA, alsoA, hereB] = [await live(a), await live(a), await live(b)];
    for (const l of [hereA, alsoA, hereB]) {
      expect(l.status).toBe(200);
      expect(l.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      expect(l.headers.get("cache-control")).toBe("no-cache, no-transform");
      await l.events.nextNamed("ready");
    }

    const sent = Date.now();
    const booking = await book(a);
    for (const l of [hereA, alsoA]) {
      const event = await l.events.nextNamed("booking", 1_000);
      expect(event.at - sent).toBeLessThan(1_000);
      expect(event.data).toEqual({
        id: Number(event.id),
        booking: booking.id,
        action: "created",
        halls: [a.hall.id],
        from: booking.start_time,
        until: booking.end_time,
        own: false,
      });
    }
    // B's stream hears B's own next change first: A's was never sent to it.
    const own = await book(b);
    const first = await hereB.events.nextNamed("booking", 1_000);
    expect(first.data).toMatchObject({ booking: own.id, halls: [b.hall.id] });

    // A move names both days; a delete is announced too.
    const moved = await a.as(patchBooking, {
      method: "PATCH",
      params: { id: String(booking.id) },
      body: { start_time: "2031-06-01T15:00:00Z", end_time: "2031-06-01T17:00:00Z" },
    });
    expect(moved.status).toBe(200);
    expect((await hereA.events.nextNamed("booking", 1_000)).data).toMatchObject({
      action: "updated",
      from: booking.start_time,
      until: "2031-06-01T17:00:00.000Z",
    });
    await db.$executeRaw`DELETE FROM bookings WHERE id = ${booking.id}`;
    expect((await hereA.events.nextNamed("booking", 1_000)).data).toMatchObject({
      booking: booking.id,
      action: "deleted",
    });
  });

  it("announces what no request made: a hold that runs out", async () => {
    const v = await venue();
    const held = await book(v, { status: "tentative" });
    const l = await live(v);
    await l.events.nextNamed("ready");
    await db.$executeRaw`UPDATE bookings SET hold_until = now() - interval '1 minute'
      WHERE id = ${held.id}`;
    expect((await l.events.nextNamed("booking", 1_000)).data).toMatchObject({ booking: held.id });
    await expireHolds();
    expect((await l.events.nextNamed("booking", 1_000)).data).toMatchObject({
      booking: held.id,
      action: "updated",
    });
  });

  it("refuses a request without credentials, or with another venue's", async () => {
    const [a, b] = [await venue(), await venue()];
    const host = `${a.tenant.slug}.localhost`;
    const anonymous = await openLive({ host });
    expect(anonymous.status).toBe(401);
    const outsider = await openLive({ host, token: b.token });
    expect(outsider.status).toBe(401); // as every member route answers a token of another venue
    const bad = await live(a, { lastEventId: "soon" });
    expect(bad.status).toBe(400);
    expect(await bad.refusal()).toEqual({ last_event_id: [expect.any(String)] });
    expect((await live(a, { query: "last_event_id=-1" })).status).toBe(400);
  });

  it("sends a client that reconnects what it missed, or tells it to refetch", async () => {
    const v = await venue();
    const first = await live(v);
    const ready = await first.events.nextNamed("ready");
    first.close();
    const missed = [await book(v), await book(v)];

    const again = await live(v, { lastEventId: ready.id! });
    const caughtUp = [await again.events.next(), await again.events.next()];
    expect(caughtUp.map((e) => [e.event, (e.data as { booking: number }).booking])).toEqual(
      missed.map((b) => ["booking", b.id]),
    );
    const readyAgain = await again.events.next();
    expect(readyAgain.event).toBe("ready");
    expect(Number(readyAgain.id)).toBeGreaterThanOrEqual(Number(caughtUp[1]!.id));

    // The query's form does the same, for a client that cannot send the header.
    const byQuery = await live(v, { query: `last_event_id=${ready.id}` });
    expect((await byQuery.events.next()).data).toMatchObject({ booking: missed[0]!.id });

    // Once the events it missed are pruned, it cannot know what it missed: it refetches.
    await book(v);
    await pruneEvents(new Date(Date.now() + 2 * 86_400_000));
    const late = await live(v, { lastEventId: ready.id! });
    expect((await late.events.next()).event).toBe("reset");
  });

  it("ends the stream of a member who is removed from the venue", async () => {
    await accessCacheListening();
    const v = await venue();
    const l = await live(v);
    await l.events.nextNamed("ready");
    await db.tenantUser.deleteMany({ where: { tenantId: v.tenant.id, userId: v.user.id } });
    expect(await l.events.ended(1_000)).toBe(true);
    expect(liveStats().streams).toBe(0);
  });
});
