// What every entry point that needs a database shares: configuration, the generated secret, the
// embedded PostgreSQL (when DATABASE_URL is unset), migrations and the one-time demo seed.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import type { EmbeddedPostgres } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/migrate";
import { withSessionLock } from "@/lib/db/session-lock";
import { ConfigError, parseEnv, resetEnv, type Env } from "@/lib/env";
import { demoSeeded } from "@/prisma/seed/seeded";

import { bundled, MIGRATIONS_DIR, root } from "./layout";
import { settleStorage } from "./storage-default";

export { root };
const require = createRequire(import.meta.url);

export const say = (message: string) => console.log(`[hallbook] ${message}`);

/** Runs a command, inheriting stdio unless `quiet` (then its output is shown only on failure). */
export function exec(
  cmd: string,
  args: string[],
  opts: { env?: Record<string, string | undefined>; quiet?: boolean } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, ...opts.env },
      stdio: opts.quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) return resolve();
      if (opts.quiet) process.stderr.write(output);
      reject(new Error(`${path.basename(cmd)} ${args.join(" ")} exited with ${code}`));
    });
  });
}

export const prismaCli = (args: string[], opts: { quiet?: boolean } = {}) =>
  exec(process.execPath, [require.resolve("prisma/build/index.js"), ...args], opts);

export function secretFile(env: Env, name: string): string {
  const file = path.join(env.DATA_DIR, "secrets", name);
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const value = crypto.randomBytes(32).toString("base64url");
  // Written aside, then linked into place, which fails if the file is there: replicas that start
  // at once on one volume each generate a value, and all of them keep the first one linked.
  const aside = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  fs.writeFileSync(aside, value, { mode: 0o600 });
  try {
    fs.linkSync(aside, file);
    say(`Generated ${name} in ${file}.`);
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return fs.readFileSync(file, "utf8").trim();
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

/** The advisory lock of the demo data's first load. */
const SEED_LOCK = 72707370;

export type Runtime = {
  env: Env;
  databaseUrl: string;
  embedded?: EmbeddedPostgres;
  stop(): Promise<void>;
};

/**
 * Loads configuration (failing fast on a bad value), provides AUTH_SECRET and DATABASE_URL in
 * process.env for everything started from here, and optionally migrates and seeds.
 */
export async function prepareRuntime(
  opts: { migrate?: boolean; seed?: boolean } = {},
): Promise<Runtime> {
  const env = parseEnv(process.env);
  // Resolved here once, from this process's working directory, and handed on as an absolute path
  // to everything started from here (the server runs in another directory): decision 053.
  process.env.DATA_DIR = env.DATA_DIR;
  // So is BACKUP_DIR: the server's working directory is the build's, which a build empties.
  if (env.BACKUP_DIR) process.env.BACKUP_DIR = path.resolve(env.BACKUP_DIR);
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  process.env.AUTH_SECRET = env.AUTH_SECRET ?? secretFile(env, "auth-secret");
  settleStorage(env, say);

  let embedded: EmbeddedPostgres | undefined;
  let url = env.DATABASE_URL;
  if (!url) {
    if (bundled)
      throw new ConfigError(
        "DATABASE_URL is required: the HallBook image carries no embedded PostgreSQL. Set it to " +
          "your PostgreSQL server, such as postgresql://hallbook:password@db:5432/hallbook " +
          "(docker-compose.yml sets it for the database it runs).",
      );
    // Imported only here: the runner image has no embedded PostgreSQL to import.
    const { databaseUrl, startEmbeddedPostgres } = await import("@/lib/db/embedded");
    // EPHEMERAL_DATA (the browser tests): a throw-away database, deleted with DATA_DIR on stop.
    embedded = await startEmbeddedPostgres({
      dataDir: env.DATA_DIR,
      persistent: !env.EPHEMERAL_DATA,
      log: say,
    });
    url = databaseUrl(embedded.url, "hallbook");
  }
  process.env.DATABASE_URL = url;
  resetEnv(); // env() now sees the database
  // Prisma's client is loaded only to seed (about 1 s of CPU): a start that does not seed, and
  // its stop, never load it.
  let seeding = false;
  const disconnect = async () => {
    if (!seeding) return;
    const { disconnectDb } = await import("@/lib/db");
    await disconnectDb();
  };
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await disconnect();
      await embedded?.stop();
    })());

  // Direct to PostgreSQL: the migrations' and the demo data's advisory locks are sessions'
  // (lib/db/pooler-url.ts).
  const direct = env.DATABASE_LISTEN_URL ?? url;
  try {
    if (opts.migrate) {
      say("Applying database migrations...");
      await applyMigrations(direct, MIGRATIONS_DIR, say);
    }
    const seedDemo = (opts.seed ?? false) && (env.SEED_DEMO ?? !env.DATABASE_URL);
    if (seedDemo && !(await demoSeeded(direct))) {
      seeding = true;
      const { seedDemoOnce } = await import("@/prisma/seed/demo");
      // Replicas that start at once: one loads the demo data, the others wait and find it.
      await withSessionLock(direct, SEED_LOCK, () => seedDemoOnce(say));
    }
    // This process needs no connection while the server runs.
    await disconnect();
  } catch (error) {
    await stop();
    throw error;
  }
  return { env, databaseUrl: url, embedded, stop };
}

/** Runs `handler` once on SIGINT, SIGTERM or SIGHUP, then exits. Returns whether that has begun. */
export function onShutdown(handler: (signal: NodeJS.Signals) => Promise<void>): () => boolean {
  let shuttingDown = false;
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      if (shuttingDown) return;
      shuttingDown = true;
      handler(signal).finally(() => process.exit(0));
    });
  }
  return () => shuttingDown;
}
