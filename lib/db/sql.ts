// Statements sent to the pool directly, for the hot paths. The same tagged templates as Prisma's
// $queryRaw (Prisma.sql, with every value a parameter), without the query engine around them:
// Prisma's raw path costs about 0.45 ms of CPU per statement, more than the statement itself
// (docs/decisions/029-hot-paths-without-prisma.md). Rows come back as pg reads them: timestamps
// as Date, integers as numbers, numeric and bigint as strings.
import "server-only";

import type { CustomTypesConfig } from "pg";

import type { Prisma } from "@/lib/generated/prisma/client";

import { pool } from "./index";

/**
 * The rows of one statement. With `prepared`, the statement is prepared once per connection under
 * that name and its plan kept: only for a text that never changes and whose best plan does not
 * depend on the values (an insert or a lookup by key, a range read of one hall through the index
 * its key leads; not a range read of many). Planning the booking insert's CTEs, the door's
 * lookups and the clash lookup cost PostgreSQL more than running them
 * (docs/decisions/031-prepared-booking-insert.md). With
 * `types`, pg reads the columns with those parsers instead of its own.
 */
export async function sql<Row>(
  statement: Prisma.Sql,
  { prepared, types }: { prepared?: string; types?: CustomTypesConfig } = {},
): Promise<Row[]> {
  const result = await pool().query<Row & Record<string, unknown>>({
    name: prepared,
    text: statement.text,
    values: statement.values,
    types,
  });
  return result.rows;
}

/** One statement of a transaction: its rows. */
export type TxQuery = <Row>(statement: Prisma.Sql) => Promise<Row[]>;

/**
 * `work` in one transaction on one pooled connection, committed when it returns and rolled back
 * when it throws (the error is thrown on). Statements go to the connection directly, as sql()'s.
 */
export async function inTransaction<T>(work: (query: TxQuery) => Promise<T>): Promise<T> {
  const client = await pool().connect();
  try {
    await client.query("BEGIN");
    const result = await work(async <Row>(statement: Prisma.Sql) => {
      const { rows } = await client.query<Row & Record<string, unknown>>({
        text: statement.text,
        values: statement.values,
      });
      return rows as Row[];
    });
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
