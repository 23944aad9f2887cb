// What every storage backend does with files: put, get, overwrite, delete, a missing file, keys
// in folders, content types, a file of a few MB by its hash, and ranges of it.
import crypto from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";

import { expect, it } from "vitest";

import { fileStorage, newFileKey, newPrivateFileKey } from "@/lib/storage";

import type { Backend } from "./storage-suite";

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

/** `bytes` as a stream of pieces of uneven sizes, as a network or a disk gives them. */
function unevenStream(bytes: Buffer): Readable {
  const pieces: Buffer[] = [];
  for (let at = 0, size = 1; at < bytes.length; at += size, size = (size * 7919) % 300_001)
    pieces.push(bytes.subarray(at, at + size));
  return Readable.from(pieces);
}

async function readPart(key: string, range: Parameters<ReturnType<typeof fileStorage>["read"]>[1]) {
  const file = await fileStorage().read(key, range);
  if (!file) throw new Error(`${key} is missing`);
  return { ...file, bytes: await buffer(file.body) };
}

export function fileOperations(backend: Backend) {
  it("puts, gets, overwrites and deletes a file, keeping its content type", async () => {
    const storage = fileStorage();
    const key = newFileKey("t1/logo", "webp");
    await storage.put(key, { bytes: Buffer.from("first"), contentType: "image/webp" });
    expect(await backend.holds(key)).toBe(true);
    expect(await storage.get(key)).toEqual({
      bytes: Buffer.from("first"),
      contentType: "image/webp",
    });
    await storage.put(key, { bytes: Buffer.from("second, longer"), contentType: "image/png" });
    expect(await storage.get(key)).toEqual({
      bytes: Buffer.from("second, longer"),
      contentType: "image/png",
    });
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await backend.holds(key)).toBe(false);
  });

  it("answers null for a missing file; deleting one is no error", async () => {
    const key = newFileKey("t1/gallery", "webp");
    expect(await fileStorage().get(key)).toBeNull();
    expect(await fileStorage().read(key, { start: 0, end: 9 })).toBeNull();
    await expect(fileStorage().delete(key)).resolves.toBeUndefined();
  });

  it("keeps files of one name in different folders apart, and lists every key", async () => {
    const storage = fileStorage();
    const name = `${crypto.randomUUID()}.pdf`;
    const keys = [`private/resumes/${name}`, `private/tickets/${name}`, `t7/hall/${name}`];
    for (const [i, key] of keys.entries())
      await storage.put(key, { bytes: Buffer.from(`file ${i}`), contentType: "application/pdf" });
    for (const [i, key] of keys.entries())
      expect((await storage.get(key))?.bytes.toString()).toBe(`file ${i}`);
    const listed = [];
    for await (const key of storage.keys()) listed.push(key);
    expect(listed).toEqual(expect.arrayContaining(keys));
    expect(new Set(listed).size).toBe(listed.length);
    await storage.delete(keys[1]);
    expect(await storage.get(keys[0])).not.toBeNull();
    expect(await storage.get(keys[2])).not.toBeNull();
  });

  it("keeps an empty file, and no range of it can be read", async () => {
    const key = newFileKey("t1/gallery", "txt");
    await fileStorage().put(key, { bytes: Buffer.alloc(0), contentType: "text/plain" });
    expect(await fileStorage().get(key)).toEqual({
      bytes: Buffer.alloc(0),
      contentType: "text/plain",
    });
    expect((await readPart(key, { start: 0 })).part).toBeNull();
  });

  it("round-trips files of a few MB, from bytes and from a stream, by their SHA-256", async () => {
    const bytes = crypto.randomBytes(3 * 1024 * 1024 + 12345);
    const fromBytes = newPrivateFileKey("tickets", "pdf");
    const fromStream = newPrivateFileKey("tickets", "pdf");
    await fileStorage().put(fromBytes, { bytes, contentType: "application/pdf" });
    await fileStorage().put(fromStream, {
      stream: unevenStream(bytes),
      size: bytes.length,
      contentType: "application/pdf",
    });
    for (const key of [fromBytes, fromStream]) {
      const file = await readPart(key, undefined);
      expect(file.size).toBe(bytes.length);
      expect(file.part).toEqual({ start: 0, end: bytes.length - 1 });
      expect(sha256(file.bytes)).toBe(sha256(bytes));
      expect(file.contentType).toBe("application/pdf");
    }
  });

  it("reads one range of a large file: inside, across pieces, the end", async () => {
    const bytes = crypto.randomBytes(2 * 1024 * 1024 + 777);
    const key = newFileKey("t1/gallery", "webp");
    await fileStorage().put(key, { bytes, contentType: "image/webp" });
    const size = bytes.length;
    const cases = [
      { range: { start: 0, end: 99 }, part: { start: 0, end: 99 } },
      { range: { start: 262_100, end: 1_600_000 }, part: { start: 262_100, end: 1_600_000 } },
      { range: { start: 1_400_000 }, part: { start: 1_400_000, end: size - 1 } },
      { range: { start: size - 10, end: size + 500 }, part: { start: size - 10, end: size - 1 } },
      { range: { suffix: 1000 }, part: { start: size - 1000, end: size - 1 } },
      { range: { suffix: size + 1 }, part: { start: 0, end: size - 1 } },
    ];
    for (const { range, part } of cases) {
      const file = await readPart(key, range);
      expect(file.part, JSON.stringify(range)).toEqual(part);
      expect(file.size).toBe(size);
      expect(file.bytes.equals(bytes.subarray(part.start, part.end + 1))).toBe(true);
    }
    for (const range of [{ start: size }, { suffix: 0 }]) {
      const file = await readPart(key, range);
      expect(file.part, JSON.stringify(range)).toBeNull();
      expect(file.bytes.length).toBe(0);
    }
  });
}
