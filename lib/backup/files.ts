// The files of a backup: every stored file, read through the storage module from whichever backend
// holds it (the local disk, PostgreSQL, S3, or both sides of a move), and the mail outbox
// (DATA_DIR/outbox: the messages of an install without SMTP). A restore writes them through the
// target's own storage, which may be another backend, and reads each back to check its hash.
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";

import type { FileStorage } from "@/lib/storage/types";

import { hashing, makeDirectory, sha256Of, type ArchiveWriter } from "./archive";
import { fileEntry, outboxEntry, type FileEntry, type Manifest } from "./manifest";

/** Why a listed file is not in the archive. */
export const GONE =
  "removed from the storage after it was listed, before it was read (replaced or deleted " +
  "while the backup ran)";

const replacedWhileRead = (error: unknown) =>
  error instanceof Error && /replaced or removed while it was read/.test(error.message);

/**
 * Every file of `storage` into the archive. Listed after the database's snapshot began, so every
 * file its rows name is listed, unless it was removed first: such a file is noted as missing.
 */
export async function backupFiles(
  storage: FileStorage,
  archive: ArchiveWriter,
): Promise<Pick<Manifest, "files" | "missing">> {
  const files: FileEntry[] = [];
  const missing: Manifest["missing"] = [];
  for await (const key of storage.keys()) {
    const opened = await storage.read(key);
    if (!opened) {
      missing.push({ key, reason: GONE });
      continue;
    }
    let spooled;
    try {
      spooled = await archive.spool(opened.body);
    } catch (error) {
      if (!replacedWhileRead(error)) throw error;
      missing.push({ key, reason: GONE });
      continue;
    }
    const entry = fileEntry(key);
    await archive.add(entry, spooled);
    const { size, sha256 } = spooled;
    files.push({ entry, key, contentType: opened.contentType, size, sha256 });
  }
  return { files, missing };
}

/** The mail outbox's messages into the archive. */
export async function backupOutbox(dataDir: string, archive: ArchiveWriter) {
  const dir = path.join(dataDir, "outbox");
  const names = fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((n) => n.endsWith(".eml") && !n.startsWith("."))
    : [];
  const outbox: Manifest["outbox"] = [];
  for (const name of names.sort()) {
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(path.join(dir, name));
    } catch {
      continue; // removed meanwhile
    }
    const entry = outboxEntry(name);
    await archive.addBytes(entry, bytes);
    outbox.push({ entry, name, size: bytes.length, sha256: sha256Of(bytes) });
  }
  return outbox;
}

/** Writes one archived file through `storage`, then reads it back and compares its hash. */
export async function restoreFile(storage: FileStorage, file: FileEntry, body: Readable) {
  const { stream, result } = hashing();
  body.on("error", (error) => stream.destroy(error));
  await storage.put(file.key, {
    contentType: file.contentType,
    size: file.size,
    stream: body.pipe(stream),
  });
  const back = await storage.read(file.key);
  const bytes = back && (await buffer(back.body));
  if (!bytes || sha256Of(bytes) !== file.sha256 || result().sha256 !== file.sha256)
    throw new Error(`The file ${file.key} read back from the storage differs from the archive's`);
}

/** Writes one archived message into DATA_DIR/outbox. */
export async function restoreOutbox(dataDir: string, name: string, body: Readable) {
  const dir = path.join(dataDir, "outbox");
  makeDirectory(dir);
  fs.writeFileSync(path.join(dir, path.basename(name)), await buffer(body), { mode: 0o600 });
}
