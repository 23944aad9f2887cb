// Applies prisma/migrations/*/migration.sql in name order and records each in _prisma_migrations
// exactly as Prisma's `migrate deploy` does, so that either may follow the other on one database.
// It needs nothing but `pg`: the runner image carries no Prisma CLI
// (docs/decisions/036-slim-runner-image.md). New migrations are still made with
// `npm run db:migrate` (prisma migrate dev).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import pg from "pg";

/** Prisma's schema engine takes this advisory lock too: this and `prisma migrate` never overlap. */
export const MIGRATION_LOCK = 72707369;

// The history table as Prisma's schema engine creates it.
const HISTORY_TABLE = `CREATE TABLE "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export type Migration = { name: string; sql: string; checksum: string };

/** The database was migrated by a newer version: this one must not run on it. */
export class NewerDatabaseError extends Error {
  constructor(readonly unknown: string[]) {
    super(
      `The database has ${unknown.length} migration(s) this version of HallBook does not know ` +
        `(${unknown.slice(0, 3).join(", ")}${unknown.length > 3 ? ", ..." : ""}): a newer ` +
        "version migrated it. This version will not run on it. Start the newer version again, " +
        "or restore a backup made before the upgrade (npm run restore).",
    );
    this.name = "NewerDatabaseError";
  }
}

type HistoryRow = {
  migration_name: string;
  checksum: string;
  started_at: Date;
  finished_at: Date | null;
  rolled_back_at: Date | null;
};

/** The names of the migrations of `dir`, in the order Prisma applies them. */
export function migrationNames(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => fs.existsSync(path.join(dir, name, "migration.sql")))
    .sort();
}

/** The migrations of `dir` in the order Prisma applies them; checksum = sha256 of the file. */
export function readMigrations(dir: string): Migration[] {
  return migrationNames(dir).map((name) => {
    const bytes = fs.readFileSync(path.join(dir, name, "migration.sql"));
    const checksum = crypto.createHash("sha256").update(bytes).digest("hex");
    return { name, sql: bytes.toString("utf8"), checksum };
  });
}

const codeOf = (error: unknown) => (error as { code?: string }).code;

/** Connects to `url`, first creating its database when it does not exist (as Prisma does). */
async function connect(url: string, log: (message: string) => void): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return client;
  } catch (error) {
    if (codeOf(error) !== "3D000") throw error; // 3D000: no such database
  }
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    log(`Created the database ${name}.`);
  } catch (error) {
    // Another process created it first: 42P04, or 23505 when both were creating it at once.
    if (!["42P04", "23505"].includes(codeOf(error) ?? "")) throw error;
  } finally {
    await admin.end();
  }
  const created = new pg.Client({ connectionString: url });
  await created.connect();
  return created;
}

async function history(client: pg.Client): Promise<HistoryRow[]> {
  const { rows } = await client.query<{ exists: boolean; objects: number }>(
    `SELECT to_regclass('_prisma_migrations') IS NOT NULL AS exists,
            (SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
             WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm')) AS objects`,
  );
  if (!rows[0]!.exists) {
    // Prisma refuses this too (P3005): migrations laid over tables of unknown origin would fail
    // halfway or, worse, succeed on a schema they were not written for.
    if (rows[0]!.objects > 0)
      throw new Error(
        "The database already has tables but no migration history (_prisma_migrations): " +
          "HallBook applies its migrations only to an empty database or one it migrated before.",
      );
    await client.query(HISTORY_TABLE);
    return [];
  }
  return (
    await client.query<HistoryRow>(
      `SELECT migration_name, checksum, started_at, finished_at, rolled_back_at
       FROM _prisma_migrations ORDER BY started_at`,
    )
  ).rows;
}

async function applyOne(client: pg.Client, migration: Migration) {
  const id = crypto.randomUUID();
  // Recorded before it runs, as Prisma does: one that fails stays in the history as failed.
  await client.query(
    `INSERT INTO _prisma_migrations (id, checksum, migration_name) VALUES ($1, $2, $3)`,
    [id, migration.checksum, migration.name],
  );
  try {
    await client.query("BEGIN");
    // The whole script as one query, in one transaction with its record: all of it or none.
    await client.query(migration.sql);
    await client.query(
      `UPDATE _prisma_migrations SET finished_at = clock_timestamp(), applied_steps_count = 1
       WHERE id = $1`,
      [id],
    );
    await client.query("COMMIT");
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await client.query("ROLLBACK").catch(() => {});
    await client
      .query(`UPDATE _prisma_migrations SET logs = $2 WHERE id = $1`, [id, message])
      .catch(() => {});
    throw new Error(`Migration ${migration.name} failed, and none of it was applied: ${message}`);
  }
}

/**
 * Applies the migrations of `dir` that `url`'s database has not had yet; returns their names.
 * Several processes may start at once: one migrates while the others wait for its lock. With
 * `upTo`, stops after that migration (a restore loads an archive's rows at its own schema).
 */
export async function applyMigrations(
  url: string,
  dir: string,
  log: (message: string) => void = () => {},
  { upTo }: { upTo?: string } = {},
): Promise<string[]> {
  const migrations = readMigrations(dir);
  const client = await connect(url, log);
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      "SELECT pg_try_advisory_lock($1) AS locked",
      [MIGRATION_LOCK],
    );
    if (!rows[0]!.locked) {
      log("Another process is applying the migrations, or a backup is running; waiting for it...");
      await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    }
    const recorded = await history(client);
    const failed = recorded.find((row) => !row.finished_at && !row.rolled_back_at);
    if (failed)
      throw new Error(
        `Migration ${failed.migration_name} failed (started ${failed.started_at.toISOString()}), ` +
          "so no further migration is applied. Repair the database, then mark the migration with " +
          `\`npx prisma migrate resolve --rolled-back ${failed.migration_name}\` (or --applied).`,
      );
    const applied = new Map(
      recorded.filter((row) => !row.rolled_back_at).map((row) => [row.migration_name, row]),
    );
    const known = new Set(migrations.map((m) => m.name));
    // A newer version's tables and rules are not this one's: refused before anything is applied.
    const unknown = [...applied.keys()].filter((name) => !known.has(name)).sort();
    if (unknown.length > 0) throw new NewerDatabaseError(unknown);
    for (const m of migrations)
      if (applied.has(m.name) && applied.get(m.name)!.checksum !== m.checksum)
        log(`Migration ${m.name} was edited after it was applied; the edit is not applied.`);

    const pending = migrations.filter(
      (m) => !applied.has(m.name) && (upTo === undefined || m.name <= upTo),
    );
    for (const migration of pending) {
      await applyOne(client, migration);
      log(`Applied migration ${migration.name}.`);
    }
    return pending.map((m) => m.name);
  } finally {
    await client.end(); // ending the session releases the lock
  }
}
