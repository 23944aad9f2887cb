// The SQL that a backup and a restore share: which tables hold a venue's rows, their columns, and
// a digest of a table's rows that both sides compute alike.
import type pg from "pg";

/** Not rows of a venue: the migrations' own record, and the files' tables (files go apart). */
export const NOT_DUMPED = ["_prisma_migrations", "stored_files", "stored_file_chunks"];

/**
 * Settings that change how values are written as text (a timestamp's zone, a float's digits): the
 * same on both sides, so that a table's digest means the same rows.
 */
export async function settleSession(client: pg.Client) {
  await client.query(
    `SET TimeZone = 'UTC'; SET DateStyle = 'ISO, YMD'; SET IntervalStyle = 'postgres';
     SET extra_float_digits = 1; SET bytea_output = 'hex'`,
  );
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The schema's tables of rows, by name. */
export async function tablesOf(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> ALL($1)
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
     ORDER BY c.relname`,
    [NOT_DUMPED],
  );
  return rows.map((r) => r.name);
}

/** A table's columns that hold data (not dropped, not generated), in their order. */
export async function columnsOf(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_attribute a
     WHERE a.attrelid = format('%I', $1::text)::regclass AND a.attnum > 0
       AND NOT a.attisdropped AND a.attgenerated = ''
     ORDER BY a.attnum`,
    [table],
  );
  return rows.map((r) => r.name);
}

/**
 * The row count and a digest of `table`'s rows: the sum of every row's MD5 (its first 60 bits),
 * which depends on neither the rows' order nor needs them sorted or held together, so a table of
 * millions of rows costs one scan.
 */
export async function tableDigest(
  client: pg.Client,
  table: string,
): Promise<{ rows: number; digest: string }> {
  const { rows } = await client.query<{ rows: string; digest: string }>(
    `SELECT count(*) AS rows,
            coalesce(sum(('x' || substr(md5(t::text), 1, 15))::bit(60)::bigint), 0)::text AS digest
     FROM ${quoteIdent(table)} t`,
  );
  return { rows: Number(rows[0]!.rows), digest: rows[0]!.digest };
}

/** The sequences of the schema, with what nextval() would continue from. */
export async function sequencesOf(client: pg.Client) {
  const { rows } = await client.query<{ name: string }>(
    `SELECT sequencename AS name FROM pg_sequences WHERE schemaname = current_schema()
     ORDER BY sequencename`,
  );
  const sequences = [];
  for (const { name } of rows) {
    const value = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${quoteIdent(name)}`,
    );
    const { last_value, is_called } = value.rows[0]!;
    sequences.push({ sequence: name, lastValue: last_value, isCalled: is_called });
  }
  return sequences;
}

/** The migrations a database has had, oldest first. */
export async function appliedMigrations(client: pg.Client) {
  const { rows } = await client.query<{ exists: boolean }>(
    "SELECT to_regclass('_prisma_migrations') IS NOT NULL AS exists",
  );
  if (!rows[0]!.exists) return [];
  const applied = await client.query<{ name: string; checksum: string }>(
    `SELECT migration_name AS name, checksum FROM _prisma_migrations
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return applied.rows;
}
