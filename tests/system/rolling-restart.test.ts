// A rolling restart behind nginx (deploy/nginx/hallbook.conf) loses nothing. Under a steady load
// of reads and creates, and with live calendars open, each of two app servers in turn is told to
// stop: it takes no new connection, finishes what it has, ends its live streams (their clients
// come back through the proxy, to the other), and starts again. No request fails, every booking
// answered 201 is in the database, and every live client hears of every one of them.
import crypto from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { freePort } from "@/bench/lib/database";
import type { Server } from "@/bench/lib/servers";

import {
  bookingsOf,
  restartableDatabase,
  seedVenue,
  startServer,
  type Database,
  type Venue,
} from "./harness";
import { liveClient, type LiveClient } from "./live-client";
import { startNginx, type Nginx } from "./nginx";

let database: Database | undefined;
let nginx: Nginx | undefined;
const servers: Server[] = [];
const clients: LiveClient[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.stop();
  await nginx?.stop();
  await Promise.all(servers.splice(0).map((s) => s.stop()));
  await database?.remove();
  database = nginx = undefined;
});

/** The i-th of a series of bookings an hour long, one after another. */
function hourly(venue: Venue, i: number) {
  const start = Date.UTC(2031, 0, 1) + i * 3_600_000;
  return {
    hall: venue.hallId,
    event_name: `Load ${i}`,
    start_time: new Date(start).toISOString(),
    end_time: new Date(start + 3_600_000).toISOString(),
    email_customer: false,
  };
}

type Outcome = { what: string; status: number | string; at: number };

describe("a rolling restart behind nginx", () => {
  it("fails no request and loses no booking nor live client", async () => {
    database = await restartableDatabase();
    const secret = crypto.randomBytes(32).toString("base64url");
    const ports = [await freePort(3660), await freePort(3660)];
    const env = { TRUST_PROXY: "1" };
    const start = (port: number) => startServer(database!, secret, { port, env });
    servers.push(...(await Promise.all(ports.map(start))));
    nginx = await startNginx(await freePort(3690), ports);
    const venue = await seedVenue(database.url, secret);
    const api = `${nginx.url}/api/tenant`;

    for (let i = 0; i < 6; i++) clients.push(liveClient(`${api}/events/stream/`, venue.headers));
    await expect.poll(() => clients.every((c) => c.streams() === 1)).toBe(true);

    const failures: Outcome[] = [];
    const created: number[] = [];
    let next = 0;
    let began = 0;
    const stops: number[] = [];
    let loading = true;
    const worker = async () => {
      while (loading) {
        const i = next++;
        const what = i % 2 ? "create" : "list";
        try {
          const res =
            what === "create"
              ? await fetch(`${api}/bookings/`, {
                  method: "POST",
                  headers: venue.headers,
                  body: JSON.stringify(hourly(venue, i)),
                })
              : await fetch(`${api}/bookings/?page=1`, { headers: venue.headers });
          const text = await res.text();
          if (res.status !== (what === "create" ? 201 : 200))
            failures.push({ what, status: res.status, at: Date.now() - began });
          else if (what === "create") created.push((JSON.parse(text) as { id: number }).id);
        } catch (error) {
          failures.push({
            what,
            status: String((error as Error).cause ?? error),
            at: Date.now() - began,
          });
        }
      }
    };
    began = Date.now();
    const load = Promise.all(Array.from({ length: 8 }, worker));

    // Each server in turn: stopped under load, started again on its port, serving before the next.
    for (const index of [0, 1]) {
      await new Promise((r) => setTimeout(r, 1_500));
      const stopping = Date.now();
      await servers[index]!.stop();
      stops.push(Date.now() - stopping);
      servers[index] = await start(ports[index]!);
    }
    await new Promise((r) => setTimeout(r, 1_500));
    loading = false;
    await load;

    console.log(
      `Rolling restart behind nginx: ${next} requests, ${created.length} bookings made, ` +
        `${failures.length} failed; the servers stopped in ${stops.join(" and ")} ms.`,
    );
    expect(failures, nginx.log().slice(-2_000)).toEqual([]);
    // Drained, not killed at the 10 s timeout (which would cut requests under way).
    for (const ms of stops) expect(ms).toBeLessThan(5_000);
    expect(created.length).toBeGreaterThan(50);
    const { rows } = await bookingsOf(database.url, venue.tenantId);
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...created].sort((a, b) => a - b));
    // Every client was moved at least once, and heard of every booking, missed ones caught up.
    await expect
      .poll(() => clients.filter((c) => created.some((id) => !c.heard.has(id))).length, {
        timeout: 10_000,
      })
      .toBe(0);
    for (const c of clients) {
      expect(c.streams()).toBeGreaterThan(1);
      expect(c.resets()).toBe(0);
    }
  });
});
