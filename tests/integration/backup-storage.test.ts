// Files in a backup from each storage backend and restored through another (the local disk,
// PostgreSQL, S3 on s3rver), each by its SHA-256; and a file removed while the backup ran is noted
// as missing, not a failure.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createBackup } from "@/lib/backup/backup";
import { GONE } from "@/lib/backup/files";
import { restoreBackup } from "@/lib/backup/restore";
import { disconnectDb } from "@/lib/db";
import { env } from "@/lib/env";
import { newFileKey, newPrivateFileKey } from "@/lib/storage";
import { createStorage, type StorageKind } from "@/lib/storage/backends";
import { LocalDiskStorage } from "@/lib/storage/local";

import { storedFiles, switchDatabase, unborn } from "./backup-support";
import { startTestS3, type TestS3 } from "./s3-server";
import { configure } from "./storage-suite";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-backup-files-"));
let s3: TestS3;
let undo: () => void;
let source: string;
beforeAll(async () => {
  source = process.env.DATABASE_URL!;
  s3 = await startTestS3("hallbook-backup");
  undo = configure(s3.settings);
});
afterAll(async () => {
  undo?.();
  await s3?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const storage = (kind: StorageKind, dataDir = env().DATA_DIR) =>
  createStorage(kind, { ...env(), DATA_DIR: dataDir });

describe("files through every storage backend", () => {
  const moves: [StorageKind, StorageKind][] = [
    ["local", "postgres"],
    ["postgres", "s3"],
    ["s3", "local"],
  ];
  for (const [from, to] of moves)
    it(`from ${from} to ${to}`, async () => {
      await switchDatabase(source);
      const origin = storage(from);
      const fixtures = [
        { key: newFileKey("t1/hall", "webp"), bytes: crypto.randomBytes(700_000) },
        { key: newPrivateFileKey("tickets", "png"), bytes: crypto.randomBytes(10) },
        { key: newFileKey("users/avatar", "webp"), bytes: Buffer.alloc(0) },
      ];
      for (const f of fixtures) await origin.put(f.key, { bytes: f.bytes, contentType: "x/y" });
      const original = await storedFiles(origin);
      expect(Object.keys(original).length).toBeGreaterThanOrEqual(3);
      const { file, manifest } = await createBackup({
        databaseUrl: source,
        storage: origin,
        dataDir: env().DATA_DIR,
        dir: path.join(scratch, `${from}-${to}`),
      });
      expect(manifest.files.map((f) => f.key).sort()).toEqual(Object.keys(original).sort());

      const target = unborn();
      await switchDatabase(target);
      const dataDir = path.join(scratch, `${from}-${to}-data`);
      const destination = storage(to, dataDir);
      expect(await storedFiles(destination).catch(() => ({}))).not.toEqual(original);
      await restoreBackup({
        archive: file,
        databaseUrl: target,
        storage: destination,
        dataDir,
        migrationsDir: path.resolve("prisma/migrations"),
        releaseConnections: disconnectDb,
      });
      expect(await storedFiles(destination)).toEqual(original);
      // restored for this test only: the next one starts from an empty backend
      for (const key of Object.keys(original)) {
        await destination.delete(key);
        await switchDatabase(source);
        await storage(from).delete(key);
        await switchDatabase(target);
      }
      await switchDatabase(source);
    });
});

/** A disk whose listing removes `victim` just after naming it: a photo replaced mid-backup. */
class ReplacedWhileListed extends LocalDiskStorage {
  constructor(
    root: string,
    private readonly victim: string,
  ) {
    super(root);
  }
  async *keys(): AsyncIterable<string> {
    for await (const key of super.keys()) {
      if (key === this.victim) await this.delete(key);
      yield key;
    }
  }
}

describe("a file removed while the backup runs", () => {
  it("is noted in the manifest as missing, with its reason; the backup succeeds", async () => {
    await switchDatabase(source);
    const root = path.join(scratch, "replaced");
    const [kept, gone] = [newFileKey("t1/hall", "webp"), newFileKey("t1/hall", "webp")];
    const disk = new ReplacedWhileListed(root, gone);
    await disk.put(kept, { bytes: Buffer.from("kept"), contentType: "image/webp" });
    await disk.put(gone, { bytes: Buffer.from("gone"), contentType: "image/webp" });
    const { manifest } = await createBackup({
      databaseUrl: source,
      storage: disk,
      dataDir: env().DATA_DIR,
      dir: path.join(scratch, "replaced-archives"),
    });
    expect(manifest.files.map((f) => f.key)).toEqual([kept]);
    expect(manifest.missing).toEqual([{ key: gone, reason: GONE }]);
  });
});
