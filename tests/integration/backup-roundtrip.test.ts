// A backup and its restore on the real test PostgreSQL: the demo data and files round trip into a
// new database with every table's rows, every sequence and every file equal; a target with rows is
// refused without --force and emptied with it; a damaged or doctored archive is refused before
// anything is written; an archive older than the code gets the newer migrations.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createBackup } from "@/lib/backup/backup";
import { openSnapshot } from "@/lib/backup/dump";
import { restoreBackup, RestoreRefused } from "@/lib/backup/restore";
import { db, disconnectDb } from "@/lib/db";
import { applyMigrations, MIGRATION_LOCK, readMigrations } from "@/lib/db/migrate";
import { env } from "@/lib/env";
import { fileStorage, newFileKey, newPrivateFileKey } from "@/lib/storage";
import { LocalDiskStorage } from "@/lib/storage/local";
import { seedDemoOnce } from "@/prisma/seed/demo";

import {
  emptyDatabase,
  manifestOf,
  query,
  rewriteArchive,
  sequenceValues,
  sha256,
  storedFiles,
  switchDatabase,
  tableContents,
  unborn,
} from "./backup-support";

const MIGRATIONS = path.resolve("prisma/migrations");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-backup-test-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

let source: string;
let archive: string;
const lines: string[] = [];
const restore = (url: string, file: string, force = false) =>
  restoreBackup({
    archive: file,
    databaseUrl: url,
    storage: fileStorage(),
    dataDir: env().DATA_DIR,
    migrationsDir: MIGRATIONS,
    force,
    log: (line) => lines.push(line),
    releaseConnections: disconnectDb,
  });

beforeAll(async () => {
  source = process.env.DATABASE_URL!;
  await seedDemoOnce(() => {});
  const demo = await db.tenant.findUniqueOrThrow({ where: { slug: "demo" } });
  await db.booking.updateMany({ where: { tenantId: demo.id }, data: { notes: "Ünïcode\t\\ |" } });
  const files = fileStorage(); // PostgreSQL: the default with DATABASE_URL
  await files.put(newFileKey(`t${demo.id}/logo`, "webp"), {
    bytes: crypto.randomBytes(300_000),
    contentType: "image/webp",
  });
  await files.put(newPrivateFileKey("resumes", "pdf"), {
    bytes: crypto.randomBytes(1000),
    contentType: "application/pdf",
  });
  fs.mkdirSync(path.join(env().DATA_DIR, "outbox"), { recursive: true });
  fs.writeFileSync(path.join(env().DATA_DIR, "outbox", "a.eml"), "Subject: hi\n\nhello\n");
  ({ file: archive } = await createBackup({
    databaseUrl: source,
    storage: files,
    dataDir: env().DATA_DIR,
    dir: path.join(scratch, "archives"),
  }));
}, 120_000);

describe("backup and restore", () => {
  it("restores every table's rows, every sequence and every file into a new database", async () => {
    expect(path.basename(archive)).toMatch(/^hallbook-\d{8}T\d{6}Z\.tar\.gz$/);
    const before = await tableContents(source);
    const sequences = await sequenceValues(source);
    const files = await storedFiles(fileStorage());
    expect(before.bookings!.rows).toBeGreaterThan(5);
    expect(before.users!.rows).toBeGreaterThan(1);
    expect(Object.keys(files)).toHaveLength(2);
    const manifest = await manifestOf(archive);
    const tables = (manifest.database as { tables: { table: string; rows: number }[] }).tables;
    expect(Object.fromEntries(tables.map((t) => [t.table, t.rows]))).toEqual(
      Object.fromEntries(Object.entries(before).map(([name, t]) => [name, t.rows])),
    );

    const target = unborn();
    await switchDatabase(target);
    await restore(target, archive);
    expect(await tableContents(target)).toEqual(before);
    expect(await sequenceValues(target)).toEqual(sequences);
    expect(await storedFiles(fileStorage())).toEqual(files);
    const [{ n }] = await query<{ n: number }>(
      target,
      "SELECT count(*)::int AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL",
    );
    expect(n).toBe(readMigrations(MIGRATIONS).length);
    // A new row continues the restored sequence, rather than colliding with a restored id.
    const user = await db.user.create({ data: { email: "new@example.com", passwordHash: "!" } });
    expect(String(user.id - 1)).toBe(sequences.users_id_seq);
    await switchDatabase(source);
  });

  it("refuses a target that holds rows, and with --force empties it first", async () => {
    const target = unborn();
    await switchDatabase(target);
    await applyMigrations(target, MIGRATIONS);
    await query(target, "INSERT INTO app_meta (key, value, updated_at) VALUES ('x', 'y', now())");
    await expect(restore(target, archive)).rejects.toThrow(
      /The target is not empty: 1 rows in 1 tables and 0 stored files \(app_meta\)/,
    );
    expect(await query(target, "SELECT key FROM app_meta")).toEqual([{ key: "x" }]);
    expect((await tableContents(target)).bookings!.rows).toBe(0);

    lines.length = 0;
    await restore(target, archive, true);
    expect(lines.join("\n")).toMatch(/Removed from the target: 1 rows in 1 tables and 0 stored/);
    expect(await tableContents(target)).toEqual(await tableContents(source));
    await switchDatabase(source);
  });

  it("accepts a target migrated by a first start but empty", async () => {
    const target = unborn();
    await applyMigrations(target, MIGRATIONS);
    await switchDatabase(target);
    await restore(target, archive);
    expect((await tableContents(target)).bookings).toEqual((await tableContents(source)).bookings);
    await switchDatabase(source);
  });
});

describe("an archive that is not whole is refused before anything is written", () => {
  const flip = (bytes: Buffer) => {
    const copy = Buffer.from(bytes);
    copy[Math.floor(copy.length / 2)] ^= 1;
    return copy;
  };
  const cases: [string, (name: string, bytes: Buffer) => Buffer | null, RegExp][] = [
    [
      "a byte of a table changed",
      (name, bytes) => (name === "database/bookings.copy" ? flip(bytes) : bytes),
      /"database\/bookings\.copy" differs from its SHA-256/,
    ],
    [
      "a byte of a file changed",
      (name, bytes) => (name.startsWith("files/private/") ? flip(bytes) : bytes),
      /files\/private\/resumes\/.* differs from its SHA-256/,
    ],
    [
      "a file missing",
      (name, bytes) => (name.includes("/logo/") ? null : bytes),
      /files\/t\d+\/logo\/.* is missing/,
    ],
    [
      "made by a newer version (a migration this code does not know)",
      (name, bytes) => {
        if (name !== "manifest.json") return bytes;
        const manifest = JSON.parse(bytes.toString());
        manifest.database.migrations.push({ name: "20991231000000_future", checksum: "0" });
        manifest.database.lastMigration = "20991231000000_future";
        return Buffer.from(JSON.stringify(manifest));
      },
      /made by a newer HallBook \([\d.]+\): its migration 20991231000000_future is unknown/,
    ],
    [
      "a migration whose checksum differs",
      (name, bytes) => {
        if (name !== "manifest.json") return bytes;
        const manifest = JSON.parse(bytes.toString());
        manifest.database.migrations[0].checksum = "f".repeat(64);
        return Buffer.from(JSON.stringify(manifest));
      },
      /its migration 20\d+_init differs from this version's \(checksum\)/,
    ],
  ];
  for (const [what, edit, message] of cases)
    it(what, async () => {
      const doctored = await rewriteArchive(archive, path.join(scratch, `${what}.tar.gz`), edit);
      const target = await emptyDatabase();
      await switchDatabase(target);
      const error = await restore(target, doctored).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RestoreRefused);
      expect((error as Error).message).toMatch(message);
      const tables = await query(
        target,
        "SELECT relname FROM pg_class WHERE relkind = 'r' " +
          "AND relnamespace = 'public'::regnamespace",
      );
      expect(tables).toEqual([]);
      await switchDatabase(source);
    });

  it("a file that is not gzip", async () => {
    const junk = path.join(scratch, "junk.tar.gz");
    fs.writeFileSync(junk, crypto.randomBytes(1000));
    await expect(restore(await emptyDatabase(), junk)).rejects.toThrow(
      /is damaged or is not a HallBook backup, and nothing was restored/,
    );
  });
});

describe("an archive older than the code", () => {
  it("is restored at its own migration, then gets the newer ones", async () => {
    const all = readMigrations(MIGRATIONS);
    const earlier = all.find((m) => m.name.startsWith("20261129030000"))!.name;
    const old = await emptyDatabase();
    await applyMigrations(old, MIGRATIONS, () => {}, { upTo: earlier });
    await query(
      old,
      `INSERT INTO tenants (name, slug, schema_name, timezone, updated_at)
       VALUES ('Old Venue', 'old', 'old', 'UTC', now())`,
    );
    const disk = new LocalDiskStorage(path.join(scratch, "old-uploads"));
    const bytes = crypto.randomBytes(2000);
    const key = newFileKey("t1/hall", "webp");
    await disk.put(key, { bytes, contentType: "image/webp" });
    const { file, manifest } = await createBackup({
      databaseUrl: old,
      storage: disk,
      dataDir: path.join(scratch, "old-data"),
      dir: path.join(scratch, "old-archives"),
    });
    expect(manifest.database.lastMigration).toBe(earlier);

    const target = unborn();
    await switchDatabase(target);
    lines.length = 0;
    await restore(target, file);
    const newer = all.filter((m) => m.name > earlier).map((m) => m.name);
    expect(newer.length).toBeGreaterThan(0);
    expect(lines.join("\n")).toContain(`Applied ${newer.length} newer migrations: ${newer[0]}`);
    const applied = await query<{ migration_name: string }>(
      target,
      "SELECT migration_name FROM _prisma_migrations ORDER BY 1",
    );
    expect(applied.map((r) => r.migration_name)).toEqual(all.map((m) => m.name));
    expect(await query(target, "SELECT slug, name FROM tenants")).toEqual([
      { slug: "old", name: "Old Venue" },
    ]);
    // Written through the target's storage (PostgreSQL), whose table a newer migration made.
    const restored = await fileStorage().get(key);
    expect(sha256(restored!.bytes)).toBe(sha256(bytes));
    await switchDatabase(source);
  });
});

describe("a restore that fails part way", () => {
  /** The archive with `table`'s rows edited and the manifest's hash of them made to agree. */
  async function edited(table: string, edit: (rows: string) => string, file: string) {
    const entry = `database/${table}.copy`;
    let bytes: Buffer | undefined;
    await rewriteArchive(archive, `${file}.tmp`, (name, b) => {
      if (name === entry) bytes = Buffer.from(edit(b.toString("utf8")));
      return name === entry ? bytes! : b;
    });
    return rewriteArchive(`${file}.tmp`, file, (name, b) => {
      if (name !== "manifest.json") return b;
      const manifest = JSON.parse(b.toString());
      const dump = manifest.database.tables.find((t: { entry: string }) => t.entry === entry);
      Object.assign(dump, { sha256: sha256(bytes!), size: bytes!.length });
      return Buffer.from(JSON.stringify(manifest));
    });
  }
  const cases: [string, string, (rows: string) => string, RegExp][] = [
    [
      "rows PostgreSQL refuses",
      "tenants",
      (rows) => rows + "not\ta\trow\n",
      /Loading the table tenants failed: invalid input syntax/,
    ],
    [
      "rows that load but differ from the snapshot's digest",
      "tenants",
      (rows) => rows.replace("Demo Banquets", "Demo Banquetz"),
      /The table tenants differs from the manifest after loading: 1 rows .* digest differs/,
    ],
  ];
  for (const [what, table, edit, message] of cases)
    it(`${what}: the target is left migrated and empty`, async () => {
      const file = await edited(table, edit, path.join(scratch, `${what}.tar.gz`));
      const target = unborn();
      await switchDatabase(target);
      lines.length = 0;
      await expect(restore(target, file)).rejects.toThrow(message);
      expect(lines.join("\n")).toContain("the target is empty again");
      const contents = await tableContents(target);
      expect(Object.keys(contents).length).toBeGreaterThan(30);
      expect(Object.values(contents).every((t) => t.rows === 0)).toBe(true);
      expect(await storedFiles(fileStorage())).toEqual({});
      // empty as a restore means it: the same archive, whole, goes in afterwards
      await restore(target, archive);
      expect((await tableContents(target)).tenants).toEqual((await tableContents(source)).tenants);
      await switchDatabase(source);
    });
});

describe("from the outside review", () => {
  it("leaves the source's scheduled-backup bookkeeping behind", async () => {
    await db.appMeta.create({ data: { key: "backup:failing-since", value: "2030-01-01" } });
    try {
      const { file } = await createBackup({
        databaseUrl: source,
        storage: fileStorage(),
        dataDir: env().DATA_DIR,
        dir: path.join(scratch, "archives"),
      });
      const target = unborn();
      await switchDatabase(target);
      await restore(target, file);
      expect(await query(target, "SELECT key FROM app_meta WHERE key LIKE 'backup:%'")).toEqual([]);
    } finally {
      await switchDatabase(source);
      await db.appMeta.delete({ where: { key: "backup:failing-since" } });
    }
  });

  it("goes back to before an upgrade: a newer version's database is replaced with --force", async () => {
    const target = await emptyDatabase();
    await applyMigrations(target, MIGRATIONS);
    await query(
      target,
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, finished_at,
         applied_steps_count) VALUES ('x', 'x', '29991231000000_newer', now(), 1)`,
    );
    await switchDatabase(target);
    try {
      const refused = await restore(target, archive).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(RestoreRefused);
      expect((refused as Error).message).toMatch(
        /does not know \(29991231000000_newer\): add --force to replace it/,
      );
      await restore(target, archive, true);
      const names = await query<{ migration_name: string }>(
        target,
        "SELECT migration_name FROM _prisma_migrations",
      );
      expect(names.map((n) => n.migration_name)).not.toContain("29991231000000_newer");
      expect((await tableContents(target)).bookings).toEqual(
        (await tableContents(source)).bookings,
      );
    } finally {
      await switchDatabase(source);
    }
  });

  it("refuses a target that others are connected to: its servers must stop first", async () => {
    const target = await emptyDatabase();
    const server = new pg.Client({ connectionString: target });
    await server.connect();
    try {
      const refused = await restore(target, archive).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(RestoreRefused);
      expect((refused as Error).message).toMatch(/has 1 other connection\(s\): stop its app/);
      // nothing of the archive's: no table but the migrations' history
      expect(
        await query(
          target,
          "SELECT relname FROM pg_class WHERE relkind = 'r' " +
            "AND relnamespace = 'public'::regnamespace AND relname <> '_prisma_migrations'",
        ),
      ).toEqual([]);
    } finally {
      await server.end();
      await switchDatabase(source);
    }
  });

  it("holds off migrations, not requests, while its snapshot is open", async () => {
    const snapshot = await openSnapshot(source);
    const other = new pg.Client({ connectionString: source });
    await other.connect();
    try {
      const tryLock = async () =>
        (await other.query("SELECT pg_try_advisory_lock($1) AS ok", [MIGRATION_LOCK])).rows[0].ok;
      expect(await tryLock()).toBe(false);
      await snapshot.close();
      expect(await tryLock()).toBe(true);
    } finally {
      await snapshot.close();
      await other.end();
    }
  });
});
