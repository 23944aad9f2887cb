// A hall's private iCal feed with 10,000 bookings, as calendar apps read it: the whole calendar
// (200), and the conditional request most of their polls are (304 while nothing changed). Timed
// with autocannon like the other cases; HallBook only, since the floor serves no feeds
// (docs/decisions/041-calendar-feeds.md).
import crypto from "node:crypto";

import type pg from "pg";

import { hashToken } from "@/lib/calendar-feeds/feeds";

import { measure, problemsOf, type Measurement } from "./load";
import type { Case, Venue } from "./requests";
import type { Server } from "./servers";

export const FEED_BOOKINGS = 10_000;
/**
 * The most p99 latency, in ms: of a 304 and of the calendar this server keeps (at 4 connections),
 * and the slowest read just after a booking changed (the calendar built anew, one client).
 */
export const FEED_TARGETS = { unchanged: 50, kept: 500, rebuilt: 1_500 };
const CONNECTIONS = 4;

/** A hall of `venue` with FEED_BOOKINGS bookings inside the feed's window, and a feed of it. */
export async function seedFeedHall(db: pg.Client, venue: Venue) {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO halls (tenant_id, branch_id, name, capacity, updated_at)
     VALUES ($1, $2, 'Feed hall', 300, now()) RETURNING id`,
    [venue.id, venue.branchId],
  );
  const hallId = rows[0]!.id;
  // An hour every 78 minutes from 80 days ago: about 540 days, all inside the feed's window.
  await db.query(
    `INSERT INTO bookings (tenant_id, hall_id, branch_id, event_name, start_time, end_time,
       status, customer_name, customer_email, customer_phone, updated_at)
     SELECT $1, $2, $3, 'Feed event ' || g, s, s + interval '1 hour',
       (CASE WHEN g % 10 = 0 THEN 'tentative' ELSE 'confirmed' END)::booking_status,
       'Customer ' || g, 'customer' || g || '@example.com', '+1 555 0100', now()
     FROM generate_series(0, $4 - 1) g,
       LATERAL (SELECT date_trunc('hour', now()) - interval '80 days'
                  + g * interval '78 minutes' AS s) t`,
    [venue.id, hallId, venue.branchId, FEED_BOOKINGS],
  );
  const token = crypto.randomBytes(24).toString("base64url");
  await db.query(
    `INSERT INTO calendar_feeds (tenant_id, hall_id, token_hash, name, updated_at)
     VALUES ($1, $2, $3, 'Bench feed', now())`,
    [venue.id, hallId, hashToken(token)],
  );
  return { hallId, path: `/api/feeds/${token}.ics`, headers: { "x-tenant": venue.slug } };
}

type Feed = Awaited<ReturnType<typeof seedFeedHall>>;

const feedCase = (feed: Feed, name: Case["name"], extra: Record<string, string> = {}): Case => ({
  name,
  expected: name === "feed" ? 200 : 304,
  next: () => ({ method: "GET", path: feed.path, headers: { ...feed.headers, ...extra } }),
});

export type FeedResult = {
  bytes: number;
  events: number;
  unchanged: Measurement;
  kept: Measurement;
  /** ms of each read right after a change */
  rebuilt: number[];
  problems: string[];
};

/** Reads right after a change of one of the hall's bookings: each builds the calendar anew. */
async function rebuildTimes(db: pg.Client, server: Server, feed: Feed, rounds: number) {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    await db.query(
      `UPDATE bookings SET version = version + 1, updated_at = now()
       WHERE id = (SELECT min(id) FROM bookings WHERE hall_id = $1)`,
      [feed.hallId],
    );
    const started = performance.now();
    const res = await fetch(`${server.url}${feed.path}`, { headers: feed.headers });
    await res.arrayBuffer();
    times.push(Math.round(performance.now() - started));
  }
  return times;
}

/**
 * Checks the feed once (every booking in it, a 304 by its ETag), then times a 304, the calendar
 * this server keeps, and reads right after a change.
 */
export async function feedPass(
  db: pg.Client,
  server: Server,
  feed: Feed,
  o: { seconds: number; rounds: number },
): Promise<FeedResult> {
  const problems: string[] = [];
  const first = await fetch(`${server.url}${feed.path}`, { headers: feed.headers });
  const text = await first.text();
  const events = text.split("BEGIN:VEVENT").length - 1;
  if (first.status !== 200) problems.push(`feed: status ${first.status}`);
  if (events !== FEED_BOOKINGS) problems.push(`feed: ${events} events for ${FEED_BOOKINGS}`);
  const etag = first.headers.get("etag") ?? "";
  const again = await fetch(`${server.url}${feed.path}`, {
    headers: { ...feed.headers, "if-none-match": etag },
  });
  if (again.status !== 304) problems.push(`feed by its ETag: status ${again.status}, not 304`);

  const opts = { seconds: o.seconds, connections: CONNECTIONS };
  const unchanged = await measure(
    server,
    feedCase(feed, "feed unchanged", { "if-none-match": etag }),
    opts,
  );
  const kept = await measure(server, feedCase(feed, "feed"), opts);
  problems.push(...problemsOf(unchanged), ...problemsOf(kept));
  const rebuilt = await rebuildTimes(db, server, feed, o.rounds);
  return { bytes: Buffer.byteLength(text), events, unchanged, kept, rebuilt, problems };
}

/** The feed's table, and the targets it missed. */
export function printFeed(result: FeedResult): string[] {
  console.log(
    `\n## A hall's iCal feed: ${result.events.toLocaleString("en-US")} events, ` +
      `${(result.bytes / 1024).toFixed(0)} KiB\n`,
  );
  console.log("| read | clients | req/s | p50 ms | p99 ms | target p99 ms | CPU ms/req |");
  console.log("|---|---|---|---|---|---|---|");
  const missed: string[] = [];
  const rows = [
    ["unchanged, by its ETag (304)", result.unchanged, FEED_TARGETS.unchanged],
    ["the calendar this server keeps (200)", result.kept, FEED_TARGETS.kept],
  ] as const;
  for (const [label, m, target] of rows) {
    console.log(
      `| ${label} | ${CONNECTIONS} | ${m.reqPerSec.toFixed(0)} | ${m.p50} | ${m.p99} | ` +
        `${target} | ${m.cpuMsPerRequest.toFixed(2)} |`,
    );
    if (m.p99 > target) missed.push(`feed, ${label}: p99 ${m.p99} ms (target ${target} ms)`);
  }
  const sorted = [...result.rebuilt].sort((a, b) => a - b);
  const slowest = sorted.at(-1) ?? 0;
  console.log(
    `| right after a change, built anew (200) | 1 | - | ${sorted[sorted.length >> 1]} | ` +
      `${slowest} (slowest of ${sorted.length}) | ${FEED_TARGETS.rebuilt} | - |`,
  );
  if (slowest > FEED_TARGETS.rebuilt)
    missed.push(`feed, after a change: ${slowest} ms (target ${FEED_TARGETS.rebuilt} ms)`);
  return missed;
}
