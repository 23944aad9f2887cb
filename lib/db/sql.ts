// Statements sent to the pool directly, for the hot paths. The same tagged templates as Prisma's
// $queryRaw (Prisma.sql, with every value a parameter), without the query engine around them:
// Prisma's raw path costs about 0.45 ms of CPU per statement, more than the statement itself
// (docs/decisions/029-hot-paths-without-prisma.md). Rows come back as pg reads them: timestamps
// as Date, integers as numbers, numeric and bigint as strings.
import "server-only";

import crypto from "node:crypto";

import type { CustomTypesConfig } from "pg";

import type { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";

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
  const send = (name: string | undefined) =>
    pool().query<Row & Record<string, unknown>>({
      name,
      text: statement.text,
      values: statement.values,
      types,
    });
  if (!prepared || !namedStatements.work) return (await send(undefined)).rows;
  try {
    return (await send(nameOf(prepared, statement.text))).rows;
  } catch (error) {
    if (!lostToPooler(error)) throw error;
    return (await send(undefined)).rows;
  }
}

/** The last text of each name, and the name it is prepared under. */
const named = new Map<string, { text: string; name: string }>();

/**
 * `prepared` with a digest of `text`: a pooler's PostgreSQL connection may still hold a statement
 * an earlier version of HallBook prepared under the same name, with another text, and would run
 * that one (decision 105).
 */
function nameOf(prepared: string, text: string): string {
  const known = named.get(prepared);
  if (known?.text === text) return known.name;
  const digest = crypto.createHash("sha256").update(text).digest("hex").slice(0, 12);
  const name = `${prepared}_${digest}`;
  named.set(prepared, { text, name });
  return name;
}

/**
 * Whether named statements keep to their connection. Through a pooler in transaction mode that
 * does not follow them (PgBouncer before 1.21, or without max_prepared_statements), a statement
 * prepared on one PostgreSQL connection is asked for on another, which has none (26000) or has
 * one already (42P05). Neither ran anything, and a name always has the same text: it is sent
 * again unnamed, and so is every statement after it (docs/decisions/105).
 */
const namedStatements = ((
  globalThis as { hallbookNamedStatements?: { work: boolean } }
).hallbookNamedStatements ??= { work: true }); // one for the process, not one per route bundle

/** Whether this process still sends named statements (tests of the fallback). */
export const namedStatementsWork = () => namedStatements.work;

function lostToPooler(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (code !== "26000" && code !== "42P05") return false;
  if (namedStatements.work)
    log.warn(
      "Named prepared statements do not survive the connection pooler; sending them unnamed",
      { code },
    );
  namedStatements.work = false;
  return true;
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
