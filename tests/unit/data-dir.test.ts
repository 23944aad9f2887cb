// Files an earlier version left inside the build output are moved to DATA_DIR at start, never
// over a newer file of the same name; and where that old place was.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { moveOldData, oldDataDir } from "@/scripts/lib/data-dir";

const root = path.resolve(import.meta.dirname, "..", "..");
const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tmp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-data-dir-"));
  scratch.push(dir);
  return dir;
}

function write(dir: string, file: string, text: string, mtime: Date) {
  const full = path.join(dir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
  fs.utimesSync(full, mtime, mtime);
}
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");
const earlier = new Date("2026-01-01T00:00:00Z");
const later = new Date("2026-06-01T00:00:00Z");

describe("the old place of DATA_DIR", () => {
  it("was the configured directory resolved from inside the build output", () => {
    const standalone = path.join(root, ".next", "standalone");
    expect(oldDataDir(undefined)).toBe(path.join(standalone, ".data"));
    expect(oldDataDir("  ")).toBe(path.join(standalone, ".data"));
    expect(oldDataDir("var/files")).toBe(path.join(standalone, "var", "files"));
    expect(oldDataDir("../files")).toBe(path.join(root, ".next", "files"));
  });

  it("is nowhere for an absolute path, or one that names the server's own files", () => {
    for (const configured of ["/srv/hallbook", ".", "./", "..", "../..", "../../data"])
      expect(oldDataDir(configured), configured).toBeNull();
  });
});

describe("moveOldData", () => {
  it("moves every file, keeps newer ones of the same name, and removes what it emptied", () => {
    const [from, to] = [tmp(), tmp()];
    write(from, "uploads/t1/logo/a.webp", "old a", earlier);
    write(from, "uploads/t1/logo/a.webp.type", "image/webp", earlier);
    write(from, "outbox/m.eml", "mail", earlier);
    write(from, "uploads/t1/gallery/kept.webp", "older", earlier);
    write(to, "uploads/t1/gallery/kept.webp", "newer", later);
    write(from, "uploads/t2/replaced.webp", "newer from the old place", later);
    write(to, "uploads/t2/replaced.webp", "older", earlier);

    const result = moveOldData(from, to);
    expect(result).toEqual({
      moved: 4,
      kept: [path.join("uploads", "t1", "gallery", "kept.webp")],
    });
    expect(read(to, "uploads/t1/logo/a.webp")).toBe("old a");
    expect(read(to, "uploads/t1/logo/a.webp.type")).toBe("image/webp");
    expect(read(to, "outbox/m.eml")).toBe("mail");
    expect(read(to, "uploads/t1/gallery/kept.webp")).toBe("newer");
    expect(read(to, "uploads/t2/replaced.webp")).toBe("newer from the old place");
    // What could not move stays, and only it.
    expect(fs.readdirSync(from, { recursive: true })).toEqual([
      "uploads",
      path.join("uploads", "t1"),
      path.join("uploads", "t1", "gallery"),
      path.join("uploads", "t1", "gallery", "kept.webp"),
    ]);
    expect(read(from, "uploads/t1/gallery/kept.webp")).toBe("older");
  });

  it("removes the old place once it is empty, and does nothing the second time", () => {
    const [from, to] = [tmp(), tmp()];
    write(from, "outbox/m.eml", "mail", earlier);
    expect(moveOldData(from, to)).toEqual({ moved: 1, kept: [] });
    expect(fs.existsSync(from)).toBe(false);
    expect(moveOldData(from, to)).toEqual({ moved: 0, kept: [] });
  });

  it("leaves DATA_DIR alone when the old place is the same directory, or one holds the other", () => {
    const dir = tmp();
    write(dir, "outbox/m.eml", "mail", earlier);
    write(dir, "inner/outbox/n.eml", "mail", earlier);
    expect(moveOldData(path.join(dir, "."), dir)).toEqual({ moved: 0, kept: [] });
    expect(moveOldData(dir, path.join(dir, "inner"))).toEqual({ moved: 0, kept: [] });
    expect(moveOldData(path.join(dir, "inner"), dir)).toEqual({ moved: 0, kept: [] });
    expect(read(dir, "outbox/m.eml")).toBe("mail");
    expect(read(dir, "inner/outbox/n.eml")).toBe("mail");
  });
});
