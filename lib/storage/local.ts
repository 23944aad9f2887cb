// Files on the local disk: one file per key under a root folder, its content type beside it.
// Enough for one app server, or several sharing DATA_DIR on a network file system.
import crypto from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

import { partLength, resolveRange, type ByteRange } from "./range";
import { FileStorage, type FileInput, type OpenedFile } from "./types";

/** Where the local disk keeps files: DATA_DIR/uploads. */
export const uploadsDir = (env: { DATA_DIR: string }) => path.join(env.DATA_DIR, "uploads");

const TYPE = ".type";
const PARTIAL = ".partial";
const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

export class LocalDiskStorage extends FileStorage {
  constructor(private readonly root: string) {
    super();
  }

  private pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Bad key: ${key}`);
    return full;
  }

  /** Writes `source` beside `target` and renames it there, so no reader sees half a file. */
  private async writeWhole(target: string, source: Buffer | string | Readable) {
    const partial = `${target}.${crypto.randomUUID()}${PARTIAL}`;
    try {
      if (source instanceof Readable) await pipeline(source, createWriteStream(partial));
      else await fs.writeFile(partial, source);
      await fs.rename(partial, target);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
  }

  async put(key: string, file: FileInput): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // The type first: until the file itself is renamed into place, the key reads as missing.
    await this.writeWhole(`${target}${TYPE}`, file.contentType);
    await this.writeWhole(target, "bytes" in file ? file.bytes : file.stream);
  }

  async read(key: string, range?: ByteRange): Promise<OpenedFile | null> {
    const target = this.pathOf(key);
    let handle: fs.FileHandle;
    try {
      // Opened before anything is read: a file replaced or removed meanwhile is read whole.
      handle = await fs.open(target);
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
    try {
      const [{ size }, contentType] = await Promise.all([
        handle.stat(),
        fs.readFile(`${target}${TYPE}`, "utf8"),
      ]);
      const part = resolveRange(range, size);
      if (!part || partLength(part) === 0) {
        await handle.close();
        return { contentType, size, part, body: Readable.from([]) };
      }
      const body = handle.createReadStream({ start: part.start, end: part.end });
      return { contentType, size, part, body };
    } catch (error) {
      await handle.close();
      if (missing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const target = this.pathOf(key);
    await Promise.all([fs.rm(target, { force: true }), fs.rm(`${target}${TYPE}`, { force: true })]);
  }

  async *keys(): AsyncIterable<string> {
    yield* this.keysIn("");
  }

  private async *keysIn(folder: string): AsyncIterable<string> {
    let entries;
    try {
      entries = await fs.readdir(path.join(this.root, folder), { withFileTypes: true });
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    const files = new Set(entries.filter((e) => e.isFile()).map((e) => e.name));
    for (const entry of entries) {
      const key = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* this.keysIn(key);
      // A file is a key once its type is beside it; a partial write never has one.
      else if (files.has(`${entry.name}${TYPE}`)) yield key;
    }
  }
}
