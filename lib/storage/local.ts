// Files on the local disk: one file per key under a root folder, its content type beside it.
// Enough for one app server, or several sharing DATA_DIR on a network file system.
import fs from "node:fs/promises";
import path from "node:path";

import type { FileStorage, StoredFile } from "./types";

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Bad key: ${key}`);
    return full;
  }

  async put(key: string, file: StoredFile): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${target}.${process.pid}.partial`;
    await fs.writeFile(partial, file.bytes);
    await fs.rename(partial, target);
    await fs.writeFile(`${target}.type`, file.contentType);
  }

  async get(key: string): Promise<StoredFile | null> {
    const target = this.pathOf(key);
    try {
      const [bytes, contentType] = await Promise.all([
        fs.readFile(target),
        fs.readFile(`${target}.type`, "utf8"),
      ]);
      return { bytes, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const target = this.pathOf(key);
    await Promise.all([fs.rm(target, { force: true }), fs.rm(`${target}.type`, { force: true })]);
  }
}
