// Where archives go, and keeping only the newest BACKUP_KEEP of them.
import fs from "node:fs";
import path from "node:path";

import type { Env } from "@/lib/env";

import { PARTIAL, SPOOL_PREFIX } from "./archive";
import { SCHEDULED_ARCHIVE } from "./manifest";

/** How long a partial archive or a spool stays untouched before it counts as left behind. */
const LEFT_FOR = 60 * 60_000;

/** The newest change in `at` (a file, or a folder and what it holds). */
function touchedAt(at: string): number {
  const stat = fs.statSync(at);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(at).map((n) => touchedAt(path.join(at, n))));
}

/**
 * Removes what a backup stopped part way left in `dir` (a server stopped, a killed npm run
 * backup): partial archives and spools untouched for an hour. Returns their names.
 */
export function sweepLeftovers(dir: string, now = Date.now()): string[] {
  if (!fs.existsSync(dir)) return [];
  const left = fs
    .readdirSync(dir)
    .filter((name) => PARTIAL.test(name) || name.startsWith(SPOOL_PREFIX))
    .filter((name) => now - touchedAt(path.join(dir, name)) > LEFT_FOR);
  for (const name of left) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  return left;
}

/**
 * BACKUP_DIR, else DATA_DIR/backups. A folder of the running install, not of the build: its file
 * tracing is told to leave it alone (else it takes the whole project into the server's output).
 */
export const backupDir = (env: Pick<Env, "BACKUP_DIR" | "DATA_DIR">) =>
  path.resolve(/* turbopackIgnore: true */ env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups"));

/**
 * Removes all but the newest `keep` scheduled archives of `dir` (by name: UTC time); returns the
 * removed. Archives made by hand (npm run backup) are never removed.
 */
export function pruneArchives(dir: string, keep: number): string[] {
  // By time, then by the -n of those made in one second ("-1" sorts before ".tar.gz" as text).
  const order = (name: string) => {
    const [, stamp, n] = /(\d{8}T\d{6}Z)(?:-(\d+))?/.exec(name)!;
    return `${stamp}-${(n ?? "0").padStart(6, "0")}`;
  };
  const archives = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => SCHEDULED_ARCHIVE.test(name))
        .sort((a, b) => order(a).localeCompare(order(b)))
    : [];
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return removed;
}
