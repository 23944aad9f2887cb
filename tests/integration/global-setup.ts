// Starts one throw-away embedded PostgreSQL for the integration run and migrates a template
// database with Prisma's own `migrate deploy`; each test file clones it
// (tests/integration/setup.ts).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import type { TestProject } from "vitest/node";

import { databaseUrl, startEmbeddedPostgres } from "@/lib/db/embedded";
import { scratchRoot } from "@/scripts/lib/scratch";
import { startPgBouncer } from "@/tests/pgbouncer";

const require = createRequire(import.meta.url);
export const TEMPLATE_DB = "hallbook_template";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
    /** HALLBOOK_TEST_PGBOUNCER=1: the same server through PgBouncer in transaction mode */
    pooledUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  // in memory where the machine allows it: a clone for each test file is ten times faster there
  const dataDir = fs.mkdtempSync(path.join(scratchRoot(), "hallbook-test-"));
  fs.chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as `postgres` and must reach its data
  const pg = await startEmbeddedPostgres({ dataDir, persistent: false });
  const templateUrl = databaseUrl(pg.url, TEMPLATE_DB);
  const migrate = spawnSync(
    process.execPath,
    [require.resolve("prisma/build/index.js"), "migrate", "deploy"],
    {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { ...process.env, DATABASE_URL: templateUrl },
      encoding: "utf8",
    },
  );
  if (migrate.status !== 0) {
    await pg.stop();
    throw new Error(`migrate deploy failed:\n${migrate.stdout}\n${migrate.stderr}`);
  }
  project.provide("postgresUrl", pg.url);
  // The app's queries through PgBouncer in transaction mode, its LISTENs direct (decision 105).
  const bouncer = process.env.HALLBOOK_TEST_PGBOUNCER === "1" ? await startPgBouncer(pg.url) : null;
  project.provide("pooledUrl", bouncer?.url(pg.url) ?? null);
  return async () => {
    await bouncer?.stop();
    await pg.stop();
  };
}
