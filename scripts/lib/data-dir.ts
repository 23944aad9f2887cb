// Where DATA_DIR is, for every part of HallBook: resolved once by the start script, relative to
// the directory it runs in (the checkout's root under npm, which runs scripts there wherever it
// was typed; the image's working directory in the container), and handed on as an absolute path
// to the server and every command started from here (docs/decisions/053-data-dir.md).
//
// Before, the production server resolved a relative DATA_DIR itself, from its own working
// directory inside the build output: uploads and the outbox went to .next/standalone/.data, which
// the next build deletes. At start, before any build, they are moved to where they belong.
import fs from "node:fs";
import path from "node:path";

import { DEFAULT_DATA_DIR } from "@/lib/env";

import { bundled, root, STANDALONE_SERVER } from "./layout";

/** Whether `child` is strictly below `parent`. */
const isBelow = (child: string, parent: string) => child.startsWith(parent + path.sep);

/**
 * Where a server started by an earlier version wrote DATA_DIR's files, for `configured`: the
 * value resolved from the standalone server's directory, when that lies inside the build output
 * (.next), which a build deletes. Null when there is nothing to move from: an absolute DATA_DIR,
 * the runner image (whose files an upgrade replaces whole), or a value that names the server's
 * own directory or one above it (".", "..").
 */
export function oldDataDir(configured: string | undefined): string | null {
  if (bundled) return null;
  const serverDir = path.dirname(STANDALONE_SERVER);
  const old = path.resolve(serverDir, configured?.trim() || DEFAULT_DATA_DIR);
  const buildOutput = path.join(root, ".next");
  if (!isBelow(old, buildOutput) || old === serverDir || isBelow(serverDir, old)) return null;
  return old;
}

export type Relocation = {
  /** files now in `to` that were in `from` */
  moved: number;
  /** files left in `from`: `to` has a newer file of the same name */
  kept: string[];
};

/** Every file below `dir`, as paths relative to it. */
function filesBelow(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

function move(source: string, target: string) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  try {
    fs.renameSync(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    // DATA_DIR on another file system: copied aside and renamed, so no reader sees half a file.
    const partial = `${target}.${process.pid}.moving`;
    fs.copyFileSync(source, partial);
    fs.utimesSync(partial, fs.statSync(source).atime, fs.statSync(source).mtime);
    fs.renameSync(partial, target);
    fs.rmSync(source);
  }
}

/** Removes the empty directories below `dir`, and `dir` itself when it ends up empty. */
function pruneEmpty(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory()) pruneEmpty(path.join(dir, entry.name));
  if (fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
}

/**
 * Moves the files below `from` to the same places below `to`. A file already in `to` stays when
 * it is as new as the one in `from` or newer (the old one is left where it was); otherwise the
 * file from `from` replaces it. Nothing happens when the two are the same directory.
 */
export function moveOldData(from: string, to: string): Relocation {
  const result: Relocation = { moved: 0, kept: [] };
  [from, to] = [path.resolve(from), path.resolve(to)];
  // One inside the other: moving would move files onto themselves, or DATA_DIR into itself.
  if (from === to || isBelow(to, from) || isBelow(from, to) || !fs.existsSync(from)) return result;
  for (const file of filesBelow(from)) {
    const source = path.join(from, file);
    const target = path.join(to, file);
    const existing = fs.statSync(target, { throwIfNoEntry: false });
    if (existing && existing.mtimeMs >= fs.statSync(source).mtimeMs) {
      result.kept.push(file);
      continue;
    }
    move(source, target);
    result.moved += 1;
  }
  pruneEmpty(from);
  return result;
}

/** moveOldData from where an earlier version wrote, saying in the log what it did. */
export function relocateOldData(
  configured: string | undefined,
  dataDir: string,
  say: (message: string) => void,
) {
  const from = oldDataDir(configured);
  if (!from) return;
  const { moved, kept } = moveOldData(from, dataDir);
  if (moved)
    say(
      `Moved ${moved} file${moved === 1 ? "" : "s"} from ${from} (inside the build output, ` +
        `which the next build replaces) to DATA_DIR (${dataDir}).`,
    );
  if (kept.length)
    say(
      `Left ${kept.length} file${kept.length === 1 ? "" : "s"} in ${from}: DATA_DIR has newer ` +
        `ones of the same name (${kept.slice(0, 3).join(", ")}${kept.length > 3 ? ", ..." : ""}).`,
    );
}
