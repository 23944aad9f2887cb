// The database part of a backup: HallBook's own logical dump, what pg_dump's data section is, in
// one REPEATABLE READ snapshot on one connection, so that every table is read as of one moment
// while the servers go on writing. Each table's rows are COPY's text format (portable between
// PostgreSQL versions and machines, unlike the binary one, whose values follow the server's
// internal layout), with its row count and digest taken in the same snapshot. The schema is not
// dumped: it is the migrations', named by the manifest.
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";

import { MIGRATION_LOCK } from "@/lib/db/migrate";

import type { ArchiveWriter } from "./archive";
import { tableEntry, type Manifest } from "./manifest";
import {
  appliedMigrations,
  columnsOf,
  quoteIdent,
  sequencesOf,
  settleSession,
  tableDigest,
  tablesOf,
} from "./sql";

export type Snapshot = {
  client: pg.Client;
  /** ends the snapshot and its connection */
  close(): Promise<void>;
};

/** Opens the snapshot every table of the backup is read in. */
export async function openSnapshot(url: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: url, application_name: "hallbook-backup" });
  await client.connect();
  try {
    await settleSession(client);
    // No statement timeout: a large table's COPY takes as long as it takes.
    await client.query("SET statement_timeout = 0");
    // Shared with other backups, exclusive to a migration (lib/db/migrate.ts): a start with new
    // migrations waits for the backup instead of queuing its ALTERs, and every request after
    // them, behind the table locks the snapshot holds. Released when the session ends.
    await client.query("SELECT pg_advisory_lock_shared($1)", [MIGRATION_LOCK]);
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
  } catch (error) {
    await client.end();
    throw error;
  }
  return {
    client,
    close: async () => {
      await client.query("ROLLBACK").catch(() => {});
      await client.end();
    },
  };
}

/** Writes every table of the snapshot into the archive; returns the manifest's database part. */
export async function dumpDatabase(
  { client }: Snapshot,
  archive: ArchiveWriter,
): Promise<Manifest["database"]> {
  const migrations = await appliedMigrations(client);
  if (!migrations.length)
    throw new Error("The database has no HallBook migrations: there is nothing to back up.");
  const { rows } = await client.query<{ server_version: string }>("SHOW server_version");
  const tables = [];
  for (const table of await tablesOf(client)) {
    const columns = await columnsOf(client, table);
    const { rows: count, digest } = await tableDigest(client, table);
    const list = columns.map(quoteIdent).join(", ");
    const copy = client.query(copyTo(`COPY ${quoteIdent(table)} (${list}) TO STDOUT`));
    const spooled = await archive.spool(copy);
    const entry = tableEntry(table);
    await archive.add(entry, spooled);
    tables.push({ table, entry, columns, rows: count, digest, ...pick(spooled) });
  }
  return {
    migrations,
    lastMigration: migrations[migrations.length - 1]!.name,
    serverVersion: rows[0]!.server_version,
    tables,
    sequences: await sequencesOf(client),
  };
}

const pick = ({ size, sha256 }: { size: number; sha256: string }) => ({ size, sha256 });
