// The production server when things go wrong: killed in the middle of a burst of writes, it loses
// no committed booking and leaves no half-written one; while PostgreSQL is down it answers 503
// with a JSON error, neither hanging nor crashing, and it serves again within 5 s of the
// database's return without a restart of its own.
import crypto from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";

import { afterEach, describe, expect, it } from "vitest";

import type { Server } from "@/bench/lib/servers";

import {
  bookingsOf,
  nthBooking,
  restartableDatabase,
  seedVenue,
  startServer,
  type Database,
  type Venue,
} from "./harness";

let database: Database | undefined;
let server: Server | undefined;

afterEach(async () => {
  await server?.stop();
  await database?.remove();
  server = database = undefined;
});

const post = (server: Server, venue: Venue, i: number) =>
  fetch(`${server.url}/api/tenant/bookings/`, {
    method: "POST",
    headers: venue.headers,
    body: JSON.stringify(nthBooking(venue, i)),
  });

describe("the server under failure", () => {
  it("killed mid-burst, loses no committed booking and leaves none half-written", async () => {
    database = await restartableDatabase();
    const secret = crypto.randomBytes(32).toString("base64url");
    server = await startServer(database, secret);
    const venue = await seedVenue(database.url, secret);
    const running = server;

    const committed = new Map<number, number>(); // i → booking id, for every 201
    const refusals: number[] = [];
    let sent = 0;
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const i = sent++;
        try {
          const res = await post(running, venue, i);
          if (res.status === 201) committed.set(i, ((await res.json()) as { id: number }).id);
          else refusals.push(res.status);
        } catch {
          // the connection died with the server
        }
        if (committed.size >= 60 && !killed) {
          killed = true;
          process.kill(running.pid, "SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(refusals).toEqual([]);

    server = await startServer(database, secret);
    const { rows, orphanedHistory } = await bookingsOf(database.url, venue.tenantId);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const [i, id] of committed) expect(byId.get(id)?.event_name).toBe(`Burst ${i}`);
    // whole or not at all: each booking with its history, no history without its booking
    expect(rows.filter((row) => row.created !== 1)).toEqual([]);
    expect(orphanedHistory).toBe(0);
    expect(rows.length).toBeLessThanOrEqual(sent);

    expect((await post(server, venue, sent)).status).toBe(201);
  }, 180_000);

  it("answers 503 while PostgreSQL is gone, and serves within 5 s of its return", async () => {
    database = await restartableDatabase();
    const db = database;
    const secret = crypto.randomBytes(32).toString("base64url");
    server = await startServer(db, secret);
    const venue = await seedVenue(db.url, secret);
    const running = server;

    type Answer = { sentAt: number; ms: number; status: number; body: unknown };
    const answers: Answer[] = [];
    let next = 0;
    let loading = true;
    const worker = async () => {
      while (loading) {
        const sentAt = Date.now();
        const i = next++;
        const res = await (i % 2
          ? post(running, venue, i)
          : fetch(`${running.url}/api/tenant/bookings/?page=1`, { headers: venue.headers }));
        const text = await res.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {}
        answers.push({ sentAt, ms: Date.now() - sentAt, status: res.status, body });
      }
    };
    const load = Promise.all(Array.from({ length: 4 }, worker));

    await sleep(1_000);
    await db.stop();
    const downAt = Date.now();
    await sleep(3_000);
    // PostgreSQL accepts connections a little before pg_ctl, polling, says it has started.
    const startingAt = Date.now();
    await db.start();
    const upAt = Date.now();
    let servedAt = Infinity;
    while (Date.now() - upAt < 15_000 && servedAt === Infinity) {
      const res = await fetch(`${running.url}/api/tenant/bookings/?page=1`, {
        headers: venue.headers,
      });
      if (res.status === 200) servedAt = Date.now();
      else await sleep(100);
    }
    await sleep(500);
    loading = false;
    await load; // a fetch that failed (a crash, a reset) fails the test here

    expect(servedAt - upAt).toBeLessThan(5_000);
    const whileDown = answers.filter(
      (a) => a.sentAt > downAt + 200 && a.sentAt + a.ms < startingAt,
    );
    expect(whileDown.length).toBeGreaterThan(10);
    for (const a of whileDown) {
      expect(a.status).toBe(503);
      expect(a.body).toEqual({ detail: expect.any(String) });
    }
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(10_000);
    expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    expect(() => process.kill(running.pid, 0)).not.toThrow();
  }, 180_000);
});
