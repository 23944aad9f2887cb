// A throw-away embedded PostgreSQL with HallBook's migrations applied, as `npm run bench` makes
// one, plus what the benchmark needs of it: free ports in its range and auto_explain.
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import pg from "pg";

import { databaseUrl, startEmbeddedPostgres, type EmbeddedPostgres } from "@/lib/db/embedded";
import { exec } from "@/scripts/lib/runtime";

import { processTreeCpuMs } from "./servers";

const require = createRequire(import.meta.url);

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

const taken = new Set<number>();

/** The first free port from `base` that this run has not handed out yet (20 tried). */
export async function freePort(base: number): Promise<number> {
  for (let port = base; port < base + 20; port++) {
    if (taken.has(port) || !(await portIsFree(port))) continue;
    taken.add(port);
    return port;
  }
  throw new Error(`No free port in ${base}-${base + 19} (set BENCH_PORT to another range).`);
}

export type BenchDatabase = {
  url: string;
  /** PostgreSQL's own log, where auto_explain writes the plans */
  logFile: string;
  pg: EmbeddedPostgres;
  scratch: string;
  /** the CPU PostgreSQL has used so far, all its processes together, in ms */
  cpuMs(): number;
  stop(): Promise<void>;
};

export async function startBenchDatabase(portBase: number): Promise<BenchDatabase> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-bench-http-"));
  // As root, PostgreSQL runs as the postgres user, who must reach its data directory.
  fs.chmodSync(scratch, 0o755);
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(scratch, "db"),
    persistent: false,
    port: await freePort(portBase),
  });
  const stop = async () => {
    await embedded.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  };
  try {
    const url = databaseUrl(embedded.url, "hallbook_bench");
    await exec(process.execPath, [require.resolve("prisma/build/index.js"), "migrate", "deploy"], {
      env: { DATABASE_URL: url },
      quiet: true,
    });
    // The postmaster's pid: the first line of postmaster.pid in its data directory.
    const postmaster = Number(
      fs.readFileSync(path.join(embedded.dataDir, "postmaster.pid"), "utf8").split("\n")[0],
    );
    return {
      url,
      logFile: path.join(embedded.dataDir, "server.log"),
      pg: embedded,
      scratch,
      cpuMs: () => processTreeCpuMs(postmaster),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * What stops a run: its servers, its client and its database, in that order; also on Ctrl-C or
 * SIGTERM, which then exit with 130.
 */
export function stopperOf(
  database: BenchDatabase,
  db: pg.Client,
  servers: { stop(): Promise<void> }[],
) {
  const stopAll = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db.end().catch(() => {});
    await database.stop();
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => void stopAll().finally(() => process.exit(130)));
  return stopAll;
}

/**
 * Loads auto_explain into every new session, silent until `explainWindow` turns it on: then it
 * logs each statement's plan with its actual rows, timings and buffers, as the statement ran.
 * Must run before the servers open their connections.
 */
export async function preloadAutoExplain(url: string) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query("ALTER SYSTEM SET session_preload_libraries = 'auto_explain'");
    await db.query("ALTER SYSTEM SET auto_explain.log_min_duration = -1");
    await db.query("ALTER SYSTEM SET auto_explain.log_analyze = on");
    await db.query("ALTER SYSTEM SET auto_explain.log_buffers = on");
    // The plan shows the values where they matter; one entry per statement, whatever its values.
    await db.query("ALTER SYSTEM SET auto_explain.log_parameter_max_length = 0");
    await db.query("SELECT pg_reload_conf()");
  } finally {
    await db.end();
  }
}

/** Runs `during` with every statement's plan logged, and returns the log it wrote meanwhile. */
export async function explainWindow(
  database: BenchDatabase,
  during: () => Promise<void>,
): Promise<string> {
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const toggle = async (ms: number) => {
    await db.query(`ALTER SYSTEM SET auto_explain.log_min_duration = ${ms}`);
    await db.query("SELECT pg_reload_conf()");
    // Each backend rereads its configuration before its next statement; give the signal a moment.
    await new Promise((r) => setTimeout(r, 300));
  };
  try {
    const from = fs.statSync(database.logFile).size;
    await toggle(0);
    try {
      await during();
    } finally {
      await toggle(-1);
    }
    const to = fs.statSync(database.logFile).size;
    const fd = fs.openSync(database.logFile, "r");
    const buffer = Buffer.alloc(to - from);
    fs.readSync(fd, buffer, 0, buffer.length, from);
    fs.closeSync(fd);
    return buffer.toString("utf8");
  } finally {
    await db.end();
  }
}
