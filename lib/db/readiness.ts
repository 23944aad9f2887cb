// Readiness, as load balancers and orchestrators mean it: this server can serve, because its
// database answers and has every migration this version knows. Liveness (the process answers)
// needs none of it (app/api/health/live). A database migrated further by a newer version still
// counts as ready: during a rolling upgrade the servers not yet replaced go on serving, as the
// migrations' expand-then-contract order allows; only a start refuses it (lib/db/migrate.ts).
import "server-only";

import path from "node:path";

import { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";

import { migrationNames } from "./migrate";
import { sql } from "./sql";

export type Readiness = { ready: true } | { ready: false; detail: string };

/** The migrations this version knows: where `npm start` says, else the checkout's. */
function knownMigrations(): string[] {
  const dir =
    process.env.HALLBOOK_MIGRATIONS_DIR ??
    path.join(/* turbopackIgnore: true */ process.cwd(), "prisma", "migrations");
  return migrationNames(dir);
}

const state = globalThis as unknown as { hallbookMigrationsCurrent?: boolean };

/** Migrations are never taken back: once all of them were found, only the connection is asked. */
async function missingMigrations(): Promise<number> {
  if (state.hallbookMigrationsCurrent) return 0;
  const rows = await sql<{ migration_name: string }>(
    Prisma.sql`SELECT migration_name FROM _prisma_migrations
               WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  const applied = new Set(rows.map((row) => row.migration_name));
  const missing = knownMigrations().filter((name) => !applied.has(name)).length;
  if (missing === 0) state.hallbookMigrationsCurrent = true;
  return missing;
}

/** How long a probe waits for the database before it answers 503. */
const DEADLINE_MS = 2_000;
/** Probes within this time of one another share one check. */
const SHARED_MS = 1_000;

async function check(): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(resolve, DEADLINE_MS, "late")));
  const asked = (async () => {
    if (state.hallbookMigrationsCurrent) await sql(Prisma.sql`SELECT 1`);
    return missingMigrations();
  })();
  try {
    const missing = await Promise.race([asked, late]);
    if (missing === "late") {
      asked.catch(() => {}); // it may still fail; the answer is given
      return { ready: false, detail: "The database does not answer in time." };
    }
    if (missing > 0)
      return {
        ready: false,
        detail: `The database lacks ${missing} migration(s) of this version.`,
      };
    return { ready: true };
  } catch (error) {
    log.error("Readiness check failed", { error });
    return { ready: false, detail: "The database does not answer." };
  } finally {
    clearTimeout(timer);
  }
}

const shared = globalThis as unknown as {
  hallbookReadiness?: { at: number; answer: Promise<Readiness> };
};

/**
 * Whether this server is ready. Anyone may ask, as often as they like: probes within a second of
 * one another share one check, which waits at most 2 s for the database.
 */
export function readiness(): Promise<Readiness> {
  const last = shared.hallbookReadiness;
  if (last && performance.now() - last.at < SHARED_MS) return last.answer;
  const answer = check();
  shared.hallbookReadiness = { at: performance.now(), answer };
  return answer;
}
