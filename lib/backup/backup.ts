// One backup (npm run backup, and the scheduled one): the database's snapshot, then every file,
// then the manifest, into hallbook-<UTC time>.tar.gz. It runs beside the servers and stops none:
// the snapshot sees the rows as of its first statement; files are listed after it began.
import fs from "node:fs";
import path from "node:path";

import type { FileStorage } from "@/lib/storage/types";

import { ArchiveWriter } from "./archive";
import { dumpDatabase, openSnapshot } from "./dump";
import { backupFiles, backupOutbox } from "./files";
import { archiveName, FORMAT, HALLBOOK_VERSION, MANIFEST, type Manifest } from "./manifest";

export type BackupOptions = {
  /** a direct connection to PostgreSQL (not a pooler in transaction mode) */
  databaseUrl: string;
  storage: FileStorage;
  /** DATA_DIR, whose mail outbox is backed up */
  dataDir: string;
  /** where the archive goes */
  dir: string;
  now?: Date;
  /** a scheduled backup's: named apart (archiveName) */
  scheduled?: boolean;
};

/** A name in `dir` no archive has yet. */
function freshPath(dir: string, at: Date, scheduled: boolean): string {
  const name = archiveName(at, scheduled);
  let file = path.join(dir, name);
  for (let n = 1; fs.existsSync(file); n++)
    file = path.join(dir, name.replace(".tar.gz", `-${n}.tar.gz`));
  return file;
}

/** Writes one archive of the database and the files; returns where, and its manifest. */
export async function createBackup(
  options: BackupOptions,
): Promise<{ file: string; manifest: Manifest }> {
  const at = options.now ?? new Date();
  const archive = new ArchiveWriter(freshPath(options.dir, at, options.scheduled ?? false));
  try {
    const snapshot = await openSnapshot(options.databaseUrl);
    let database: Manifest["database"];
    let files: Pick<Manifest, "files" | "missing">;
    try {
      database = await dumpDatabase(snapshot, archive);
      // Listed while the snapshot is open: a file its rows name was there when it began.
      files = await backupFiles(options.storage, archive);
    } finally {
      await snapshot.close();
    }
    const outbox = await backupOutbox(options.dataDir, archive);
    const manifest: Manifest = {
      format: FORMAT,
      hallbook: HALLBOOK_VERSION,
      createdAt: at.toISOString(),
      database,
      ...files,
      outbox,
    };
    await archive.addBytes(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    await archive.finish();
    return { file: archive.target, manifest };
  } catch (error) {
    await archive.abort();
    throw error;
  }
}
