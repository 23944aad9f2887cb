// Scheduled backups on the real test PostgreSQL: another session holding the lock means no backup
// here; a backup is due only an interval after the last success the database records; a failure
// is logged every time and told to the provider's staff once per streak; BACKUP_KEEP prunes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { BACKUP_LOCK, backupRound, FAILING_SINCE, LAST_SUCCESS } from "@/lib/backup/schedule";
import { db } from "@/lib/db";
import { resetEnv } from "@/lib/env";

import { createUser } from "./helpers";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-scheduled-"));
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.UTC(2030, 0, 1) + hours * HOUR);
let staff: number[];

beforeAll(async () => {
  Object.assign(process.env, { BACKUP_INTERVAL: "24h", BACKUP_KEEP: "2", BACKUP_DIR: dir });
  resetEnv();
  const admin = await db.user.create({
    data: { email: "ops@example.com", passwordHash: "!", userType: "SYSTEM" },
  });
  const staffer = await db.user.create({
    data: { email: "staff@example.com", passwordHash: "!", isStaff: true },
  });
  await db.user.create({
    data: { email: "gone@example.com", passwordHash: "!", isStaff: true, isActive: false },
  });
  await createUser(); // a venue's user: not told
  staff = [admin.id, staffer.id].sort();
});
afterAll(() => {
  for (const name of ["BACKUP_INTERVAL", "BACKUP_KEEP", "BACKUP_DIR"]) delete process.env[name];
  resetEnv();
  fs.rmSync(dir, { recursive: true, force: true });
});

const archives = () =>
  fs
    .readdirSync(dir)
    .filter((n) => n.endsWith(".tar.gz"))
    .sort();
const notices = () =>
  db.notification.findMany({ where: { message: { startsWith: "The scheduled backup failed" } } });
const metaValue = async (key: string) =>
  (await db.appMeta.findUnique({ where: { key } }))?.value ?? null;

describe("scheduled backups", () => {
  it("skips while another session holds the lock", async () => {
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query("SELECT pg_advisory_lock($1)", [BACKUP_LOCK]);
      expect(await backupRound(at(0))).toEqual({ outcome: "locked" });
      expect(archives()).toEqual([]);
    } finally {
      await other.end();
    }
  });

  it("backs up when due, then not again until the interval has passed", async () => {
    const done = await backupRound(at(0));
    expect(done).toMatchObject({ outcome: "done", pruned: [] });
    expect(archives()).toEqual(["hallbook-20300101T000000Z.tar.gz"]);
    expect(await metaValue(LAST_SUCCESS)).toBe(at(0).toISOString());
    expect(await backupRound(at(23))).toEqual({ outcome: "not-due", dueAt: at(24) });
    expect(archives()).toHaveLength(1);
  });

  it("keeps the newest BACKUP_KEEP archives", async () => {
    expect(await backupRound(at(24))).toMatchObject({ outcome: "done", pruned: [] });
    const third = await backupRound(at(48));
    expect(third).toMatchObject({ pruned: ["hallbook-20300101T000000Z.tar.gz"] });
    expect(archives()).toEqual([
      "hallbook-20300102T000000Z.tar.gz",
      "hallbook-20300103T000000Z.tar.gz",
    ]);
  });

  it("on failure logs every time and tells the provider's staff once per streak", async () => {
    const errors = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      // BACKUP_DIR a file, not a folder: the archive cannot be written.
      const blocked = path.join(dir, "blocked");
      fs.writeFileSync(blocked, "");
      process.env.BACKUP_DIR = path.join(blocked, "sub");
      resetEnv();
      const first = await backupRound(at(72));
      expect(first).toMatchObject({ outcome: "failed", notified: 2 });
      const sent = await notices();
      expect(sent.map((n) => n.userId).sort()).toEqual(staff);
      expect(sent.every((n) => n.level === "Error" && n.tenantId === null)).toBe(true);
      expect(sent[0]!.message).toMatch(/^The scheduled backup failed: .*(ENOTDIR|EEXIST)/);
      expect(await backupRound(at(73))).toMatchObject({ outcome: "failed", notified: 0 });
      expect(await notices()).toHaveLength(2);
      const logged = errors.mock.calls.map(([line]) => String(line));
      expect(logged.filter((l) => l.includes("The scheduled backup failed"))).toHaveLength(2);
      expect(await metaValue(FAILING_SINCE)).toBe(at(72).toISOString());

      // A success ends the streak; the next failure is told again.
      process.env.BACKUP_DIR = dir;
      resetEnv();
      expect(await backupRound(at(74))).toMatchObject({ outcome: "done" });
      expect(await metaValue(FAILING_SINCE)).toBeNull();
      process.env.BACKUP_DIR = path.join(blocked, "sub");
      resetEnv();
      expect(await backupRound(at(100))).toMatchObject({ outcome: "failed", notified: 2 });
      expect(await notices()).toHaveLength(4);
    } finally {
      errors.mockRestore();
      process.env.BACKUP_DIR = dir;
      resetEnv();
    }
  });
});
