// A live event says which tab's write made it (docs/decisions/058-own-echoes-by-writer.md): the
// writer's id goes with the notification every server hears and with the row a reconnecting
// client catches up from, and only the stream of that same tab is told the change is its own. The
// id is the caller's word: anything but a short token is dropped from a write and refused from a
// stream, never a 500, and never shown to anyone.
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import {
  DELETE as deleteBooking,
  PATCH as patchBooking,
} from "@/app/api/tenant/bookings/[id]/route";
import { db } from "@/lib/db";
import { listenUrl } from "@/lib/db/listen";
import { LIVE_CHANNEL } from "@/lib/live/events";
import { hubListening } from "@/lib/live/hub";

import { dailyBooker, venue } from "./helpers";
import { openLive, type Live } from "./live-support";

type Venue = Awaited<ReturnType<typeof venue>>;

const TAB = "tab-0f5b7c1e-4a2d-4c3b-9e8f-1a2b3c4d5e6f";
const OTHER_TAB = "tab-other-7d6c5b4a";

const opened: Live[] = [];
afterEach(() => {
  for (const live of opened.splice(0)) live.close();
});

/** A raw LISTEN on the channel, as another app server would hear it. */
const heard: Record<string, unknown>[] = [];
let listener: pg.Client;
beforeAll(async () => {
  listener = new pg.Client({ connectionString: listenUrl() });
  await listener.connect();
  listener.on("notification", (n) => heard.push(JSON.parse(n.payload ?? "null")));
  await listener.query(`LISTEN ${LIVE_CHANNEL}`);
  await hubListening();
});
afterAll(() => listener.end());

async function live(v: Venue, clientId?: string) {
  const query = clientId === undefined ? undefined : `client_id=${encodeURIComponent(clientId)}`;
  const l = await openLive({
    host: `${v.tenant.slug}.localhost`,
    token: v.token,
    query,
  });
  opened.push(l);
  if (l.status === 200) await l.events.nextNamed("ready");
  return l;
}

const booker = dailyBooker({ name: "Writer", from: Date.UTC(2032, 2, 1, 15) });
const book = (v: Venue, clientId?: string) =>
  booker(v, clientId === undefined ? {} : { headers: { "x-client-id": clientId } });

const writerOf = async (bookingId: number) =>
  (
    await db.$queryRaw<{ client_id: string | null }[]>`
      SELECT client_id FROM booking_events WHERE booking_id = ${bookingId} ORDER BY id DESC LIMIT 1`
  )[0]?.client_id;

/**
 * The announcement of `bookingId`'s change by `action`, as every server hears it. The raw
 * listener is a connection of its own: it may hear a change after the hub's streams did, so it
 * waits for that change rather than reading whichever came last.
 */
async function announced(bookingId: number, action = "created") {
  for (let i = 0; i < 100; i++) {
    const last = heard.findLast((p) => p.booking_id === bookingId && p.action === action);
    if (last) return last;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`nothing announced for booking ${bookingId} ${action}`);
}

describe("a live event's writer", () => {
  it("travels with the notification; only the writing tab's stream is told it is its own", async () => {
    const v = await venue();
    const [mine, otherTab, noId] = [await live(v, TAB), await live(v, OTHER_TAB), await live(v)];
    const booking = await book(v, TAB);

    expect(await announced(booking.id)).toMatchObject({ booking_id: booking.id, client_id: TAB });
    expect(await writerOf(booking.id)).toBe(TAB);
    const own = await mine.events.nextNamed("booking", 1_000);
    expect(own.data).toMatchObject({ booking: booking.id, action: "created", own: true });
    for (const l of [otherTab, noId]) {
      const event = await l.events.nextNamed("booking", 1_000);
      expect(event.data).toMatchObject({ booking: booking.id, own: false });
      // The id is never sent to anyone, not even to its own tab: only `own` is.
      expect(JSON.stringify(event.data)).not.toContain(TAB);
    }
    expect(JSON.stringify(own.data)).not.toContain(TAB);

    // Another tab's change of the same booking, a moment later, is not this tab's.
    const moved = await v.as(patchBooking, {
      method: "PATCH",
      params: { id: String(booking.id) },
      headers: { "x-client-id": OTHER_TAB },
      body: { event_name: "Renamed by the other tab" },
    });
    expect(moved.status).toBe(200);
    expect((await mine.events.nextNamed("booking", 1_000)).data).toMatchObject({
      booking: booking.id,
      action: "updated",
      own: false,
    });
    expect((await otherTab.events.nextNamed("booking", 1_000)).data).toMatchObject({ own: true });

    const gone = await v.as(deleteBooking, {
      method: "DELETE",
      params: { id: String(booking.id) },
      headers: { "x-client-id": TAB },
    });
    expect(gone.status).toBe(204);
    expect((await mine.events.nextNamed("booking", 1_000)).data).toMatchObject({
      action: "deleted",
      own: true,
    });
    expect((await announced(booking.id, "deleted")).client_id).toBe(TAB);
  });

  it("is remembered for a tab that reconnects, and names no one for a write without an id", async () => {
    const v = await venue();
    const cursor = await latestEventId(v.tenant.id);
    const [mine, theirs] = [await book(v, TAB), await book(v)];
    const again = await openLive({
      host: `${v.tenant.slug}.localhost`,
      token: v.token,
      query: `client_id=${TAB}`,
      lastEventId: cursor,
    });
    opened.push(again);
    const caughtUp = [await again.events.next(), await again.events.next()];
    expect(caughtUp.map((e) => [e.event, e.data])).toEqual([
      ["booking", expect.objectContaining({ booking: mine.id, own: true })],
      ["booking", expect.objectContaining({ booking: theirs.id, own: false })],
    ]);
    expect((await again.events.next()).event).toBe("ready");
    expect(await writerOf(theirs.id)).toBeNull();
  });

  it("never outlives its transaction: the pool's next writes name no writer", async () => {
    const v = await venue();
    const others = await Promise.all(Array.from({ length: 12 }, () => book(v)));
    // Writes for the tab, on as many pooled connections as run at once: a statement and
    // interactive transactions.
    await Promise.all([
      book(v, TAB),
      ...others.slice(0, 6).map((b) =>
        v.as(patchBooking, {
          method: "PATCH",
          params: { id: String(b.id) },
          headers: { "x-client-id": TAB },
          body: { notes: "by the tab" },
        }),
      ),
    ]);
    // Then writes with no tab on the same pool: a script's SQL, an edit through the API.
    await Promise.all(
      others.map((b, i) =>
        i % 2
          ? db.$executeRaw`UPDATE bookings SET notes = 'by a script' WHERE id = ${b.id}`
          : v.as(patchBooking, {
              method: "PATCH",
              params: { id: String(b.id) },
              body: { notes: "by an API client" },
            }),
      ),
    );
    for (const b of others) expect(await writerOf(b.id)).toBeNull();
  });

  it("drops a hostile id from a write (the booking is made) and refuses one for a stream", async () => {
    const v = await venue();
    const hostile = [
      "short",
      "a".repeat(65),
      "x'); DROP TABLE bookings; --",
      "<script>alert(1)</script>",
      "tab id with spaces",
      "ünïcödé-tab-id",
      "%00%00%00%00%00",
    ];
    const watcher = await live(v);
    for (const id of hostile) {
      const header = encodeURIComponent(id) === id ? id : encodeURIComponent(id);
      const b = await book(v, header);
      expect(await writerOf(b.id)).toBeNull();
      expect((await announced(b.id)).client_id).toBeNull();
      expect((await watcher.events.nextNamed("booking", 1_000)).data).toMatchObject({
        booking: b.id,
        own: false,
      });
    }
    for (const id of hostile) {
      const refused = await live(v, id);
      expect(refused.status).toBe(400);
      expect(await refused.refusal()).toEqual({ client_id: [expect.any(String)] });
    }
    // The database holds the rule too: a token or nothing.
    await expect(
      db.$executeRaw`UPDATE booking_events SET client_id = 'no' WHERE tenant_id = ${v.tenant.id}`,
    ).rejects.toThrow(/booking_events_client_id_token/);
  });
});

async function latestEventId(tenantId: number) {
  const [row] = await db.$queryRaw<{ last_id: bigint }[]>`
    SELECT last_id FROM booking_event_counters WHERE tenant_id = ${tenantId}`;
  return String(row?.last_id ?? 0);
}
