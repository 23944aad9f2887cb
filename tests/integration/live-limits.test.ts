// The live stream's limits, measured: the streams one server keeps open, the streams one user
// may hold, the memory each stream costs, and that a client that stops reading is cut off at its
// bounded buffer while the others keep getting every event at once.
import v8 from "node:v8";
import vm from "node:vm";

import { afterEach, describe, expect, it } from "vitest";

import { db } from "@/lib/db";
import { resetEnv } from "@/lib/env";
import { hubListening, liveStats } from "@/lib/live/hub";
import { SERVER_FULL, USER_FULL } from "@/lib/live/messages";
import { STREAMS_PER_USER } from "@/lib/live/stream";

import { addMember, createUser, tokenFor, venue } from "./helpers";
import { openLive, type Live } from "./live-support";

type Venue = Awaited<ReturnType<typeof venue>>;

const opened: Live[] = [];
const closeAll = async () => {
  for (const live of opened.splice(0)) live.close();
  await new Promise((resolve) => setTimeout(resolve, 20));
};
afterEach(async () => {
  await closeAll();
  delete process.env.LIVE_MAX_STREAMS;
  resetEnv();
});

async function live(v: Venue, o: { token?: string; slow?: boolean; lastEventId?: string } = {}) {
  const l = await openLive({ host: `${v.tenant.slug}.localhost`, token: v.token, ...o });
  opened.push(l);
  return l;
}

/** `n` bookings of the venue's hall in one statement: `n` events committed at once. */
async function burst(v: Venue, n: number, from = 0) {
  await db.$executeRaw`
    INSERT INTO bookings (tenant_id, hall_id, branch_id, event_name, start_time, end_time,
      customer_name, customer_email, customer_phone, updated_at)
    SELECT ${v.tenant.id}, ${v.hall.id}, ${v.branch.id}, 'Burst ' || g,
      timestamptz '2032-01-01 10:00Z' + (g + ${from}) * interval '1 day',
      timestamptz '2032-01-01 12:00Z' + (g + ${from}) * interval '1 day',
      'Customer', 'customer@example.com', '+1 555 0100', now()
    FROM generate_series(1, ${n}) g`;
}

describe("the live stream's limits", () => {
  it("keeps at most LIVE_MAX_STREAMS open on a server, then answers 503", async () => {
    process.env.LIVE_MAX_STREAMS = "3";
    resetEnv();
    const v = await venue();
    for (let i = 0; i < 3; i++) expect((await live(v)).status).toBe(200);
    const refused = await live(v);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await refused.refusal()).toEqual({ detail: SERVER_FULL });
    opened[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await live(v)).status).toBe(200);
  });

  it(`lets one user hold ${STREAMS_PER_USER} streams on a server, then answers 429`, async () => {
    const v = await venue();
    for (let i = 0; i < STREAMS_PER_USER; i++) expect((await live(v)).status).toBe(200);
    const refused = await live(v);
    expect(refused.status).toBe(429);
    expect(await refused.refusal()).toEqual({ detail: USER_FULL });
  });

  it("cuts off a client that stops reading, and the others get every event at once", async () => {
    await hubListening();
    const v = await venue();
    const slow = await live(v, { slow: true });
    const fast = await live(v);
    const ready = await fast.events.nextNamed("ready");
    expect(liveStats().streams).toBe(2);
    const dropped = liveStats().dropped;

    // 600 events (about 100 KB) at once: more than the 64 KiB a client may leave unread.
    await burst(v, 600);
    const committed = Date.now();
    let last = null;
    for (let i = 0; i < 600; i++) last = await fast.events.nextNamed("booking", 1_000);
    expect(last!.at - committed).toBeLessThan(1_000);
    expect(liveStats().dropped).toBe(dropped + 1);
    expect(liveStats().streams).toBe(1);
    await expect(slow.body!.getReader().read()).rejects.toThrow("fell too far behind");

    // Reconnecting, it has missed more than a catch-up sends: it is told to refetch.
    const back = await live(v, { lastEventId: ready.id! });
    expect((await back.events.next()).event).toBe("reset");
  });

  it("costs less than 24 KiB of memory per open stream", { timeout: 60_000 }, async () => {
    v8.setFlagsFromString("--expose-gc");
    const gc = vm.runInNewContext("gc") as () => void;
    const v = await venue();
    const tokens: string[] = [];
    for (let i = 0; i < 10; i++) {
      const user = await createUser();
      await addMember(v.tenant.id, user.id, "Staff");
      tokens.push(await tokenFor(user.uuid, v.tenant.slug));
    }
    // Warm: the first stream loads modules and the listener.
    await (await live(v)).events.nextNamed("ready");
    await closeAll();
    gc();
    const before = process.memoryUsage().heapUsed;
    const n = 200;
    for (let i = 0; i < n; i++) {
      const l = await live(v, { token: tokens[i % tokens.length] });
      await l.events.nextNamed("ready");
    }
    gc();
    const perStream = (process.memoryUsage().heapUsed - before) / n;
    console.log(`Memory per open live stream: ${(perStream / 1024).toFixed(1)} KiB`);
    expect(liveStats().streams).toBe(n);
    expect(perStream).toBeLessThan(24 * 1024); // about 12 KiB measured, test side included
  });
});
