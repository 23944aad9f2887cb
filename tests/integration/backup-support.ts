// What the backup tests share: fresh databases on the test server, switching the process onto one
// (PostgreSQL storage is the process's pool), every table's rows and every sequence by a method of
// the test's own (not the product's digest), and archives rewritten entry by entry.
import crypto from "node:crypto";
import fs from "node:fs";
import { buffer } from "node:stream/consumers";

import pg from "pg";
import { afterAll, inject } from "vitest";

import { ArchiveWriter, readArchive } from "@/lib/backup/archive";
import { disconnectDb } from "@/lib/db";
import { databaseUrl } from "@/lib/db/embedded";
import { resetEnv } from "@/lib/env";
import { resetFileStorage } from "@/lib/storage";
import type { FileStorage } from "@/lib/storage/types";

const adminUrl = inject("postgresUrl");
const created: string[] = [];

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await disconnectDb();
  for (const name of created) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

/** The URL of a database that does not exist yet (a restore creates it), dropped afterwards. */
export function unborn(): string {
  const name = `restore_${crypto.randomBytes(5).toString("hex")}`;
  created.push(name);
  return databaseUrl(adminUrl, name);
}

/** An empty database, dropped afterwards. */
export async function emptyDatabase(): Promise<string> {
  const url = unborn();
  await admin(`CREATE DATABASE "${new URL(url).pathname.slice(1)}"`);
  return url;
}

/** Points the process (its pool, hence PostgreSQL storage) at `url`. */
export async function switchDatabase(url: string) {
  await disconnectDb();
  process.env.DATABASE_URL = url;
  resetEnv();
  resetFileStorage();
}

export async function query<T extends pg.QueryResultRow>(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SET TimeZone = 'UTC'");
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Every table but the migrations' and the files': its row count and the MD5 of its rows. */
export async function tableContents(url: string) {
  const tables = await query<{ name: string }>(
    url,
    `SELECT relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r'
       AND relname NOT IN ('_prisma_migrations', 'stored_files', 'stored_file_chunks')
     ORDER BY relname`,
  );
  const contents: Record<string, { rows: number; md5: string | null }> = {};
  for (const { name } of tables) {
    const [row] = await query<{ rows: number; md5: string | null }>(
      url,
      `SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS md5
       FROM "${name}" t`,
    );
    contents[name] = row!;
  }
  return contents;
}

export async function sequenceValues(url: string) {
  const rows = await query<{ name: string; last_value: string | null }>(
    url,
    `SELECT sequencename AS name, last_value::text FROM pg_sequences
     WHERE schemaname = 'public' ORDER BY sequencename`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.last_value]));
}

export const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

/** Every file of `storage`: key → [SHA-256, content type]. */
export async function storedFiles(storage: FileStorage) {
  const found: Record<string, [string, string]> = {};
  for await (const key of storage.keys()) {
    const file = (await storage.get(key))!;
    found[key] = [sha256(file.bytes), file.contentType];
  }
  return found;
}

/**
 * A copy of the archive `from` at `to`, each entry's bytes passed through `edit` (null drops the
 * entry): how a damaged or doctored archive is made.
 */
export async function rewriteArchive(
  from: string,
  to: string,
  edit: (name: string, bytes: Buffer) => Buffer | null,
) {
  const writer = new ArchiveWriter(to);
  await readArchive(from, async ({ name, body }) => {
    const bytes = edit(name, await buffer(body));
    if (bytes) await writer.addBytes(name, bytes);
  });
  await writer.finish();
  return to;
}

/** An archive's manifest, parsed. */
export async function manifestOf(file: string) {
  let manifest: Record<string, unknown> | undefined;
  await readArchive(file, async ({ name, body }) => {
    if (name === "manifest.json") manifest = JSON.parse((await buffer(body)).toString("utf8"));
  });
  return manifest!;
}

export const exists = (file: string) => fs.existsSync(file);
