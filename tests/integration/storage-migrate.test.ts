// Moving files between backends (lib/storage/migrate.ts): local disk → PostgreSQL → S3 (s3rver)
// with every hash equal, a second run that copies nothing, a damaged copy copied again, the source
// removed only when asked; and the read-through of the switch, through the real files route.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as files from "@/app/api/files/[...key]/route";
import { env } from "@/lib/env";
import { fileStorage, newFileKey, newPrivateFileKey } from "@/lib/storage";
import { createStorage, type StorageKind } from "@/lib/storage/backends";
import { LocalDiskStorage } from "@/lib/storage/local";
import { migrateFiles } from "@/lib/storage/migrate";
import type { FileStorage } from "@/lib/storage/types";

import { call } from "./helpers";
import { startTestS3, type TestS3 } from "./s3-server";
import { configure } from "./storage-suite";

let s3: TestS3;
let undo: () => void;
const backend = {} as Record<StorageKind, FileStorage>;
beforeAll(async () => {
  s3 = await startTestS3("hallbook-migrate");
  undo = configure(s3.settings);
  for (const kind of ["local", "postgres", "s3"] as const)
    backend[kind] = createStorage(kind, env());
});
afterAll(async () => {
  undo?.();
  await s3?.close();
});

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

/** Every file of `storage` as key → [SHA-256, content type]. */
async function contents(storage: FileStorage) {
  const found: Record<string, [string, string]> = {};
  for await (const key of storage.keys()) {
    const file = (await storage.get(key))!;
    found[key] = [sha256(file.bytes), file.contentType];
  }
  return found;
}

describe("migrateFiles", () => {
  const originals: Record<string, [string, string]> = {};
  const fixtures = [
    { key: newFileKey("t3/logo", "webp"), bytes: crypto.randomBytes(5_000), type: "image/webp" },
    { key: newFileKey("users/avatar", "webp"), bytes: Buffer.alloc(0), type: "image/webp" },
    {
      key: newPrivateFileKey("resumes", "pdf"),
      bytes: crypto.randomBytes(2_500_000),
      type: "application/pdf",
    },
    { key: newPrivateFileKey("tickets", "png"), bytes: crypto.randomBytes(300), type: "image/png" },
  ];

  beforeAll(async () => {
    for (const f of fixtures) {
      await backend.local.put(f.key, { bytes: f.bytes, contentType: f.type });
      originals[f.key] = [sha256(f.bytes), f.type];
    }
  });

  it("copies local → postgres → s3 with every hash and type equal", async () => {
    const first = await migrateFiles({ from: backend.local, to: backend.postgres });
    expect(first).toMatchObject({ files: 4, copied: 4, present: 0, removed: 0, failed: [] });
    expect(first.bytes).toBe(fixtures.reduce((sum, f) => sum + f.bytes.length, 0));
    const second = await migrateFiles({ from: backend.postgres, to: backend.s3 });
    expect(second).toMatchObject({ files: 4, copied: 4, present: 0, failed: [] });
    for (const kind of ["local", "postgres", "s3"] as const)
      expect(await contents(backend[kind]), kind).toEqual(originals);
  });

  it("copies nothing when run again, and copies a damaged or missing copy again", async () => {
    const again = await migrateFiles({ from: backend.postgres, to: backend.s3 });
    expect(again).toMatchObject({ files: 4, copied: 0, present: 4, bytes: 0, failed: [] });
    const [damaged, lost] = fixtures;
    await backend.s3.put(damaged.key, { bytes: Buffer.from("other"), contentType: damaged.type });
    await backend.s3.delete(lost.key);
    const repair = await migrateFiles({ from: backend.postgres, to: backend.s3 });
    expect(repair).toMatchObject({ files: 4, copied: 2, present: 2, failed: [] });
    expect(await contents(backend.s3)).toEqual(originals);
  });

  it("removes each file from the source only when asked, after its copy is verified", async () => {
    const target = createStorage("local", { ...env(), DATA_DIR: `${env().DATA_DIR}/moved` });
    const moved = await migrateFiles({ from: backend.s3, to: target, removeSource: true });
    expect(moved).toMatchObject({ files: 4, copied: 4, removed: 4, failed: [] });
    expect(await contents(target)).toEqual(originals);
    expect(await contents(backend.s3)).toEqual({});
  });
});

describe("a switch of backends with a read-through", () => {
  it("serves files of the old backend, writes to the new, removes from both", async () => {
    const old = newFileKey("t4/hall", "webp");
    await backend.local.put(old, { bytes: Buffer.from("old image"), contentType: "image/webp" });
    const restore = configure({ STORAGE: "postgres", STORAGE_FALLBACK: "local" });
    try {
      const served = await call(files.GET, { path: `/api/files/${old}`, params: { key: old } });
      expect(served.status).toBe(200);
      expect(served.text).toBe("old image");
      const fresh = newFileKey("t4/hall", "webp");
      await fileStorage().put(fresh, { bytes: Buffer.from("new"), contentType: "image/webp" });
      expect(await backend.postgres.get(fresh)).not.toBeNull();
      expect(await backend.local.get(fresh)).toBeNull();
      const listed = [];
      for await (const key of fileStorage().keys()) listed.push(key);
      expect(listed).toEqual(expect.arrayContaining([old, fresh]));
      await backend.postgres.put(old, { bytes: Buffer.from("copied"), contentType: "image/webp" });
      await fileStorage().delete(old);
      expect(await backend.local.get(old)).toBeNull();
      expect(await backend.postgres.get(old)).toBeNull();
    } finally {
      restore();
    }
  });
});

/** scripts/storage-migrate.ts with `args`, as npm run storage:migrate runs it, and `settings`. */
function migrateScript(args: string[], settings: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/storage-migrate.ts", ...args],
    {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "test",
        DATABASE_URL: process.env.DATABASE_URL,
        ...settings,
      },
    },
  );
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, output })),
  );
}

describe("npm run storage:migrate's script", () => {
  it("copies, verifies and says so; run again, it copies nothing", async () => {
    const dataDir = fs.mkdtempSync(path.join(env().DATA_DIR, "script-"));
    const local = new LocalDiskStorage(path.join(dataDir, "uploads"));
    for (const size of [10, 400_000])
      await local.put(newFileKey("t5/gallery", "webp"), {
        bytes: crypto.randomBytes(size),
        contentType: "image/webp",
      });
    const settings = { ...s3.settings, DATA_DIR: dataDir, STORAGE: "local" };
    const first = await migrateScript(["--to", "s3"], settings);
    expect(first.output).toContain("Copying every file from local to s3...");
    expect(first.output).toContain("Files in local: 2.");
    expect(first.output).toContain("Copied to s3 and verified by SHA-256: 2 (0.4 MB).");
    expect(first.output).toContain("Every file of local is in s3.");
    expect(first.code).toBe(0);
    const again = await migrateScript(["--to", "s3"], settings);
    expect(again.output).toContain("Copied to s3 and verified by SHA-256: 0 (0.0 MB).");
    expect(again.output).toContain("Already in s3 with the same bytes: 2.");
    expect(again.code).toBe(0);
  });

  it("copies an upgraded install's files from both the database and the disk it reads", async () => {
    // DATABASE_URL set, STORAGE unset, files left on the disk by an earlier version: the servers
    // write to PostgreSQL and read the disk's files through (scripts/lib/storage-default.ts).
    const dataDir = fs.mkdtempSync(path.join(env().DATA_DIR, "upgraded-"));
    const onDisk = newFileKey("t6/hall", "webp");
    await new LocalDiskStorage(path.join(dataDir, "uploads")).put(onDisk, {
      bytes: crypto.randomBytes(64),
      contentType: "image/webp",
    });
    const inDatabase = newFileKey("t6/logo", "webp");
    await backend.postgres.put(inDatabase, { bytes: crypto.randomBytes(64), contentType: "x/y" });
    const moved = await migrateScript(["--to", "s3"], { ...s3.settings, DATA_DIR: dataDir });
    expect(moved.output).toContain("Every file of postgres is in s3.");
    expect(moved.output).toContain("Every file of local is in s3.");
    expect(moved.code).toBe(0);
    for (const key of [onDisk, inDatabase]) expect(await backend.s3.read(key)).not.toBeNull();
  });

  it("refuses a target it cannot reach or that files already go to, saying why", async () => {
    const noS3 = await migrateScript(["--to", "s3"], { STORAGE: "local" });
    expect(noS3.output).toContain("S3_BUCKET: is required with --to s3: the bucket's name");
    expect(noS3.code).toBe(1);
    const same = await migrateScript(["--to", "local"], { STORAGE: "local" });
    expect(same.output).toContain("Files already go to local: name the storage to copy from");
    expect(same.code).toBe(1);
    const unknown = await migrateScript(["--to", "ftp"], {});
    expect(unknown.output).toContain('--to must be local, postgres or s3, not "ftp".');
    expect(unknown.code).toBe(1);
  });
});
