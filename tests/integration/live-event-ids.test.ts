// The ids of a venue's live events count that venue's changes only: a new venue's stream starts at
// nothing, whatever others did before it, and one venue's changes never move another's ids, so a
// venue cannot watch how busy the others are. Catching up by Last-Event-ID works per venue.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";

import { db } from "@/lib/db";
import { databaseUrl } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/migrate";
import { pruneEvents } from "@/lib/live/events";
import { hubListening } from "@/lib/live/hub";
import { MIGRATIONS_DIR } from "@/scripts/lib/layout";

import { dailyBooker, venue } from "./helpers";
import { openLive } from "./live-support";

type Venue = Awaited<ReturnType<typeof venue>>;

const book = dailyBooker({ name: "Ids", from: Date.UTC(2032, 0, 1, 15) });

/** The venue's stream until it is caught up: the ids it was sent and the ready event's. */
async function idsSeen(v: Venue, lastEventId?: string) {
  const live = await openLive({ host: `${v.tenant.slug}.localhost`, token: v.token, lastEventId });
  try {
    const ids: number[] = [];
    for (;;) {
      const event = await live.events.next();
      if (event.event === "booking") ids.push(Number(event.id));
      if (event.event === "ready")
        return { ids, ready: event.data as { last_event_id: number }, readyId: event.id };
    }
  } finally {
    live.close();
  }
}

describe("a venue's live event ids", () => {
  it("start at nothing for a new venue and count only its own changes", async () => {
    await hubListening();
    const busy = await venue();
    for (let i = 0; i < 5; i++) await book(busy);
    const busyBefore = (await idsSeen(busy)).ready.last_event_id;
    expect(busyBefore).toBeGreaterThanOrEqual(5);

    // A new venue's stream says nothing of the busy one's counter.
    const fresh = await venue();
    expect((await idsSeen(fresh)).ready).toEqual({ last_event_id: 0 });
    const first = await idsSeen(fresh, "0");
    expect(first.ids).toEqual([]);
    await book(fresh);
    await book(fresh);
    expect(await idsSeen(fresh, "0")).toMatchObject({ ids: [1, 2], ready: { last_event_id: 2 } });

    // The busy venue's next change follows its own last id, however many the other made.
    for (let i = 0; i < 3; i++) await book(fresh);
    await book(busy);
    const busyAfter = await idsSeen(busy, String(busyBefore));
    expect(busyAfter).toMatchObject({
      ids: [busyBefore + 1],
      ready: { last_event_id: busyBefore + 1 },
    });
    const rows = await db.bookingEvent.findMany({
      where: { tenantId: fresh.tenant.id },
      orderBy: { id: "asc" },
      select: { id: true },
    });
    expect(rows.map((r) => Number(r.id))).toEqual([1, 2, 3, 4, 5]);
  });

  it("are given without gaps, under concurrent writes and past a rolled-back one", async () => {
    const v = await venue();
    await Promise.all(Array.from({ length: 8 }, () => book(v)));
    // A change made and rolled back gives its number back.
    await expect(
      db.$transaction(async (tx) => {
        await tx.$executeRaw`UPDATE bookings SET event_name = 'Undone' WHERE tenant_id = ${v.tenant.id}`;
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await book(v);
    const rows = await db.bookingEvent.findMany({
      where: { tenantId: v.tenant.id },
      orderBy: { createdAt: "asc" },
      select: { id: true },
    });
    expect(rows.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });

  it("are forgotten with their venue by the pruner", async () => {
    const v = await venue();
    await book(v);
    const counter = { where: { tenantId: v.tenant.id } };
    expect(await db.bookingEventCounter.count(counter)).toBe(1);
    await db.tenant.delete({ where: { id: v.tenant.id } });
    await pruneEvents();
    expect(await db.bookingEventCounter.count(counter)).toBe(0);
  });

  it("tell a client whose id is ahead of the venue's (another scheme's) to refetch", async () => {
    const v = await venue();
    await book(v);
    const live = await openLive({
      host: `${v.tenant.slug}.localhost`,
      token: v.token,
      lastEventId: "9000",
    });
    try {
      expect((await live.events.next()).event).toBe("reset");
    } finally {
      live.close();
    }
  });
});

describe("the migration to ids per venue", () => {
  const adminUrl = inject("postgresUrl");
  const name = `ids_${crypto.randomBytes(5).toString("hex")}`;
  const url = databaseUrl(adminUrl, name);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-migrations-"));
  afterAll(async () => {
    fs.rmSync(scratch, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it("lets existing venues go on from the ids their clients hold, and new ones start at 1", async () => {
    // The migrations before this one, and a venue with three events from the shared sequence.
    for (const m of fs.readdirSync(MIGRATIONS_DIR))
      if (m < "20261127110800" || m === "migration_lock.toml")
        fs.cpSync(path.join(MIGRATIONS_DIR, m), path.join(scratch, m), { recursive: true });
    await applyMigrations(url, scratch);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const one = async <T>(sql: string, params: unknown[] = []) =>
        (await client.query(sql, params)).rows[0] as T;
      const venueWithHall = async (slug: string) => {
        const { id } = await one<{ id: number }>(
          `INSERT INTO tenants (name, slug, schema_name, updated_at)
           VALUES ($1, $1, $1, now()) RETURNING id`,
          [slug],
        );
        const branch = await one<{ id: number }>(
          `INSERT INTO branches (tenant_id, name, updated_at) VALUES ($1, 'Main', now())
           RETURNING id`,
          [id],
        );
        const hall = await one<{ id: number }>(
          `INSERT INTO halls (tenant_id, branch_id, name, updated_at)
           VALUES ($1, $2, 'Hall', now()) RETURNING id`,
          [id, branch.id],
        );
        return { id, branch: branch.id, hall: hall.id };
      };
      let hour = 0;
      const book = (v: { id: number; branch: number; hall: number }) =>
        one<{ id: number }>(
          `INSERT INTO bookings (tenant_id, hall_id, branch_id, start_time, end_time, updated_at)
           VALUES ($1, $2, $3, $4, $4::timestamptz + interval '1 hour', now()) RETURNING id`,
          [v.id, v.hall, v.branch, new Date(Date.UTC(2032, 5, 1) + hour++ * 7_200_000)],
        );
      // Two venues whose events took ids 1 to 3 and 4 to 6 of the shared sequence.
      const old = await venueWithHall("oldvenue");
      const other = await venueWithHall("othervenue");
      for (const v of [old, old, old, other, other, other]) await book(v);

      fs.cpSync(MIGRATIONS_DIR, scratch, { recursive: true });
      expect(await applyMigrations(url, scratch)).toContain(
        "20261127110800_booking_event_ids_per_venue",
      );
      // A client of the old venue may hold 6 (the shared counter its stream said last): its
      // venue's next id is beyond it. A venue made now starts at 1.
      await book(old);
      const fresh = await venueWithHall("newvenue");
      await book(fresh);
      await book(fresh);
      const { rows } = await client.query<{ tenant_id: number; id: string }>(
        "SELECT tenant_id, id FROM booking_events ORDER BY tenant_id, id",
      );
      expect(rows.map((r) => [r.tenant_id, Number(r.id)])).toEqual([
        [old.id, 1],
        [old.id, 2],
        [old.id, 3],
        [old.id, 7],
        [other.id, 4],
        [other.id, 5],
        [other.id, 6],
        [fresh.id, 1],
        [fresh.id, 2],
      ]);
    } finally {
      await client.end();
    }
  });
});
