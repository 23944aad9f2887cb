// Two production servers behind one load balancer share one PostgreSQL and nothing else: a change
// made through either reaches the live streams of both within a second, over real HTTP (so no
// compression or buffering holds an event back). A server restarted meanwhile is caught up by the
// client's Last-Event-ID, since the events are kept in the database, not in a server's memory.
import crypto from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import type { Server } from "@/bench/lib/servers";
import { sseReader } from "@/tests/sse-reader";

import { nthBooking, restartableDatabase, seedVenue, startServer, type Database } from "./harness";

let database: Database | undefined;
const servers: Server[] = [];
const aborters: AbortController[] = [];

afterEach(async () => {
  for (const a of aborters.splice(0)) a.abort();
  await Promise.all(servers.splice(0).map((s) => s.stop()));
  await database?.remove();
  database = undefined;
});

type Venue = Awaited<ReturnType<typeof seedVenue>>;

async function stream(server: Server, venue: Venue, lastEventId?: string) {
  const aborter = new AbortController();
  aborters.push(aborter);
  const headers: Record<string, string> = { ...venue.headers, accept: "text/event-stream" };
  if (lastEventId) headers["last-event-id"] = lastEventId;
  const res = await fetch(`${server.url}/api/tenant/events/stream/`, {
    headers,
    signal: aborter.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-encoding")).toBeNull();
  return sseReader(res.body!);
}

async function book(server: Server, venue: Venue, i: number) {
  const res = await fetch(`${server.url}/api/tenant/bookings/`, {
    method: "POST",
    headers: venue.headers,
    body: JSON.stringify({ ...nthBooking(venue, i), email_customer: false }),
  });
  expect(res.status).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, at: Date.now() };
}

describe("live events across app servers", () => {
  it("a change through either server reaches the streams of both", async () => {
    database = await restartableDatabase();
    const secret = crypto.randomBytes(32).toString("base64url");
    const [a, b] = await Promise.all([
      startServer(database, secret),
      startServer(database, secret),
    ]);
    servers.push(a, b);
    const venue = await seedVenue(database.url, secret);
    const onA = await stream(a, venue);
    const onB = await stream(b, venue);
    for (const s of [onA, onB]) await s.nextNamed("ready", 5_000);

    let lastOnB = "";
    for (const [through, i] of [[a, 1] as const, [b, 2] as const]) {
      const made = await book(through, venue, i);
      for (const s of [onA, onB]) {
        const event = await s.nextNamed("booking", 1_000);
        expect(event.data).toMatchObject({ booking: made.id, action: "created" });
        expect(event.at - made.at).toBeLessThan(1_000);
        if (s === onB) lastOnB = event.id!;
      }
    }

    // B stops, and its client's stream ends; a change is made through A; the client comes back
    // to a new B with the last id it had, and is sent what it missed.
    // It ends its streams when told to stop, so it stops at once rather than at its kill timeout.
    const stopping = Date.now();
    await b.stop();
    expect(Date.now() - stopping).toBeLessThan(5_000);
    servers.splice(servers.indexOf(b), 1);
    expect(await onB.ended(1_000)).toBe(true);
    const missed = await book(a, venue, 3);
    const b2 = await startServer(database, secret);
    servers.push(b2);
    const resumed = await stream(b2, venue, lastOnB);
    const caughtUp = await resumed.next(5_000);
    expect([caughtUp.event, caughtUp.data]).toMatchObject([
      "booking",
      { booking: missed.id, action: "created" },
    ]);
    expect((await resumed.next(1_000)).event).toBe("ready");
  });
});
