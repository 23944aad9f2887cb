// The database part of a restore: what the target holds, emptying it (--force), its schema brought
// to the archive's last migration, and the rows loaded in ONE transaction with
// session_replication_role = replica. Replica, not an order of tables that satisfies the foreign
// keys: HallBook's triggers (booking history, session versions, event counters, fixed currencies)
// would fire on every loaded row and write rows of their own or refuse; replica mode fires none
// of them, nor the foreign keys' checks, and the rows are as consistent as the snapshot they came
// from. Then the counts and digests are compared inside that transaction, before it commits.
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";

import { applyMigrations } from "@/lib/db/migrate";

import { hashing } from "./archive";
import type { Manifest, TableDump } from "./manifest";
import {
  appliedMigrations,
  columnsOf,
  quoteIdent,
  settleSession,
  tableDigest,
  tablesOf,
} from "./sql";

export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: "hallbook-restore" });
  await client.connect();
  await settleSession(client);
  await client.query("SET statement_timeout = 0");
  return client;
}

/** The target database's tables that hold rows, and its migrations. */
export async function databaseState(url: string) {
  const client = await connect(url);
  try {
    const migrations = await appliedMigrations(client);
    const filled: { table: string; rows: number }[] = [];
    for (const table of await tablesOf(client)) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM ${quoteIdent(table)}`,
      );
      if (Number(rows[0]!.n) > 0) filled.push({ table, rows: Number(rows[0]!.n) });
    }
    return { migrations: migrations.map((m) => m.name), filled };
  } finally {
    await client.end();
  }
}

/**
 * Drops every object of the schema (tables, types, functions, the extension's) and makes it anew,
 * empty: the migrations build it again.
 */
export async function dropSchema(url: string) {
  const client = await connect(url);
  try {
    const { rows } = await client.query<{ schema: string }>("SELECT current_schema() AS schema");
    const schema = quoteIdent(rows[0]!.schema);
    await client.query(`BEGIN; DROP SCHEMA ${schema} CASCADE; CREATE SCHEMA ${schema};`);
    if (rows[0]!.schema === "public") await client.query("GRANT USAGE ON SCHEMA public TO PUBLIC");
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** Empties every table of rows at once (a restore that failed after its rows were in). */
export async function truncateAll(url: string) {
  const client = await connect(url);
  try {
    const tables = await tablesOf(client);
    if (tables.length)
      await client.query(`TRUNCATE ${tables.map(quoteIdent).join(", ")} RESTART IDENTITY CASCADE`);
  } finally {
    await client.end();
  }
}

/**
 * The schema at `lastMigration`: migrations up to it on an empty schema (one migrated further, as
 * a first start leaves it, is dropped first: it has no rows, checked before).
 */
export async function schemaAt(
  url: string,
  migrationsDir: string,
  lastMigration: string,
  log: (line: string) => void,
) {
  const { migrations } = await databaseState(url);
  if (migrations.some((name) => name > lastMigration)) await dropSchema(url);
  await applyMigrations(url, migrationsDir, () => {}, { upTo: lastMigration });
  log(`The database's schema is at the archive's migration, ${lastMigration}.`);
}

/**
 * Other sessions on the target database: the app servers of the target (or a pooler's), which
 * would write between the load's steps and hold connections to a schema being dropped.
 */
export async function otherSessions(url: string): Promise<number> {
  const client = await connect(url);
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()
         AND backend_type = 'client backend'`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** Whether this role may load rows without triggers (superuser, or GRANT SET ON PARAMETER). */
export async function assertMayLoad(url: string) {
  const client = await connect(url);
  try {
    await client.query("BEGIN; SET LOCAL session_replication_role = replica; ROLLBACK");
  } catch (error) {
    throw new Error(
      "Restoring needs a database role that may set session_replication_role, to load rows " +
        "without firing triggers: a superuser, or GRANT SET ON PARAMETER session_replication_role " +
        `TO <role> (PostgreSQL 15 or later). PostgreSQL said: ${(error as Error).message}`,
    );
  } finally {
    await client.end();
  }
}

/** The transaction the rows are loaded in: a table at a time, then checked, then committed. */
export async function beginLoad(url: string) {
  const client = await connect(url);
  await client.query("BEGIN");
  await client.query("SET LOCAL session_replication_role = replica");
  const present = new Set(await tablesOf(client));
  const loaded = new Set<string>();
  return {
    async table(dump: TableDump, body: Readable) {
      if (!present.has(dump.table))
        throw new Error(`The archive's table ${dump.table} is not in the schema at its migration`);
      const columns = await columnsOf(client, dump.table);
      if (columns.join(",") !== dump.columns.join(","))
        throw new Error(`The table ${dump.table} has other columns than the archive's`);
      const list = columns.map(quoteIdent).join(", ");
      const copy = client.query(copyFrom(`COPY ${quoteIdent(dump.table)} (${list}) FROM STDIN`));
      const { stream, result } = hashing();
      await pipeline(body, stream, copy).catch((error: Error) => {
        throw new Error(`Loading the table ${dump.table} failed: ${error.message}`);
      });
      if (result().sha256 !== dump.sha256) throw new Error(`The table ${dump.table} changed`);
      loaded.add(dump.table);
    },
    /** Sets the sequences, compares every table with the manifest, and commits. */
    async finish(database: Manifest["database"]) {
      for (const s of database.sequences)
        await client.query("SELECT setval(format('%I', $1::text)::regclass, $2::bigint, $3)", [
          s.sequence,
          s.lastValue,
          s.isCalled,
        ]);
      for (const dump of database.tables) {
        if (!loaded.has(dump.table)) throw new Error(`The table ${dump.table} was not loaded`);
        const { rows, digest } = await tableDigest(client, dump.table);
        if (rows !== dump.rows || digest !== dump.digest)
          throw new Error(
            `The table ${dump.table} differs from the manifest after loading: ${rows} rows ` +
              `(the manifest says ${dump.rows}), digest ${digest === dump.digest ? "equal" : "differs"}`,
          );
      }
      // The source's scheduled-backup bookkeeping is not this install's: its first failure is
      // told, and its first look backs up.
      await client.query("DELETE FROM app_meta WHERE key LIKE 'backup:%'");
      await client.query("COMMIT");
      await client.end();
    },
    async abort() {
      await client.query("ROLLBACK").catch(() => {});
      await client.end().catch(() => {});
    },
  };
}

export type Load = Awaited<ReturnType<typeof beginLoad>>;
