// Work that one process at a time may do across every app server, such as loading the demo data
// at a first start (several replicas start at once): a session-level advisory lock, on a
// connection of its own, direct to PostgreSQL (not through a pooler in transaction mode, which
// would lend the session to others).
import pg from "pg";

/** Runs `work` while holding advisory lock `key` on `url`'s database, waiting for it if held. */
export async function withSessionLock<T>(
  url: string,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [key]);
    return await work();
  } finally {
    await client.end(); // ending the session releases the lock
  }
}
