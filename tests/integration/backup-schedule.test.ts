// Scheduled backups on the real test PostgreSQL: another session holding the lock means no backup
// here; a backup is due only an interval after the last success the database records; a failure
// is logged every time and told to the provider's staff once per streak; BACKUP_KEEP prunes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { sweepLeftovers } from "@/lib/backup/prune";
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
    .filter((n) => n.startsWith("hallbook-scheduled-") && n.endsWith(".tar.gz"))
    .sort();
/** One made by hand (npm run backup) before the scheduled ones: never pruned. */
const byHand = path.join(dir, "hallbook-20291231T000000Z.tar.gz");
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
    expect(archives()).toEqual(["hallbook-scheduled-20300101T000000Z.tar.gz"]);
    expect(await metaValue(LAST_SUCCESS)).toBe(at(0).toISOString());
    expect(await backupRound(at(23))).toEqual({ outcome: "not-due", dueAt: at(24) });
    expect(archives()).toHaveLength(1);
  });

  it("writes archives and their folder readable by their owner alone", () => {
    const [first] = archives();
    expect(fs.statSync(path.join(dir, first!)).mode & 0o777).toBe(0o600);
  });

  it("keeps the newest BACKUP_KEEP scheduled archives, and every one made by hand", async () => {
    fs.writeFileSync(byHand, "");
    expect(await backupRound(at(24))).toMatchObject({ outcome: "done", pruned: [] });
    const third = await backupRound(at(48));
    expect(third).toMatchObject({ pruned: ["hallbook-scheduled-20300101T000000Z.tar.gz"] });
    expect(archives()).toEqual([
      "hallbook-scheduled-20300102T000000Z.tar.gz",
      "hallbook-scheduled-20300103T000000Z.tar.gz",
    ]);
    expect(fs.existsSync(byHand)).toBe(true);
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
      expect(sent[0]!.message).toMatch(/^The scheduled backup failed: .*(ENOTDIR|EEXIST|folder)/);
      expect(sent[0]!.message).toContain(
        `Archives go to ${path.join(blocked, "sub")} (BACKUP_DIR): check that the app servers ` +
          "can write there, and their log. Last good backup: 2030-01-03 00:00 UTC.",
      );
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
      const again = await db.notification.findMany({
        where: { message: { startsWith: "Scheduled backups work again" } },
      });
      expect(again.map((n) => n.userId).sort()).toEqual(staff);
      expect(again[0]).toMatchObject({
        level: "Success",
        message:
          "Scheduled backups work again: hallbook-scheduled-20300104T020000Z.tar.gz was written.",
      });
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

  it("fails, not hangs, on a folder it cannot make under /proc", async () => {
    process.env.BACKUP_DIR = "/proc/hallbook-nope";
    resetEnv();
    const errors = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      expect(await backupRound(at(200))).toMatchObject({ outcome: "failed" });
    } finally {
      errors.mockRestore();
      process.env.BACKUP_DIR = dir;
      resetEnv();
    }
  });

  it("sweeps what a stopped backup left: partial archives and spools untouched for an hour", () => {
    const partial = path.join(dir, "hallbook-scheduled-20300101T000000Z.tar.gz.123.partial");
    const spool = path.join(dir, ".hallbook-spool-abc");
    const fresh = path.join(dir, "hallbook-20300101T000000Z.tar.gz.456.partial");
    fs.writeFileSync(partial, "x");
    fs.mkdirSync(spool);
    fs.writeFileSync(path.join(spool, "0"), "x");
    fs.writeFileSync(fresh, "x");
    const old = new Date(Date.now() - 2 * HOUR);
    for (const f of [partial, spool, path.join(spool, "0")]) fs.utimesSync(f, old, old);
    expect(sweepLeftovers(dir).sort()).toEqual([
      ".hallbook-spool-abc",
      "hallbook-scheduled-20300101T000000Z.tar.gz.123.partial",
    ]);
    expect(fs.existsSync(fresh)).toBe(true); // being written now, maybe
    expect(fs.existsSync(byHand)).toBe(true);
  });
});
