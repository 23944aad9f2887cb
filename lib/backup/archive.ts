// The archive itself: a gzipped tar written entry by entry (tar-stream), each entry spooled to a
// temporary file first so that its size and SHA-256 are known before the tar header is (a table's
// COPY or a file read that fails half way then never leaves a broken entry behind), and read back
// as a stream of entries. The archive is written beside its final name and renamed there whole.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";

import tar from "tar-stream";

export type Spooled = { path: string; size: number; sha256: string };

/** A backup's spool folder (in BACKUP_DIR) and its partial archive, while it is written. */
export const SPOOL_PREFIX = ".hallbook-spool-";
export const PARTIAL = /^hallbook-.*\.tar\.gz\.\d+\.partial$/;

/**
 * Makes `dir` and its missing parents, one at a time, those it makes readable by this user only.
 * Not `mkdirSync(dir, { recursive: true })`: under /proc Node 20's loops for ever (ENOENT, then
 * EEXIST for the parent, again), which would hold the whole server.
 */
export function makeDirectory(dir: string) {
  const missing: string[] = [];
  for (let at = path.resolve(dir); !fs.existsSync(at); at = path.dirname(at)) {
    missing.unshift(at);
    if (path.dirname(at) === at) break;
  }
  for (const at of missing) fs.mkdirSync(at, { mode: 0o700 });
  if (!fs.statSync(dir).isDirectory()) throw new Error(`${dir} is not a folder`);
}

/** A stream's bytes as they pass, and their SHA-256 and count once they all have. */
export function hashing() {
  const hash = crypto.createHash("sha256");
  let size = 0;
  const stream = new Transform({
    transform(piece: Buffer, _encoding, done) {
      hash.update(piece);
      size += piece.length;
      done(null, piece);
    },
  });
  return { stream, result: () => ({ sha256: hash.digest("hex"), size }) };
}

export const sha256Of = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

/** Writes an archive at `target`, an entry at a time. */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly partial: string;
  private readonly done: Promise<void>;
  private readonly spoolDir: string;
  private spooled = 0;

  constructor(readonly target: string) {
    makeDirectory(path.dirname(target));
    this.partial = `${target}.${process.pid}.partial`;
    // Beside the archive: on its disk, whose room the operator chose (not a small /tmp), and
    // swept there when a stopped backup left it (sweepLeftovers).
    this.spoolDir = fs.mkdtempSync(path.join(path.dirname(target), SPOOL_PREFIX));
    // It holds password hashes and customers' details: readable by this user alone.
    const out = fs.createWriteStream(this.partial, { mode: 0o600 });
    this.done = pipeline(this.pack, zlib.createGzip(), out);
    this.done.catch(() => {}); // awaited in finish() or abort()
  }

  /** `source` into a temporary file, with its size and SHA-256. */
  async spool(source: Readable): Promise<Spooled> {
    const file = path.join(this.spoolDir, String(this.spooled++));
    const { stream, result } = hashing();
    await pipeline(source, stream, fs.createWriteStream(file));
    return { path: file, ...result() };
  }

  /** Appends a spooled file as entry `name`, then removes the spool. */
  async add(name: string, spooled: Spooled): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const entry = this.pack.entry({ name, size: spooled.size, mtime: new Date(0) }, (error) =>
        error ? reject(error) : resolve(),
      );
      pipeline(fs.createReadStream(spooled.path), entry).catch(reject);
    });
    fs.rmSync(spooled.path, { force: true });
  }

  addBytes(name: string, bytes: Buffer): Promise<void> {
    return new Promise((resolve, reject) =>
      this.pack.entry({ name, size: bytes.length, mtime: new Date(0) }, bytes, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  }

  /** Ends the archive and puts it at its name. */
  async finish(): Promise<void> {
    this.pack.finalize();
    await this.done;
    fs.renameSync(this.partial, this.target);
    fs.rmSync(this.spoolDir, { recursive: true, force: true });
  }

  /** Leaves nothing behind: neither the partial archive nor the spools. */
  async abort(): Promise<void> {
    this.pack.destroy();
    await this.done.catch(() => {});
    fs.rmSync(this.partial, { force: true });
    fs.rmSync(this.spoolDir, { recursive: true, force: true });
  }
}

export type ArchiveEntry = { name: string; size: number; body: Readable };

/**
 * Calls `each` with every entry of the archive at `file`, in order; `each` reads the entry's body
 * (what it leaves unread is skipped). A damaged archive (gzip or tar) throws.
 */
export async function readArchive(
  file: string,
  each: (entry: ArchiveEntry) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const feeding = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  feeding.catch(() => {}); // its error reaches the loop below through `extract`
  try {
    for await (const entry of extract) {
      const { name, size = 0, type } = entry.header;
      // A folder's own entry (an archive packed again by hand has them) holds nothing.
      if (type === "directory") {
        entry.resume();
        continue;
      }
      // a Node stream over tar-stream's own (streamx) one
      await each({ name, size, body: Readable.from(entry, { objectMode: false }) });
      entry.resume(); // the rest of an entry `each` did not read
    }
  } catch (error) {
    extract.destroy();
    throw error;
  }
  await feeding;
}
