// Two backends during a move from one to the other (npm run storage:migrate, decision 101): files
// are written to the new one, read from it and, when missing there, from the old one, and removed
// from both. While the app servers restart one by one onto the new backend, every file stays
// readable from every server, whichever backend it was written to.
import type { ByteRange } from "./range";
import { FileStorage, type FileInput, type OpenedFile } from "./types";

export class FallbackStorage extends FileStorage {
  constructor(
    readonly primary: FileStorage,
    readonly fallback: FileStorage,
  ) {
    super();
  }

  put(key: string, file: FileInput): Promise<void> {
    return this.primary.put(key, file);
  }

  async read(key: string, range?: ByteRange): Promise<OpenedFile | null> {
    return (await this.primary.read(key, range)) ?? this.fallback.read(key, range);
  }

  async delete(key: string): Promise<void> {
    await Promise.all([this.primary.delete(key), this.fallback.delete(key)]);
  }

  async *keys(): AsyncIterable<string> {
    const seen = new Set<string>();
    for await (const key of this.primary.keys()) {
      seen.add(key);
      yield key;
    }
    for await (const key of this.fallback.keys()) if (!seen.has(key)) yield key;
  }
}
