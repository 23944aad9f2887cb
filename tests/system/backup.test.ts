// The operator's safety net end to end: `npm start` on a new DATA_DIR (the embedded PostgreSQL and
// the demo data), bookings, a logo and mail in the outbox; `npm run backup` while requests keep
// creating bookings and reading; `npm run restore` into a NEW data directory; every table of the
// restored database against the manifest's counts and digests (taken in the backup's snapshot),
// every file by its hash; then a server started on it serves a restored booking and the logo.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";

import pg from "pg";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import { freePort } from "@/bench/lib/database";
import { readArchive } from "@/lib/backup/archive";
import { settleSession, tableDigest, tablesOf } from "@/lib/backup/sql";
import { databaseUrl, startEmbeddedPostgres } from "@/lib/db/embedded";

import { npmStart } from "./npm-start";

const root = path.resolve(import.meta.dirname, "..", "..");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-backup-system-"));
fs.chmodSync(scratch, 0o755); // as root, PostgreSQL runs as postgres and must reach it
const [original, restored] = [path.join(scratch, "a"), path.join(scratch, "b")];
const servers: ReturnType<typeof npmStart>[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const settings = (dataDir: string) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: undefined,
  APP_HOST: "localhost",
  SMTP_URL: "",
  LOG_LEVEL: "warn",
});

/** An npm script on `dataDir`; resolves with its output, rejects with it when it fails. */
function npmRun(args: string[], dataDir: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env))
    if (name === "NODE_ENV" || name.startsWith("VITEST")) delete env[name];
  delete env.DATABASE_URL;
  Object.assign(env, { DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", ...args], { cwd: root, env });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => (code === 0 ? resolve(output) : reject(new Error(output))));
  });
}

async function signIn(url: string) {
  const res = await fetch(`${url}/api/token/`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-tenant": "demo" },
    body: JSON.stringify({ email: "owner@demo.example.com", password: "Owner#12345" }),
  });
  expect(res.status).toBe(200);
  const { access } = (await res.json()) as { access: string };
  return { "x-tenant": "demo", authorization: `Bearer ${access}` };
}

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

/** Every table's count and digest, read as the backup reads them, from `dataDir`'s database. */
async function digestsOf(dataDir: string) {
  const embedded = await startEmbeddedPostgres({ dataDir });
  const client = new pg.Client({ connectionString: databaseUrl(embedded.url, "hallbook") });
  await client.connect();
  try {
    await settleSession(client);
    const digests: Record<string, { rows: number; digest: string }> = {};
    for (const table of await tablesOf(client)) digests[table] = await tableDigest(client, table);
    return digests;
  } finally {
    await client.end();
    await embedded.stop();
  }
}

describe("npm run backup and npm run restore", () => {
  it("back up while requests run, restore into a new data directory, and serve it", async () => {
    const server = npmStart(await freePort(3710), settings(original));
    servers.push(server);
    await server.answered();
    const headers = await signIn(server.url);
    const json = { ...headers, "content-type": "application/json" };
    const halls = await (await fetch(`${server.url}/api/tenant/halls/`, { headers })).json();
    const hall = (halls.results ?? halls)[0].id as number;
    let n = 0;
    const book = async () => {
      const start = Date.UTC(2034, 0, 1, 10) + n++ * 86_400_000;
      const res = await fetch(`${server.url}/api/tenant/bookings/`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({
          hall,
          event_name: `Backup gala ${n}`,
          customer_name: "Kim Park",
          customer_email: `kim${n}@example.com`,
          status: "confirmed",
          start_time: new Date(start).toISOString(),
          end_time: new Date(start + 3_600_000).toISOString(),
        }),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()) as { id: number; event_name: string };
    };
    const before = [];
    for (let i = 0; i < 3; i++) before.push(await book());
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c00" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("logo", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
    const upload = await fetch(`${server.url}/api/tenant/customization/upload-logo/`, {
      method: "POST",
      headers,
      body: form,
    });
    expect(upload.status).toBe(200);
    const { logo_url: logoUrl } = (await upload.json()) as { logo_url: string };
    const logo = Buffer.from(await (await fetch(server.url + logoUrl)).arrayBuffer());
    // the customers' mail, written to the outbox by the sender (no SMTP_URL)
    const outbox = path.join(original, "outbox");
    const mails = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0);
    for (let i = 0; i < 100 && mails() < 3; i++) await new Promise((r) => setTimeout(r, 100));
    expect(mails()).toBeGreaterThanOrEqual(3);

    // Bookings made and read all the while the backup runs.
    let running = true;
    let during = 0;
    const load = (async () => {
      while (running) {
        await book();
        const list = await fetch(`${server.url}/api/tenant/bookings/?page_size=5`, { headers });
        expect(list.status).toBe(200);
        await list.arrayBuffer();
        during++;
      }
    })();
    const output = await npmRun(["backup"], original).finally(() => (running = false));
    await load;
    expect(during).toBeGreaterThan(0);
    // the running server's PostgreSQL, not a second postmaster on the same data directory
    expect(output).toMatch(/Using the embedded PostgreSQL already running/);
    const file = /Written: (.*\.tar\.gz)/.exec(output)![1]!;
    expect(path.dirname(file)).toBe(path.join(original, "backups"));

    const restoring = await npmRun(["restore", "--", file], restored);
    expect(restoring).toMatch(/counts and digests match/);
    let raw = "";
    await readArchive(file, async ({ name, body }) => {
      if (name === "manifest.json") raw = (await buffer(body)).toString("utf8");
    });
    const manifest = JSON.parse(raw) as {
      database: { tables: { table: string; rows: number; digest: string }[] };
      files: { key: string; sha256: string }[];
      outbox: { name: string; sha256: string }[];
    };

    // Every table as of the snapshot: the restored database against the manifest.
    const digests = await digestsOf(restored);
    expect(Object.keys(digests).sort()).toEqual(manifest.database.tables.map((t) => t.table));
    for (const t of manifest.database.tables)
      expect(digests[t.table], t.table).toEqual({ rows: t.rows, digest: t.digest });
    const bookings = manifest.database.tables.find((t) => t.table === "bookings")!.rows;
    expect(bookings).toBeGreaterThanOrEqual(before.length);
    // Every file: the restored disk against the manifest and the original's bytes.
    const key = logoUrl.replace("/api/files/", "");
    expect(manifest.files.map((f) => f.key)).toContain(key);
    for (const f of manifest.files)
      expect(sha256(fs.readFileSync(path.join(restored, "uploads", f.key)))).toBe(f.sha256);
    expect(manifest.outbox.length).toBeGreaterThan(0);
    for (const m of manifest.outbox)
      expect(sha256(fs.readFileSync(path.join(restored, "outbox", m.name)))).toBe(m.sha256);

    // Served by a server on the restored data directory.
    const second = npmStart(await freePort(3730), settings(restored));
    servers.push(second);
    await second.answered();
    const restoredHeaders = await signIn(second.url);
    const read = await fetch(`${second.url}/api/tenant/bookings/${before[1]!.id}/`, {
      headers: restoredHeaders,
    });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { event_name: string }).event_name).toBe(before[1]!.event_name);
    const served = await fetch(second.url + logoUrl);
    expect(served.status).toBe(200);
    expect(sha256(Buffer.from(await served.arrayBuffer()))).toBe(sha256(logo));
  }, 900_000);
});
