// An upgrade from an earlier release (issue 30): the database and files an operator of v0.25.0
// has (tests/fixtures/upgrade, made with that release's own code), then `npm start` of this
// version on them. Its start applies the newer migrations; every row is still there and unchanged
// where its columns still exist; and the API reads the bookings, the holds, the calendar feed,
// the support tickets and the files as that release wrote them. Both kinds of operator: the
// embedded database in DATA_DIR (files on the local disk, which stays their storage) and their own
// PostgreSQL in DATABASE_URL (PostgreSQL becomes the storage; the old files are read from the
// disk).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { freePort } from "@/bench/lib/database";
import { databaseUrl, startEmbeddedPostgres } from "@/lib/db/embedded";
import { readMigrations } from "@/lib/db/migrate";

import { restartableDatabase, type Database } from "./harness";
import { npmStart } from "./npm-start";
import {
  differences,
  FIXTURE_DIR,
  loadFixture,
  readFixture,
  sha256,
  snapshot,
  withClient,
  type Difference,
  type Snapshot,
} from "./upgrade-fixture";

const RELEASE = "v0.25.0";
const fixture = readFixture(RELEASE);
const MIGRATIONS = readMigrations(
  path.resolve(import.meta.dirname, "..", "..", "prisma", "migrations"),
);
/** The tables the hold sweep adds rows to (lib/bookings/holds.ts). */
const SWEEP_WRITES = ["booking_changes", "notifications", "customer_mails", "booking_events"];

type Operator = {
  name: string;
  /** loads the fixture; returns the database's URL (for this test's own reads) */
  prepare(dataDir: string): Promise<string>;
  env(dataDir: string): Record<string, string | undefined>;
  /** what the start says of the files' storage */
  storage: RegExp | null;
  remove(): Promise<void>;
};

let ownDatabase: Database | undefined;
const operators: Operator[] = [
  {
    name: "the embedded database in DATA_DIR",
    async prepare(dataDir) {
      // The cluster where `npm start` keeps it, loaded and stopped: as the old release left it.
      const embedded = await startEmbeddedPostgres({ dataDir, persistent: true });
      const url = databaseUrl(embedded.url, "hallbook");
      try {
        await loadFixture(url, RELEASE, dataDir);
      } finally {
        await embedded.stop();
      }
      return url;
    },
    env: (dataDir) => ({ DATA_DIR: dataDir, DATABASE_URL: undefined, STORAGE: undefined }),
    storage: null,
    remove: async () => {},
  },
  {
    name: "their own PostgreSQL in DATABASE_URL",
    async prepare(dataDir) {
      ownDatabase = await restartableDatabase({ migrated: false });
      await loadFixture(ownDatabase.url, RELEASE, dataDir);
      return ownDatabase.url;
    },
    env: (dataDir) => ({ DATA_DIR: dataDir, DATABASE_URL: ownDatabase!.url, STORAGE: undefined }),
    storage: /New uploads go to postgres; files uploaded before are read from .*uploads/,
    remove: async () => ownDatabase?.remove(),
  },
];

describe.each(operators)("an upgrade from v0.25.0 with $name", (operator) => {
  let dataDir: string;
  let url: string;
  let before: Snapshot;
  let server: ReturnType<typeof npmStart>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-upgrade-"));
    fs.chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as postgres and must reach it
    url = await operator.prepare(dataDir);
    before = await withOpenDatabase(operator, dataDir, url, snapshot);
    server = npmStart(await freePort(3720), {
      ...operator.env(dataDir),
      APP_HOST: "localhost",
      AUTH_SECRET: undefined,
      SEED_DEMO: undefined,
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      HOLD_SWEEP_INTERVAL_MS: "250",
    });
    await server.answered();
  }, 900_000);

  afterAll(async () => {
    await server?.stop();
    await operator.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("loaded the release as it was recorded", () => {
    const counts = Object.fromEntries([...before].map(([t, { rows }]) => [t, rows.size]));
    expect(counts).toEqual(fixture.row_counts);
  });

  it("applies the newer migrations at start, and answers", async () => {
    const old = fixture.row_counts._prisma_migrations;
    const newer = MIGRATIONS.slice(old);
    expect(newer.length).toBeGreaterThan(0);
    for (const m of newer) expect(server.output()).toContain(`Applied migration ${m.name}.`);
    for (const m of MIGRATIONS.slice(0, old))
      expect(server.output()).not.toContain(`Applied migration ${m.name}.`);
    if (operator.storage) expect(server.output()).toMatch(operator.storage);
    const history = await withOpenDatabase(operator, dataDir, url, (u) =>
      withClient(u, (c) =>
        c.query<{ migration_name: string; checksum: string }>(
          `SELECT migration_name, checksum FROM _prisma_migrations
           WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
        ),
      ),
    );
    expect(history.rows).toEqual(
      MIGRATIONS.map((m) => ({ migration_name: m.name, checksum: m.checksum })),
    );
    expect((await fetch(`${server.url}/api/health/`)).status).toBe(200);
  });

  it("keeps every row of the release, unchanged in every column it still has", async () => {
    const swept = await withOpenDatabase(operator, dataDir, url, sweptUntil);
    const after = await withOpenDatabase(operator, dataDir, url, snapshot);
    const holds = holdsOf(before, swept, Date.now());
    // A hold that ran out while the release was stopped is cancelled by the sweep, which writes
    // its history, notices, customer mail and live event: nothing else changes.
    const sweepWrites = [...holds.values()].some((h) => h !== "held") ? SWEEP_WRITES : [];
    for (const [table, { rows }] of before) {
      expect(after.has(table), table).toBe(true);
      if (table === "_prisma_migrations")
        expect(after.get(table)!.rows.size).toBe(MIGRATIONS.length);
      else if (sweepWrites.includes(table))
        expect(after.get(table)!.rows.size, table).toBeGreaterThanOrEqual(rows.size);
      else expect(after.get(table)!.rows.size, table).toBe(rows.size);
    }
    const bySweep = (d: Difference) =>
      sweepWrites.length > 0 &&
      ((d.table === "bookings" &&
        (holds.get(JSON.parse(d.key)[0]) ?? "held") !== "held" &&
        ["status", "hold_until", "version", "updated_at"].includes(d.column ?? "")) ||
        (d.table === "booking_event_counters" && d.column === "last_id"));
    const unexpected = differences(before, after).filter((d) => !bySweep(d));
    expect(unexpected).toEqual([]);
    for (const [id, state] of holds)
      if (state === "expired")
        expect(after.get("bookings")!.rows.get(JSON.stringify([id]))).toMatchObject({
          status: "cancelled",
          hold_until: null,
        });
  });

  it("serves the bookings and holds to the owner, signed in with the old password", async () => {
    const owner = await signIn(server.url, fixture.accounts.owner, fixture.tenant);
    const oldBookings = [...before.get("bookings")!.rows.values()];
    const swept = await withOpenDatabase(operator, dataDir, url, sweptUntil);
    const page = await getJson<{ count: number; results: ApiBooking[] }>(
      server.url,
      "/api/tenant/bookings/?page=1&page_size=500",
      owner,
    );
    expect(page.count).toBe(oldBookings.length);
    expect(page.results.map((b) => b.id).sort((a, b) => a - b)).toEqual(
      oldBookings.map((b) => b.id as number).sort((a, b) => a - b),
    );
    const byId = new Map(page.results.map((b) => [b.id, b]));
    const holds = holdsOf(before, swept, Date.now());
    for (const old of oldBookings) {
      const b = byId.get(old.id as number)!;
      const label = `booking ${old.id}`;
      expect(b.event_name, label).toBe(old.event_name);
      expect(b.customer_name, label).toBe(old.customer_name);
      expect(b.customer_email, label).toBe(old.customer_email);
      expect(Date.parse(b.start_time), label).toBe(Date.parse(String(old.start_time)));
      expect(Date.parse(b.end_time), label).toBe(Date.parse(String(old.end_time)));
      expect(Number(b.price), label).toBe(Number(old.price));
      const hold = holds.get(old.id as number) ?? "held";
      const kept = { status: old.status, hold_until: instant(old.hold_until) };
      const cancelled = { status: "cancelled", hold_until: null };
      const is = { status: b.status, hold_until: instant(b.hold_until) };
      if (hold === "held") expect(is, label).toEqual(kept);
      else if (hold === "expired") expect(is, label).toEqual(cancelled);
      else expect([kept, cancelled], label).toContainEqual(is);
    }
    const booking = await getJson<ApiBooking>(
      server.url,
      `/api/tenant/bookings/${fixture.booking.id}/`,
      owner,
    );
    expect(booking).toMatchObject({
      event_name: fixture.booking.event_name,
      customer_name: fixture.booking.customer_name,
      status: "confirmed",
    });
    const hold = byId.get(fixture.hold.id)!;
    expect(hold.event_name).toBe(fixture.hold.event_name);
    if (holds.get(fixture.hold.id) === "held")
      expect(hold).toMatchObject({ status: "tentative", hold_until: fixture.hold.hold_until });
    expect(oldBookings.filter((b) => b.hold_until).length).toBeGreaterThan(1); // the demo's too
  });

  it("serves the calendar feed by its old address", async () => {
    const res = await fetch(`${server.url}/api/feeds/${fixture.feed.token}.ics`, {
      headers: { "x-tenant": fixture.tenant },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const events = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    // Every booking of the feed's window (90 days back, 730 ahead), each once.
    const day = 86_400_000;
    const inWindow = [...before.get("bookings")!.rows.values()].filter(
      (b) =>
        Date.parse(String(b.end_time)) > Date.now() - 90 * day &&
        Date.parse(String(b.start_time)) < Date.now() + 730 * day,
    );
    expect(events.length).toBe(inWindow.length);
    const known = events.find((e) => e.summary === fixture.booking.event_name);
    if (inWindow.some((b) => b.id === fixture.booking.id)) {
      expect(known?.description).toContain(`Customer: ${fixture.booking.customer_name}`);
      const old = before.get("bookings")!.rows.get(JSON.stringify([fixture.booking.id]))!;
      expect(known!.startDate.toJSDate().getTime()).toBe(Date.parse(String(old.start_time)));
    }
  });

  it("serves the support tickets, their replies and attachment", async () => {
    const owner = await signIn(server.url, fixture.accounts.owner, fixture.tenant);
    const ticket = await getJson<{ id: number; subject: string }>(
      server.url,
      `/api/support/tickets/${fixture.ticket.id}/`,
      owner,
    );
    expect(ticket.subject).toBe(fixture.ticket.subject);
    const replies = await getJson<
      { id: number; message: string; attachments: { file: string }[] }[]
    >(server.url, `/api/support/tickets/${fixture.ticket.id}/replies/`, owner);
    expect(replies.map((r) => [r.id, r.message])).toEqual([
      [fixture.reply.id, fixture.reply.message],
    ]);
    const [attachment] = fixture.reply.attachments;
    expect(replies[0]!.attachments.map((a) => a.file)).toEqual([attachment!.file]);
    const file = await fetch(server.url + attachment!.file, { headers: owner });
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.length).toBe(attachment!.size);
    const [stored] = (
      await fs.promises.readdir(path.join(FIXTURE_DIR, `${RELEASE}-uploads`, "private", "tickets"))
    ).filter((f) => !f.endsWith(".type"));
    const original = fs.readFileSync(
      path.join(FIXTURE_DIR, `${RELEASE}-uploads`, "private", "tickets", stored!),
    );
    expect(sha256(bytes)).toBe(sha256(original));

    // The provider's admin sees every ticket of the release, each reply counted.
    const admin = await signIn(server.url, fixture.accounts.admin, null);
    const all = await getJson<{ id: number; subject: string }[] | { results: { id: number }[] }>(
      server.url,
      "/api/support/tickets/",
      admin,
    );
    const ids = (Array.isArray(all) ? all : all.results).map((t) => t.id).sort((a, b) => a - b);
    expect(ids).toEqual(
      [...before.get("support_tickets")!.rows.values()]
        .map((t) => t.id as number)
        .sort((a, b) => a - b),
    );
  });

  it("serves the venue's logo from the old release's disk, byte for byte", async () => {
    const res = await fetch(server.url + fixture.logo.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    const original = fs.readFileSync(
      path.join(FIXTURE_DIR, `${RELEASE}-uploads`, fixture.logo.key),
    );
    expect(sha256(new Uint8Array(await res.arrayBuffer()))).toBe(sha256(original));
    const site = await fetch(`${server.url}/api/tenant/customization/`, {
      headers: await signIn(server.url, fixture.accounts.owner, fixture.tenant),
    });
    // a list of one (spec §7)
    expect(((await site.json()) as { logo_url: string }[])[0]!.logo_url).toBe(fixture.logo.url);
  });
});

type ApiBooking = {
  id: number;
  event_name: string;
  customer_name: string;
  customer_email: string;
  start_time: string;
  end_time: string;
  status: string;
  price: string;
  hold_until: string | null;
};

/** The headers of `account`, signed in with its password (on `tenant`'s host, or the console). */
async function signIn(
  base: string,
  account: { email: string; password: string },
  tenant: string | null,
): Promise<Record<string, string>> {
  const headers: Record<string, string> = tenant ? { "x-tenant": tenant } : {};
  const res = await fetch(`${base}/api/token/`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { access } = (await res.json()) as { access: string };
  return { ...headers, authorization: `Bearer ${access}` };
}

async function getJson<T>(base: string, urlPath: string, headers: Record<string, string>) {
  const res = await fetch(base + urlPath, { headers });
  expect(res.status, `${urlPath}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

/**
 * Waits until the hold sweep has cancelled every hold that had run out (the start sets it to run
 * every 250 ms); returns the database's time it found none left.
 */
async function sweptUntil(url: string): Promise<number> {
  return withClient(url, async (c) => {
    for (const deadline = Date.now() + 20_000; ;) {
      const { rows } = await c.query<{ now: Date; left: number }>(
        `SELECT now(), count(*) FILTER (WHERE status = 'tentative' AND hold_until <= now())::int
           AS left FROM bookings`,
      );
      if (rows[0]!.left === 0) return rows[0]!.now.getTime();
      if (Date.now() > deadline) throw new Error(`${rows[0]!.left} lapsed holds not swept`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
}

/**
 * The release's held bookings by id: "expired" when the sweep had cancelled every hold up to
 * `swept`, "held" when the hold lasts past `now`, else "either" (it ran out in between).
 */
function holdsOf(before: Snapshot, swept: number, now: number) {
  const holds = new Map<number, "expired" | "held" | "either">();
  for (const b of before.get("bookings")!.rows.values()) {
    const until = instant(b.hold_until);
    if (until === null) continue;
    holds.set(b.id as number, until <= swept ? "expired" : until > now ? "held" : "either");
  }
  return holds;
}

const instant = (value: unknown) => (value ? Date.parse(String(value)) : null);

/** `fn(url)` with the database up: the embedded one is started for it while npm start is not. */
async function withOpenDatabase<T>(
  operator: Operator,
  dataDir: string,
  url: string,
  fn: (url: string) => Promise<T>,
): Promise<T> {
  if (operator.env(dataDir).DATABASE_URL) return fn(url);
  const embedded = await startEmbeddedPostgres({ dataDir, persistent: true });
  try {
    return await fn(databaseUrl(embedded.url, "hallbook"));
  } finally {
    await embedded.stop(); // only when this call started it (else npm start's server goes on)
  }
}
