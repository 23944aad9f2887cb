// npm run backup: one archive of the database and the uploaded files, beside running servers
// (lib/backup, docs/decisions/106-backups.md). The database is found as `npm start` finds it:
// DATABASE_URL, or the embedded PostgreSQL of DATA_DIR, the one a running `npm start` has up, or
// started for the backup and stopped after it.
// Usage: npm run backup [-- --dir <folder>]
import path from "node:path";
import { parseArgs } from "node:util";

import { createBackup } from "@/lib/backup/backup";
import { backupDir } from "@/lib/backup/prune";
import { disconnectDb } from "@/lib/db";
import { withoutPoolerMark } from "@/lib/db/pooler-url";
import { ConfigError } from "@/lib/env";
import { fileStorage } from "@/lib/storage";

import { prepareRuntime } from "./lib/runtime";

const say = (message: string) => console.log(`[backup] ${message}`);

async function main() {
  const { values } = parseArgs({ options: { dir: { type: "string" } } });
  const runtime = await prepareRuntime();
  try {
    const { env } = runtime;
    const dir = values.dir ? path.resolve(values.dir) : backupDir(env);
    say(`Backing up the database and the files (${process.env.STORAGE}) to ${dir}...`);
    const { file, manifest } = await createBackup({
      // The snapshot needs a session of its own: direct to PostgreSQL, never through a pooler.
      databaseUrl: withoutPoolerMark(env.DATABASE_LISTEN_URL ?? runtime.databaseUrl),
      storage: fileStorage(),
      dataDir: env.DATA_DIR,
      dir,
    });
    const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0);
    const bytes = manifest.files.reduce((sum, f) => sum + f.size, 0);
    say(`Rows: ${rows} in ${manifest.database.tables.length} tables, as of one snapshot.`);
    say(`Files: ${manifest.files.length} (${(bytes / 1e6).toFixed(1)} MB), each with its SHA-256.`);
    if (manifest.outbox.length) say(`Mail in the outbox: ${manifest.outbox.length} messages.`);
    for (const { key, reason } of manifest.missing) say(`Not in the archive: ${key}: ${reason}.`);
    say(`Written: ${file}`);
  } finally {
    await disconnectDb();
    await runtime.stop();
  }
}

main().catch((error) => {
  // A folder it cannot write (EACCES, EROFS, ENOSPC...): the reason, not a stack.
  const { syscall } = error as NodeJS.ErrnoException;
  if (error instanceof ConfigError) console.error(error.message);
  else if (["mkdir", "open", "write", "rename"].includes(syscall ?? ""))
    console.error(
      `[backup] The backup failed, and no archive was written: ${error.message}. Set ` +
        "BACKUP_DIR (or --dir) to a folder this user may write.",
    );
  else console.error(error);
  process.exit(1);
});
