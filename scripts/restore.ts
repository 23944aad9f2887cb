// npm run restore -- <archive> [--force]: an archive of npm run backup into this install's
// database (DATABASE_URL, or the embedded PostgreSQL of DATA_DIR, created when there is none) and
// its configured storage. The archive is checked whole first; a target that holds rows or files
// is refused unless --force, which removes them first (lib/backup/restore.ts).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { restoreBackup, RestoreRefused, verifyArchive } from "@/lib/backup/restore";
import { disconnectDb } from "@/lib/db";
import { NewerDatabaseError } from "@/lib/db/migrate";
import { withoutPoolerMark } from "@/lib/db/pooler-url";
import { ConfigError } from "@/lib/env";
import { fileStorage } from "@/lib/storage";

import { MIGRATIONS_DIR } from "./lib/layout";
import { prepareRuntime } from "./lib/runtime";

const say = (message: string) => console.log(`[restore] ${message}`);

async function main() {
  const { values, positionals } = parseArgs({
    options: { force: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1)
    throw new ConfigError("Usage: npm run restore -- <archive.tar.gz> [--force]");
  const archive = path.resolve(positionals[0]!);
  // Before anything of the target is made (its database, its secret).
  if (!fs.statSync(archive, { throwIfNoEntry: false })?.isFile())
    throw new ConfigError(`There is no archive at ${archive}: nothing was restored.`);
  // The whole archive checked before anything of the target is made (its database, its secret).
  await verifyArchive(archive, MIGRATIONS_DIR);
  const runtime = await prepareRuntime();
  try {
    const { env } = runtime;
    say(`Restoring ${archive} into the database and the files (${process.env.STORAGE})...`);
    await restoreBackup({
      archive,
      databaseUrl: withoutPoolerMark(env.DATABASE_LISTEN_URL ?? runtime.databaseUrl),
      storage: fileStorage(),
      dataDir: env.DATA_DIR,
      migrationsDir: MIGRATIONS_DIR,
      force: values.force,
      log: say,
      releaseConnections: disconnectDb,
    });
    const dataDir = env.DATABASE_URL ? "" : ` DATA_DIR=${env.DATA_DIR}`;
    say(`Done. Start HallBook on it with${dataDir} npm start, and this restore's other settings.`);
  } finally {
    await disconnectDb();
    await runtime.stop();
  }
}

main().catch((error) => {
  const known =
    error instanceof ConfigError ||
    error instanceof RestoreRefused ||
    error instanceof NewerDatabaseError;
  console.error(known ? error.message : error);
  process.exit(1);
});
