// Where archives go, and keeping only the newest BACKUP_KEEP of them.
import fs from "node:fs";
import path from "node:path";

import type { Env } from "@/lib/env";

import { ARCHIVE_NAME } from "./manifest";

/** BACKUP_DIR, else DATA_DIR/backups. */
export const backupDir = (env: Pick<Env, "BACKUP_DIR" | "DATA_DIR">) =>
  path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups"));

/** Removes all but the newest `keep` archives of `dir` (by name: UTC time); returns the removed. */
export function pruneArchives(dir: string, keep: number): string[] {
  const archives = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => ARCHIVE_NAME.test(name))
        .sort()
    : [];
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return removed;
}
