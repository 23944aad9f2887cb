// Whether a database has had its demo data: one row of app_meta, read with `pg` alone, so that a
// start whose database has it (every start but the first) loads neither Prisma's client nor the
// seed (about 1.3 s on 2 cores: docs/decisions/102-starting-fast.md).
import pg from "pg";

/** The app_meta key seedDemoOnce writes when the demo data is in (./demo.ts). */
export const DEMO_SEEDED_KEY = "demo_seeded_at";

export async function demoSeeded(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM app_meta WHERE key = $1", [
      DEMO_SEEDED_KEY,
    ]);
    return (rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}
