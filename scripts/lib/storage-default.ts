// Which storage the processes started from here use, fixed once, before the embedded database's
// address fills DATABASE_URL in: STORAGE as set, else PostgreSQL when the operator gave a
// DATABASE_URL, else the local disk (docs/decisions/101-shared-file-storage.md).
import fs from "node:fs";

import { storageBackend, type Env } from "@/lib/env";
import { uploadsDir } from "@/lib/storage/local";

export type StorageChoice = {
  STORAGE: string;
  STORAGE_FALLBACK?: string;
  /** what to tell the operator */
  notice?: string;
};

/**
 * The storage for `env`. An install that kept its files on the local disk before PostgreSQL
 * became the default (`hasLocalFiles`), with nothing else configured, reads them from there
 * until they are moved, so that an upgrade loses no image.
 */
export function chooseStorage(env: Env, hasLocalFiles: boolean): StorageChoice {
  const backend = storageBackend(env);
  const chosen = { STORAGE: backend, STORAGE_FALLBACK: env.STORAGE_FALLBACK };
  if (env.STORAGE || env.STORAGE_FALLBACK || backend === "local" || !hasLocalFiles) return chosen;
  return {
    STORAGE: backend,
    STORAGE_FALLBACK: "local",
    notice:
      `New uploads go to ${backend}; files uploaded before are read from ${uploadsDir(env)} ` +
      `until they are moved there: npm run storage:migrate -- --to ${backend} (README, Files).`,
  };
}

/** Whether `dir` holds any file, at any depth (stops at the first). */
export function holdsFiles(dir: string): boolean {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  return entries.some((e) => e.isFile() || (e.isDirectory() && holdsFiles(`${dir}/${e.name}`)));
}

/** chooseStorage() for this machine's DATA_DIR, put into process.env for what starts from here. */
export function settleStorage(env: Env, say: (message: string) => void): StorageChoice {
  const choice = chooseStorage(env, holdsFiles(uploadsDir(env)));
  process.env.STORAGE = choice.STORAGE;
  if (choice.STORAGE_FALLBACK) process.env.STORAGE_FALLBACK = choice.STORAGE_FALLBACK;
  if (choice.notice) say(choice.notice);
  return choice;
}
