// What a storage backend is (./backends.ts makes one: ./local.ts, ./postgres.ts, ./s3.ts).
import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";

import type { ByteRange, Part } from "./range";

export type StoredFile = { bytes: Buffer; contentType: string };

/** What put() stores: bytes in memory, or a stream of a known size (a copy between backends). */
export type FileInput = { contentType: string } & (
  { bytes: Buffer } | { stream: Readable; size: number }
);

/** A file opened for reading. */
export type OpenedFile = {
  contentType: string;
  /** the whole file's size in bytes */
  size: number;
  /** the bytes `body` holds, inclusive; null: the range asked for is past the end (body empty) */
  part: Part | null;
  body: Readable;
};

export abstract class FileStorage {
  /** Stores `file` under `key`, replacing what was there; a reader never sees half a file. */
  abstract put(key: string, file: FileInput): Promise<void>;
  /** Opens the file at `key` (only `range` of it, when given); null when there is none. */
  abstract read(key: string, range?: ByteRange): Promise<OpenedFile | null>;
  /** Removes the file at `key`; removing a missing one is no error. */
  abstract delete(key: string): Promise<void>;
  /** Every key stored, in no promised order. */
  abstract keys(): AsyncIterable<string>;

  /** The whole file in memory, or null. */
  async get(key: string): Promise<StoredFile | null> {
    const file = await this.read(key);
    return file && { bytes: await buffer(file.body), contentType: file.contentType };
  }
}
