// A restore (npm run restore): the whole archive checked first (every entry's SHA-256 against the
// manifest, its migrations against this version's), then the target's emptiness, and only then
// anything written: the schema at the archive's migration, the rows in one transaction, the newer
// migrations, the files through the target's storage. A failure part way leaves the target empty
// again (its schema migrated, no rows, none of the archive's files) and says so.
import { buffer } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";

import { applyMigrations, NewerDatabaseError, readMigrations } from "@/lib/db/migrate";
import type { FileStorage } from "@/lib/storage/types";

import { hashing, readArchive } from "./archive";
import { restoreFile, restoreOutbox } from "./files";
import {
  assertMayLoad,
  beginLoad,
  databaseState,
  dropSchema,
  otherSessions,
  schemaAt,
  truncateAll,
  type Load,
} from "./load";
import { entriesOf, FORMAT, MANIFEST, manifestSchema, type Manifest } from "./manifest";

/** An entry's name as a message shows it: quoted, its control characters escaped. */
const shown = (name: string) => JSON.stringify(name);

/** A restore refused before anything was written. */
export class RestoreRefused extends Error {}

/** Reads the whole archive and checks it; returns its manifest, or refuses with every reason. */
export async function verifyArchive(file: string, migrationsDir: string): Promise<Manifest> {
  const found = new Map<string, { size: number; sha256: string }>();
  let raw: Buffer | undefined;
  try {
    await readArchive(file, async ({ name, body }) => {
      if (name === MANIFEST) return void (raw = await buffer(body));
      const { stream, result } = hashing();
      stream.resume(); // only the hash is wanted
      await pipeline(body, stream);
      found.set(name, result());
    });
  } catch (error) {
    throw new RestoreRefused(
      `The archive ${file} is damaged or is not a HallBook backup, and nothing was restored ` +
        `(${(error as Error).message}). Use another copy of it.`,
    );
  }
  if (!raw) throw new RestoreRefused(`The archive ${file} has no ${MANIFEST}.`);
  let json: unknown;
  try {
    json = JSON.parse(raw.toString("utf8"));
  } catch {
    throw new RestoreRefused(`The archive ${file} has a ${MANIFEST} that is not JSON.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new RestoreRefused(
      `The archive's manifest is not one this version reads (format ${FORMAT}): ` +
        parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "),
    );
  const manifest = parsed.data;
  const problems: string[] = [];
  for (const [name, expected] of entriesOf(manifest)) {
    const actual = found.get(name);
    if (!actual) problems.push(`${shown(name)} is missing`);
    else if (actual.sha256 !== expected.sha256 || actual.size !== expected.size)
      problems.push(`${shown(name)} differs from its SHA-256 in the manifest`);
  }
  const listed = entriesOf(manifest);
  for (const name of found.keys())
    if (!listed.has(name)) problems.push(`${shown(name)} is not listed`);
  const code = new Map(readMigrations(migrationsDir).map((m) => [m.name, m.checksum]));
  for (const m of manifest.database.migrations) {
    if (!code.has(m.name))
      problems.push(
        `it was made by a newer HallBook (${manifest.hallbook}): its migration ${m.name} is ` +
          "unknown to this version; restore it with that version or a later one",
      );
    else if (code.get(m.name) !== m.checksum)
      problems.push(`its migration ${m.name} differs from this version's (checksum)`);
  }
  if (problems.length)
    throw new RestoreRefused(`The archive ${file} is refused: ${problems.join("; ")}.`);
  return manifest;
}

export type RestoreOptions = {
  archive: string;
  /** a direct connection to the target database */
  databaseUrl: string;
  /** the target's storage, where the files go */
  storage: FileStorage;
  dataDir: string;
  migrationsDir: string;
  force?: boolean;
  log?: (line: string) => void;
  /** closes the process's pooled connections before the schema is dropped (PostgreSQL storage) */
  releaseConnections?: () => Promise<void>;
};

async function storedKeys(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  try {
    for await (const key of storage.keys()) keys.push(key);
  } catch (error) {
    // PostgreSQL storage on a database whose schema is not there yet: no files.
    if ((error as { code?: string }).code !== "42P01") throw error;
  }
  return keys;
}

export async function restoreBackup(options: RestoreOptions) {
  const log = options.log ?? (() => {});
  const { databaseUrl: url, storage, migrationsDir } = options;
  const manifest = await verifyArchive(options.archive, migrationsDir);
  const { database } = manifest;
  log(
    `The archive is whole: ${database.tables.length} tables, ${manifest.files.length} files, ` +
      `made by HallBook ${manifest.hallbook} at ${manifest.createdAt}, at ${database.lastMigration}.`,
  );
  // Creates the database when it does not exist, and refuses one with tables of unknown origin.
  try {
    await applyMigrations(url, migrationsDir, () => {}, { upTo: "" });
  } catch (error) {
    // Going back to before an upgrade: the target was migrated by the newer version.
    if (!(error instanceof NewerDatabaseError)) throw error;
    if (!options.force)
      throw new RestoreRefused(
        `${error.message.split(":")[0]}: add --force to replace it with the archive's.`,
      );
    await dropSchema(url);
    log("Removed the target's schema, which a newer version had migrated.");
    await applyMigrations(url, migrationsDir, () => {}, { upTo: "" });
  }
  // Not this process's own: its pool is closed first (PostgreSQL storage opens one).
  await options.releaseConnections?.();
  const busy = await otherSessions(url);
  if (busy)
    throw new RestoreRefused(
      `The target database has ${busy} other connection(s): stop its app servers (and any ` +
        "pooler in front of it) before restoring, then run the restore again.",
    );
  const state = await databaseState(url);
  const keys = await storedKeys(storage);
  const rows = state.filled.reduce((sum, t) => sum + t.rows, 0);
  const held = `${rows} rows in ${state.filled.length} tables and ${keys.length} stored files`;
  if ((rows || keys.length) && !options.force)
    throw new RestoreRefused(
      `The target is not empty: ${held} (${state.filled.map((t) => t.table).join(", ")}). ` +
        "Restore into an empty database and data directory, or add --force to remove them first.",
    );
  await assertMayLoad(url);
  if (options.force && (rows || keys.length)) {
    for (const key of keys) await storage.delete(key);
    await options.releaseConnections?.();
    await dropSchema(url);
    log(`Removed from the target: ${held}; its schema is built again by the migrations.`);
  }
  await options.releaseConnections?.();
  await schemaAt(url, migrationsDir, database.lastMigration, log);

  const tables = new Map(database.tables.map((t) => [t.entry, t]));
  const files = new Map(manifest.files.map((f) => [f.entry, f]));
  const outbox = new Map(manifest.outbox.map((m) => [m.entry, m]));
  const written: string[] = [];
  let load: Load | undefined = await beginLoad(url);
  let committed = false;
  const commit = async () => {
    if (committed) return;
    await load!.finish(database);
    [load, committed] = [undefined, true];
    log(
      `Loaded ${database.tables.reduce((sum, t) => sum + t.rows, 0)} rows; counts and digests match.`,
    );
    const newer = await applyMigrations(url, migrationsDir, () => {});
    if (newer.length) log(`Applied ${newer.length} newer migrations: ${newer.join(", ")}.`);
  };
  try {
    await readArchive(options.archive, async ({ name, body }) => {
      const table = tables.get(name);
      if (table) return load!.table(table, body);
      await commit();
      const file = files.get(name);
      if (file) {
        written.push(file.key);
        return restoreFile(storage, file, body);
      }
      const message = outbox.get(name);
      if (message) return restoreOutbox(options.dataDir, message.name, body);
    });
    await commit();
  } catch (error) {
    await load?.abort();
    for (const key of written) await storage.delete(key).catch(() => {});
    if (committed) await truncateAll(url).catch(() => {});
    log(
      "The restore failed; the target is empty again: its schema migrated, no rows, none of the " +
        "archive's files.",
    );
    throw error;
  }
  log(`Restored ${written.length} files through the target's storage, each checked by SHA-256.`);
  return { manifest, files: written.length };
}
