// Liveness and readiness (lib/db/readiness.ts): the process answers; the database answers and has
// every migration this version knows.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";
import { afterEach, beforeEach, expect, it } from "vitest";

import { GET as live } from "@/app/api/health/live/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { GET as health } from "@/app/api/health/route";
import { migrationNames } from "@/lib/db/migrate";
import { readiness } from "@/lib/db/readiness";
import { MIGRATIONS_DIR } from "@/scripts/lib/layout";

import { call } from "./helpers";

const state = globalThis as { hallbookMigrationsCurrent?: boolean; hallbookReadiness?: unknown };
let scratch: string | undefined;

/** A probe that shares no earlier one's check. */
function fresh() {
  delete state.hallbookReadiness;
}

beforeEach(() => {
  delete state.hallbookMigrationsCurrent;
  fresh();
});
afterEach(() => {
  delete process.env.HALLBOOK_MIGRATIONS_DIR;
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

it("is live and ready on the migrated database, on any host, never cached", async () => {
  for (const handler of [live, ready, health]) {
    const res = await call(handler, { host: "hallbook-app-2:3000" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  }
  expect(state.hallbookMigrationsCurrent).toBe(true);
});

it("is not ready while the database lacks a migration this version has, but still live", async () => {
  // This version, with one migration more than the database has had.
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-known-"));
  for (const name of migrationNames(MIGRATIONS_DIR))
    fs.cpSync(path.join(MIGRATIONS_DIR, name), path.join(scratch, name), { recursive: true });
  fs.mkdirSync(path.join(scratch, "29991231000000_next"));
  fs.writeFileSync(path.join(scratch, "29991231000000_next", "migration.sql"), "SELECT 1;\n");
  process.env.HALLBOOK_MIGRATIONS_DIR = scratch;

  for (const handler of [ready, health]) {
    fresh();
    const res = await call(handler);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      status: "unavailable",
      detail: "The database lacks 1 migration(s) of this version.",
    });
  }
  expect(state.hallbookMigrationsCurrent).toBeUndefined();
  expect((await call(live)).status).toBe(200);

  // Applied (here: the extra one taken away again), and the next probe is ready.
  delete process.env.HALLBOOK_MIGRATIONS_DIR;
  fresh();
  expect((await call(ready)).status).toBe(200);
});

it("answers 503 within its deadline when the database does not, and probes share a check", async () => {
  // The history locked by another session: the check's read waits behind it.
  const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await other.connect();
  try {
    await other.query("BEGIN; LOCK TABLE _prisma_migrations IN ACCESS EXCLUSIVE MODE");
    const asked = performance.now();
    const [first, second] = await Promise.all([readiness(), readiness()]);
    const waited = performance.now() - asked;
    expect(first).toEqual({ ready: false, detail: "The database does not answer in time." });
    expect(second).toBe(first); // one check for both
    expect(waited).toBeGreaterThanOrEqual(1_900);
    expect(waited).toBeLessThan(3_000);
  } finally {
    await other.query("ROLLBACK").catch(() => {});
    await other.end();
  }
  fresh();
  expect(await readiness()).toEqual({ ready: true });
});
