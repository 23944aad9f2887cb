// The upgrade test's fixture (tests/fixtures/upgrade/README.md): a database dumped at an earlier
// release and the files it kept on disk, loaded as an operator of that release left them; and a
// snapshot of every row, to compare after the upgrade.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

import pg from "pg";

export const FIXTURE_DIR = path.resolve(import.meta.dirname, "..", "fixtures", "upgrade");

/** What make-fixture.sh recorded of the release (REF.json). */
export type Fixture = {
  release: string;
  commit: string;
  accounts: Record<"admin" | "owner", { email: string; password: string }>;
  tenant: string;
  feed: { id: number; name: string; token: string };
  hold: { id: number; event_name: string; hold_until: string };
  booking: { id: number; event_name: string; customer_name: string };
  logo: { url: string; key: string };
  ticket: { id: number; subject: string };
  reply: {
    id: number;
    message: string;
    attachments: { id: number; file: string; name: string; size: number }[];
  };
  row_counts: Record<string, number>;
};

export const readFixture = (release: string): Fixture =>
  JSON.parse(fs.readFileSync(path.join(FIXTURE_DIR, `${release}.json`), "utf8"));

/**
 * Loads the release's dump into `url`'s database, created here and empty, as one query (the dump
 * is plain SQL), and its uploads into `dataDir`/uploads, where that release kept them.
 */
export async function loadFixture(url: string, release: string, dataDir: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  await withClient(maintenance.toString(), (c) => c.query(`CREATE DATABASE "${name}"`));
  const sql = zlib.gunzipSync(fs.readFileSync(path.join(FIXTURE_DIR, `${release}.sql.gz`)));
  await withClient(url, (c) => c.query(sql.toString("utf8")));
  fs.cpSync(path.join(FIXTURE_DIR, `${release}-uploads`), path.join(dataDir, "uploads"), {
    recursive: true,
  });
}

export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

type Row = Record<string, unknown>;
/** Every table of the public schema: its primary key's columns and its rows by that key. */
export type Snapshot = Map<string, { key: string[]; rows: Map<string, Row> }>;

export async function snapshot(url: string): Promise<Snapshot> {
  return withClient(url, async (c) => {
    const { rows: tables } = await c.query<{ name: string; key: string[] }>(
      `SELECT t.relname AS name,
              array(SELECT a.attname FROM unnest(i.indkey) WITH ORDINALITY k(attnum, n)
                    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
                    ORDER BY k.n)::text[] AS key
       FROM pg_class t JOIN pg_namespace s ON s.oid = t.relnamespace
       JOIN pg_index i ON i.indrelid = t.oid AND i.indisprimary
       WHERE s.nspname = 'public' AND t.relkind IN ('r', 'p') ORDER BY t.relname`,
    );
    const result: Snapshot = new Map();
    for (const t of tables) {
      const { rows } = await c.query<{ row: Row }>(`SELECT to_jsonb(t) AS row FROM "${t.name}" t`);
      const byKey = new Map(rows.map(({ row }) => [keyOf(row, t.key), row]));
      result.set(t.name, { key: t.key, rows: byKey });
    }
    return result;
  });
}

const keyOf = (row: Row, key: string[]) => JSON.stringify(key.map((k) => row[k]));

/** A row of `before` that is gone from `after`, or a column of it whose value changed. */
export type Difference = {
  table: string;
  key: string;
  column?: string;
  was?: unknown;
  is?: unknown;
};

/** What changed in the rows `before` had, column by column over the columns both have. */
export function differences(before: Snapshot, after: Snapshot): Difference[] {
  const found: Difference[] = [];
  for (const [table, { rows }] of before) {
    const now = after.get(table)?.rows;
    for (const [key, was] of rows) {
      const is = now?.get(key);
      if (!is) {
        found.push({ table, key });
        continue;
      }
      for (const column of Object.keys(was))
        if (column in is && JSON.stringify(was[column]) !== JSON.stringify(is[column]))
          found.push({ table, key, column, was: was[column], is: is[column] });
    }
  }
  return found;
}

export const sha256 = (bytes: Uint8Array) =>
  crypto.createHash("sha256").update(bytes).digest("hex");
