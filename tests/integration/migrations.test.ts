// HallBook's own migrator (lib/db/migrate.ts, which the start script and the runner image use)
// against Prisma's CLI: each accepts what the other applied, row for row, and a failed or
// concurrent migration behaves as it does with Prisma.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";

import { databaseUrl } from "@/lib/db/embedded";
import { applyMigrations, NewerDatabaseError, readMigrations } from "@/lib/db/migrate";
import { MIGRATIONS_DIR, root } from "@/scripts/lib/layout";

const adminUrl = inject("postgresUrl");
const names = readMigrations(MIGRATIONS_DIR).map((m) => m.name);
const created: string[] = [];

/** The URL of a database that does not exist yet (dropped after the file's tests). */
function newDatabase() {
  const name = `migrate_${crypto.randomBytes(5).toString("hex")}`;
  created.push(name);
  return databaseUrl(adminUrl, name);
}

async function query<T = Record<string, unknown>>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const name of created)
    await query(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

function prisma(args: string[], url: string) {
  const run = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/prisma/build/index.js"), ...args],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url },
      encoding: "utf8",
    },
  );
  return { status: run.status, output: run.stdout + run.stderr };
}

type HistoryRow = {
  migration_name: string;
  checksum: string;
  logs: string | null;
  rolled_back_at: Date | null;
  applied_steps_count: number;
  finished: boolean;
};

const history = (url: string) =>
  query<HistoryRow>(
    url,
    `SELECT migration_name, checksum, logs, rolled_back_at, applied_steps_count,
            finished_at IS NOT NULL AS finished
     FROM _prisma_migrations ORDER BY migration_name`,
  );

const columns = (url: string) =>
  query(
    url,
    `SELECT table_name, column_name, data_type, is_nullable, column_default
     FROM information_schema.columns WHERE table_schema = 'public'
     ORDER BY table_name, column_name`,
  );

describe("the migrator", () => {
  it("migrates a new database so that Prisma finds it up to date, row for row as its own", async () => {
    const ours = newDatabase();
    expect(await applyMigrations(ours, MIGRATIONS_DIR)).toEqual(names);
    const status = prisma(["migrate", "status"], ours);
    expect(status.output).toContain("Database schema is up to date");
    expect(status.status).toBe(0);

    const theirs = newDatabase();
    expect(prisma(["migrate", "deploy"], theirs).status).toBe(0);
    expect(await applyMigrations(theirs, MIGRATIONS_DIR)).toEqual([]);
    expect(await history(ours)).toEqual(await history(theirs));
    expect(await columns(ours)).toEqual(await columns(theirs));
  }, 60_000);

  it("applies each migration once when several processes start at once", async () => {
    const url = newDatabase();
    const runs = await Promise.all([1, 2, 3].map(() => applyMigrations(url, MIGRATIONS_DIR)));
    expect(runs.flat().sort()).toEqual(names);
    expect((await history(url)).map((row) => row.migration_name)).toEqual(names);
  });

  it("rolls a failed migration back whole, records it, and applies nothing until it is resolved", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-migrations-"));
    try {
      fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
      const broken = path.join(dir, "29991231000000_broken");
      fs.mkdirSync(broken);
      fs.writeFileSync(
        path.join(broken, "migration.sql"),
        "CREATE TABLE broken_probe (id int);\nSELECT 1 / 0;\n",
      );
      const url = newDatabase();
      await expect(applyMigrations(url, dir)).rejects.toThrow(
        /29991231000000_broken failed.*division by zero/,
      );
      expect(await query(url, "SELECT to_regclass('broken_probe') AS t")).toEqual([{ t: null }]);
      const failed = (await history(url)).find((r) => r.migration_name.endsWith("_broken"));
      expect(failed).toMatchObject({ finished: false, rolled_back_at: null });
      expect(failed?.logs).toContain("division by zero");
      await expect(applyMigrations(url, dir)).rejects.toThrow(/no further migration is applied/);

      // Repaired and marked rolled back (`prisma migrate resolve --rolled-back`): applied again.
      fs.writeFileSync(path.join(broken, "migration.sql"), "CREATE TABLE broken_probe (id int);\n");
      await query(
        url,
        "UPDATE _prisma_migrations SET rolled_back_at = now() WHERE finished_at IS NULL",
      );
      expect(await applyMigrations(url, dir)).toEqual(["29991231000000_broken"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a database that has tables but no migration history", async () => {
    const url = newDatabase();
    await query(adminUrl, `CREATE DATABASE "${created.at(-1)}"`);
    await query(url, "CREATE TABLE someone_elses (id int)");
    await expect(applyMigrations(url, MIGRATIONS_DIR)).rejects.toThrow(/no migration history/);
  });

  it("refuses a database a newer version migrated, applying nothing, and says what to do", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-migrations-"));
    try {
      // This version's migrations but the last, then one only a newer version knows.
      for (const name of names.slice(0, -1))
        fs.cpSync(path.join(MIGRATIONS_DIR, name), path.join(dir, name), { recursive: true });
      const url = newDatabase();
      await applyMigrations(url, dir);
      await query(
        url,
        `INSERT INTO _prisma_migrations (id, checksum, migration_name, finished_at,
           applied_steps_count)
         VALUES (gen_random_uuid()::text, 'x', '29991231000000_from_a_newer_version', now(), 1)`,
      );
      const refused = applyMigrations(url, MIGRATIONS_DIR);
      await expect(refused).rejects.toBeInstanceOf(NewerDatabaseError);
      await expect(refused).rejects.toThrow(
        /1 migration\(s\) this version of HallBook does not know \(29991231000000_from_a_newer_version\)/,
      );
      await expect(refused).rejects.toThrow(/restore a backup made before the upgrade/);
      const applied = (await history(url)).map((row) => row.migration_name);
      expect(applied).not.toContain(names.at(-1));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
