// The files an operator's HallBook keeps (uploads, the mail outbox) survive an upgrade: `npm start`
// from the checkout's root with the default DATA_DIR writes them to ./.data, which a build never
// touches, not inside the build output (.next/standalone), which the next build replaces. Files an
// earlier version left in that old place are moved to ./.data at start, before any build.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { freePort } from "@/bench/lib/database";

import { restartableDatabase, seedVenue, type Database, type Venue } from "./harness";
import { npmStart } from "./npm-start";

const root = path.resolve(import.meta.dirname, "..", "..");
const dataDir = path.join(root, ".data");
const oldDataDir = path.join(root, ".next", "standalone", ".data");

let database: Database;
let venue: Venue;
const secret = crypto.randomBytes(32).toString("base64url");
/** What this test wrote under ./.data, removed afterwards (the checkout's own data stays). */
const written: string[] = [];

beforeAll(async () => {
  database = await restartableDatabase();
  venue = await seedVenue(database.url, secret);
});

afterAll(async () => {
  for (const file of written) fs.rmSync(file, { force: true });
  await database?.remove();
});

/** `npm start` from the checkout's root, as an operator types it, with DATA_DIR left unset. */
const start = (port: number, args: string[] = []) =>
  npmStart(
    port,
    {
      APP_HOST: "localhost",
      DATABASE_URL: database.url,
      // the uploads it follows are on the local disk (with DATABASE_URL, PostgreSQL is the default)
      STORAGE: "local",
      AUTH_SECRET: secret,
      SEED_DEMO: "false",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
    },
    args,
  );

/** A file as an earlier HallBook left it inside the build output, and where it belongs now. */
function leftInOldPlace(relative: string, bytes: Buffer) {
  const old = path.join(oldDataDir, relative);
  fs.mkdirSync(path.dirname(old), { recursive: true });
  fs.writeFileSync(old, bytes);
  const target = path.join(dataDir, relative);
  written.push(target);
  return { old, target };
}

describe("npm start with the default DATA_DIR", () => {
  it("keeps uploads in ./.data across a rebuild, and moves files from the old place", async () => {
    // Left by an earlier version: a logo (with its type) and a mail in the outbox.
    const oldKey = `t${venue.tenantId}/logo/${crypto.randomUUID()}.webp`;
    const oldLogo = await sharp({
      create: { width: 4, height: 4, channels: 3, background: "#0a0" },
    })
      .webp()
      .toBuffer();
    const movedLogo = leftInOldPlace(path.join("uploads", oldKey), oldLogo);
    const movedType = leftInOldPlace(`uploads/${oldKey}.type`, Buffer.from("image/webp"));
    const movedMail = leftInOldPlace(
      `outbox/${crypto.randomUUID()}.eml`,
      Buffer.from("Subject: hi\n\nhello\n"),
    );

    const port = await freePort(3690);
    let server = start(port);
    let logoUrl: string;
    try {
      await server.answered();
      for (const f of [movedLogo, movedType, movedMail]) {
        expect(fs.existsSync(f.target), f.target).toBe(true);
        expect(fs.existsSync(f.old), f.old).toBe(false);
      }
      expect(server.output()).toMatch(/Moved 3 files from .*\.next\/standalone\/\.data/);

      const png = await sharp({
        create: { width: 8, height: 8, channels: 3, background: "#c00" },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append("logo", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
      const { "content-type": _json, ...headers } = venue.headers;
      const res = await fetch(`${server.url}/api/tenant/customization/upload-logo/`, {
        method: "POST",
        headers,
        body: form,
      });
      expect(res.status, await res.clone().text()).toBe(200);
      logoUrl = ((await res.json()) as { logo_url: string }).logo_url;
      const key = logoUrl.replace("/api/files/", "");
      written.push(
        path.join(dataDir, "uploads", key),
        path.join(dataDir, "uploads", `${key}.type`),
      );
      expect(fs.existsSync(path.join(dataDir, "uploads", key))).toBe(true);
      expect(fs.existsSync(path.join(oldDataDir, "uploads", key))).toBe(false);
      expect((await fetch(server.url + logoUrl)).status).toBe(200);
    } finally {
      await server.stop();
    }

    // An upgrade: the build is made again, replacing .next.
    server = start(port, ["--build"]);
    try {
      await server.answered();
      expect(server.output()).toContain("A build was asked for");
      const logo = await fetch(server.url + logoUrl);
      expect(logo.status).toBe(200);
      expect(logo.headers.get("content-type")).toBe("image/webp");
      const old = await fetch(`${server.url}/api/files/${oldKey}`);
      expect(old.status).toBe(200);
      expect(Buffer.from(await old.arrayBuffer()).equals(oldLogo)).toBe(true);
    } finally {
      await server.stop();
    }
  }, 1_200_000);
});
