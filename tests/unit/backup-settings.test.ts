// BACKUP_INTERVAL and BACKUP_KEEP are checked at start like every setting: a duration that does
// not parse stops the start with a message naming it; and archives are named by their UTC time.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { archiveName, SCHEDULED_ARCHIVE } from "@/lib/backup/manifest";
import { pruneArchives } from "@/lib/backup/prune";
import { parseDuration, parseEnv as parseSettings } from "@/lib/env";

const parseEnv = (settings: Record<string, string>) => parseSettings(settings as NodeJS.ProcessEnv);

describe("BACKUP_INTERVAL", () => {
  it("reads durations", () => {
    expect(parseDuration("24h")).toBe(86_400_000);
    expect(parseDuration("1h30m")).toBe(5_400_000);
    expect(parseDuration("7d")).toBe(604_800_000);
    expect(parseDuration("daily")).toBeNull();
    expect(parseDuration("24")).toBeNull();
    expect(parseEnv({ BACKUP_INTERVAL: "30m" }).BACKUP_INTERVAL).toBe(1_800_000);
    expect(parseEnv({ BACKUP_INTERVAL: "" }).BACKUP_INTERVAL).toBeUndefined();
    expect(parseEnv({}).BACKUP_KEEP).toBe(7);
  });

  it("stops the start on a bad value, naming it", () => {
    for (const bad of ["daily", "24", "10s", "400d"])
      expect(() => parseEnv({ BACKUP_INTERVAL: bad })).toThrow(
        /BACKUP_INTERVAL: must be a duration of 1m to 366d/,
      );
    expect(() => parseEnv({ BACKUP_KEEP: "0" })).toThrow(
      /BACKUP_KEEP: must be a whole number of archives, 1 to 1000/,
    );
    expect(parseEnv({ BACKUP_KEEP: "" }).BACKUP_KEEP).toBe(7);
  });
});

describe("archive names", () => {
  it("are the UTC time, sortable", () => {
    const name = archiveName(new Date("2026-11-29T03:04:05.678Z"));
    expect(name).toBe("hallbook-20261129T030405Z.tar.gz");
    const scheduled = archiveName(new Date("2026-11-29T03:04:05.678Z"), true);
    expect(scheduled).toBe("hallbook-scheduled-20261129T030405Z.tar.gz");
    // only the scheduled ones are pruned: one made by hand never is
    expect(SCHEDULED_ARCHIVE.test(scheduled)).toBe(true);
    expect(SCHEDULED_ARCHIVE.test("hallbook-scheduled-20261129T030405Z-1.tar.gz")).toBe(true);
    expect(SCHEDULED_ARCHIVE.test(name)).toBe(false);
    expect(SCHEDULED_ARCHIVE.test("other.tar.gz")).toBe(false);
  });
});

describe("pruning", () => {
  it("keeps the newest by time, then by the -n of one second", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-prune-"));
    try {
      const names = [
        "hallbook-scheduled-20261129T030405Z.tar.gz",
        "hallbook-scheduled-20261129T030405Z-1.tar.gz",
        "hallbook-scheduled-20261129T030404Z.tar.gz",
      ];
      for (const name of names) fs.writeFileSync(path.join(dir, name), "");
      expect(pruneArchives(dir, 1).sort()).toEqual([
        "hallbook-scheduled-20261129T030404Z.tar.gz",
        "hallbook-scheduled-20261129T030405Z.tar.gz",
      ]);
      expect(fs.readdirSync(dir)).toEqual(["hallbook-scheduled-20261129T030405Z-1.tar.gz"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the compose file's empty settings", () => {
  it("read as unset: docker-compose.yml passes every one, empty unless .env sets it", () => {
    const settings = parseEnv({
      BACKUP_INTERVAL: "",
      BACKUP_KEEP: "",
      BACKUP_DIR: "",
      METRICS_TOKEN: "",
      METRICS_ALLOW: "",
      METRICS: "",
    });
    expect(settings).toMatchObject({ BACKUP_KEEP: 7, METRICS: "on", METRICS_ALLOW: [] });
    expect(settings.BACKUP_INTERVAL).toBeUndefined();
    expect(settings.BACKUP_DIR).toBeUndefined();
    expect(settings.METRICS_TOKEN).toBeUndefined();
  });
});
