// The one PrismaClient of the process, created on first use so that importing this module needs no
// DATABASE_URL (next build imports route modules without a database).
import "server-only";

import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

import { env } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";

import { closeListeners } from "./listen";
import { isPoolerUrl, withoutPoolerMark } from "./pooler-url";

/**
 * pg's Pool.query() destroys the pooled connection whenever a query fails, expected failures
 * included (an overlap refused by the exclusion constraint, a unique violation), so each refused
 * booking would cost a new PostgreSQL backend. A DatabaseError leaves the connection healthy:
 * release it to the pool; only other errors (network, protocol) discard it.
 */
export function resilientPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  // An idle connection can be cut (database restart, failover); the pool replaces it. Without a
  // listener the 'error' event would crash the process.
  pool.on("error", (error) => log.warn("Idle database connection lost", { error }));
  const query = async (queryConfig: pg.QueryConfig, values?: unknown[]) => {
    const client = await pool.connect();
    try {
      const result = await client.query(queryConfig, values);
      client.release();
      return result;
    } catch (error) {
      client.release(error instanceof pg.DatabaseError ? undefined : (error as Error));
      throw error;
    }
  };
  // The Prisma adapter only uses the promise form, query(config[, values]).
  (pool as unknown as { query: typeof query }).query = query;
  return pool;
}

/** How long a request waits for a free connection before it fails, instead of waiting for ever. */
const CONNECTION_WAIT_MS = 30_000;

function createClient(url: string) {
  const pooler = isPoolerUrl(url);
  const pool = resilientPool({
    connectionString: withoutPoolerMark(url),
    max: env().DATABASE_POOL_SIZE,
    connectionTimeoutMillis: CONNECTION_WAIT_MS,
    // PostgreSQL cancels a statement that runs too long, and the connection comes back. A pooler
    // refuses the startup parameter that asks it (PgBouncer: set query_timeout there instead).
    statement_timeout: (!pooler && env().DATABASE_STATEMENT_TIMEOUT_MS) || undefined,
  });
  return { pool, prisma: new PrismaClient({ adapter: new PrismaPg(pool) }) };
}

type Db = ReturnType<typeof createClient>["prisma"];
const globalForDb = globalThis as unknown as { hallbookDb?: ReturnType<typeof createClient> };

function connection() {
  if (!globalForDb.hallbookDb) {
    const url = env().DATABASE_URL;
    if (!url)
      throw new Error(
        "DATABASE_URL is not set. Start HallBook with `npm start` or `npm run dev`, which provide a database.",
      );
    globalForDb.hallbookDb = createClient(url);
  }
  return globalForDb.hallbookDb;
}

const client = (): Db => connection().prisma;

/** The process's pool, which Prisma shares: for statements sent without Prisma (./sql.ts). */
export const pool = (): pg.Pool => connection().pool;

/** Lazily connected Prisma client: `db.booking.findMany(...)`. */
export const db: Db = new Proxy({} as Db, {
  get(_target, prop) {
    const c = client();
    const value = Reflect.get(c, prop, c);
    return typeof value === "function" ? value.bind(c) : value;
  },
});

/**
 * Closes every connection of the process: the listeners' (lib/db/listen.ts) and the pool's.
 * Prisma's $disconnect() leaves a pool it was given open, so the pool is ended too: a database
 * stopped afterwards finds no idle connection to cut.
 */
export async function disconnectDb() {
  await closeListeners();
  const current = globalForDb.hallbookDb;
  globalForDb.hallbookDb = undefined;
  if (!current) return;
  await current.prisma.$disconnect();
  await current.pool.end();
}

export { Prisma } from "@/lib/generated/prisma/client";
