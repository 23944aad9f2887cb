// Files in PostgreSQL, so that one pg_dump backs up everything: a row per file in stored_files and
// its bytes in 256 KB rows of stored_file_chunks (docs/decisions/101-shared-file-storage.md). A
// file is written in one transaction, chunk by chunk as its stream arrives, and read back a few
// chunks per statement, so neither side holds more than one batch of a large file in memory and a
// range reads only the chunks it covers.
import { Readable } from "node:stream";

import { Prisma } from "@/lib/db";
import { inTransaction, sql } from "@/lib/db/sql";

import { partLength, resolveRange, type ByteRange, type Part } from "./range";
import { FileStorage, type FileInput, type OpenedFile } from "./types";

/** Bytes per chunk row: every chunk holds this many but the file's last. */
export const CHUNK_BYTES = 256 * 1024;
/** Chunks read per statement: 1 MB, so a public image is one statement. */
const BATCH = 4;
/** Keys listed per statement. */
const PAGE = 1000;

type Chunk = { n: number; data: Buffer };

/** `file`'s bytes in CHUNK_BYTES pieces, as they arrive. */
async function* chunksOf(file: FileInput): AsyncIterable<Buffer> {
  if ("bytes" in file) {
    for (let at = 0; at < file.bytes.length; at += CHUNK_BYTES)
      yield file.bytes.subarray(at, at + CHUNK_BYTES);
    return;
  }
  let pending: Buffer[] = [];
  let length = 0;
  for await (const piece of file.stream) {
    let rest = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as Uint8Array);
    while (length + rest.length >= CHUNK_BYTES) {
      const take = CHUNK_BYTES - length;
      yield Buffer.concat([...pending, rest.subarray(0, take)]);
      [pending, length, rest] = [[], 0, rest.subarray(take)];
    }
    if (rest.length) {
      pending.push(rest);
      length += rest.length;
    }
  }
  if (length) yield Buffer.concat(pending);
}

export class PostgresStorage extends FileStorage {
  async put(key: string, file: FileInput): Promise<void> {
    const size = "bytes" in file ? file.bytes.length : file.size;
    await inTransaction(async (query) => {
      // A new version on every write: a reader of a large file in several statements notices a
      // file replaced between them. Two writers of one key take turns on its row.
      await query(Prisma.sql`
        INSERT INTO stored_files (key, content_type, size)
        VALUES (${key}, ${file.contentType}, ${size})
        ON CONFLICT (key) DO UPDATE SET content_type = EXCLUDED.content_type,
          size = EXCLUDED.size, version = gen_random_uuid(), created_at = now()`);
      await query(Prisma.sql`DELETE FROM stored_file_chunks WHERE key = ${key}`);
      let n = 0;
      let written = 0;
      for await (const data of chunksOf(file)) {
        await query(Prisma.sql`
          INSERT INTO stored_file_chunks (key, n, data) VALUES (${key}, ${n++}, ${data})`);
        written += data.length;
      }
      if (written !== size) throw new Error(`${key}: ${written} bytes arrived of ${size}`);
    });
  }

  async read(key: string, range?: ByteRange): Promise<OpenedFile | null> {
    // The file's row and its first chunks in one statement (a suffix range's first chunk is known
    // only from the size).
    const prefetch = !(range && "suffix" in range);
    // A start past any file PostgreSQL could hold stays a chunk number it takes (an int): 416.
    const from =
      range && "start" in range ? Math.min(Math.floor(range.start / CHUNK_BYTES), 2 ** 30) : 0;
    const rows = await sql<{
      contentType: string;
      size: string;
      version: string;
      n: number | null;
      data: Buffer | null;
    }>(
      Prisma.sql`
        SELECT f.content_type AS "contentType", f.size, f.version, c.n, c.data
        FROM stored_files f
        LEFT JOIN stored_file_chunks c ON c.key = f.key AND ${prefetch}
          AND c.n BETWEEN ${from} AND ${from + BATCH - 1}
        WHERE f.key = ${key}
        ORDER BY c.n`,
      { prepared: "stored_file_read" },
    );
    if (!rows.length) return null;
    const { contentType, version } = rows[0];
    const size = Number(rows[0].size);
    const part = resolveRange(range, size);
    if (!part || partLength(part) === 0)
      return { contentType, size, part, body: Readable.from([]) };
    const first = rows.filter((r): r is Chunk & typeof r => r.data !== null);
    const body = Readable.from(this.bytes(key, version, part, prefetch ? first : []));
    return { contentType, size, part, body };
  }

  /** The bytes of `part` of the file's `version`, a batch of chunks at a time. */
  private async *bytes(key: string, version: string, part: Part, prefetched: Chunk[]) {
    const first = Math.floor(part.start / CHUNK_BYTES);
    const last = Math.floor(part.end / CHUNK_BYTES);
    for (let from = first; from <= last; from += BATCH) {
      const to = Math.min(from + BATCH - 1, last);
      const batch =
        from === first && prefetched.length
          ? prefetched.filter((c) => c.n <= to)
          : await sql<Chunk>(
              Prisma.sql`
                SELECT c.n, c.data FROM stored_file_chunks c
                JOIN stored_files f ON f.key = c.key AND f.version = ${version}::uuid
                WHERE c.key = ${key} AND c.n BETWEEN ${from} AND ${to}
                ORDER BY c.n`,
              { prepared: "stored_file_chunks_read" },
            );
      if (batch.length !== to - from + 1 || batch.some((c, i) => c.n !== from + i))
        throw new Error(`The stored file ${key} was replaced or removed while it was read`);
      for (const { n, data } of batch) {
        const start = n === first ? part.start - n * CHUNK_BYTES : 0;
        const end = n === last ? part.end - n * CHUNK_BYTES + 1 : data.length;
        yield data.subarray(start, end);
      }
    }
  }

  async delete(key: string): Promise<void> {
    await sql(Prisma.sql`DELETE FROM stored_files WHERE key = ${key}`); // its chunks cascade
  }

  async *keys(): AsyncIterable<string> {
    for (let after = ""; ;) {
      const rows = await sql<{ key: string }>(Prisma.sql`
        SELECT key FROM stored_files WHERE key > ${after} ORDER BY key LIMIT ${PAGE}`);
      for (const { key } of rows) yield key;
      if (rows.length < PAGE) return;
      after = rows[rows.length - 1].key;
    }
  }
}
