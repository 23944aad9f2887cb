// The two servers under load: HallBook's production build, started as `npm start` starts it
// (node .next/standalone/server.js), and the floor (bench/floor.ts), each in its own process, on
// the same database. Also the Node CPU each process has used, read from /proc.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { SERVER_NODE_FLAGS } from "../../scripts/lib/server-flags";

export const root = path.resolve(import.meta.dirname, "..", "..");
export const STANDALONE = path.join(root, ".next", "standalone", "server.js");

export type ServerName = "HallBook" | "floor" | "HallBook, metrics on" | "HallBook, metrics off";

export type Server = {
  name: ServerName;
  url: string;
  pid: number;
  /** user + system CPU time the process has used so far, in ms */
  cpuMs(): number;
  stop(): Promise<void>;
};

/** The production build's server, or a clear error when there is none. */
export function productionBuild(): { server: string; builtAt: Date } {
  if (!fs.existsSync(STANDALONE))
    throw new Error(
      `No production build at ${path.relative(root, STANDALONE)}. Run \`npm run build\` first ` +
        "(the benchmark measures the production server, as `npm start` runs it).",
    );
  return { server: STANDALONE, builtAt: fs.statSync(STANDALONE).mtime };
}

const ticksPerSecond = (() => {
  const out = spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" });
  return Number(out.stdout?.trim()) || 100;
})();

/** The fields of /proc/<pid>/stat after the command name (from field 3, the state), or none. */
function statFields(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces; the fields after it are plain numbers.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null; // it has ended
  }
}
const ticksMs = (...ticks: string[]) =>
  (ticks.reduce((sum, t) => sum + Number(t), 0) * 1000) / ticksPerSecond;

/** utime + stime of a process (fields 14 and 15 of /proc/<pid>/stat), in ms. */
export function processCpuMs(pid: number): number {
  const fields = statFields(pid);
  if (!fields) throw new Error(`Process ${pid} has ended.`);
  return ticksMs(fields[11]!, fields[12]!);
}

/**
 * The CPU a process and all its children have used, in ms: its own, that of its children that
 * have ended (cutime + cstime, fields 16 and 17) and that of those running (utime + stime). For
 * PostgreSQL's postmaster, every backend's and background worker's.
 */
export function processTreeCpuMs(pid: number): number {
  const own = statFields(pid);
  if (!own) throw new Error(`Process ${pid} has ended.`);
  let total = ticksMs(own[11]!, own[12]!, own[13]!, own[14]!);
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    // field 4, the parent's pid
    if (fields && Number(fields[1]) === pid) total += ticksMs(fields[11]!, fields[12]!);
  }
  return total;
}

function tail(file: string, lines = 30) {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

async function launch(
  name: ServerName,
  opts: { args: string[]; cwd: string; env: NodeJS.ProcessEnv; port: number; health: string },
  logDir: string,
): Promise<Server> {
  const logFile = path.join(logDir, `${name.toLowerCase().replace(/\W+/g, "-")}.log`);
  const out = fs.openSync(logFile, "a");
  // BENCH_PROFILE_DIR: V8 CPU profiles of the server's threads, written when it stops (--cpu-prof).
  const profile = process.env.BENCH_PROFILE_DIR
    ? ["--cpu-prof", `--cpu-prof-dir=${path.join(process.env.BENCH_PROFILE_DIR, name)}`]
    : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, ...opts.args], {
    cwd: opts.cwd,
    env: opts.env,
    stdio: ["ignore", out, out],
  });
  fs.closeSync(out);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${opts.port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited (code ${child.exitCode}) while starting:\n${tail(logFile)}`);
    try {
      const res = await fetch(url + opts.health);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not answer ${opts.health} within 90 s:\n${tail(logFile)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const pid = child.pid!;
  return { name, url, pid, cpuMs: () => processCpuMs(pid), stop };
}

export type ServerSetup = {
  databaseUrl: string;
  secret: string;
  poolSize: number;
  /** a directory for the servers' logs and HallBook's DATA_DIR */
  scratch: string;
  /**
   * The address HallBook listens on; 127.0.0.1 unless said. A venue's pages need "0.0.0.0", as
   * `npm start` gives it: listening on 127.0.0.1, Next.js takes the proxy's rewrite of a venue's
   * host to its pages for another origin's, and the venue's layout sends it home (307).
   */
  hostname?: string;
  /** more of the server's environment (TRUST_PROXY behind a proxy, the mail server...) */
  env?: Record<string, string>;
};

export function startHallBook(setup: ServerSetup, port: number, name: ServerName = "HallBook") {
  const { server } = productionBuild();
  return launch(
    name,
    {
      args: [...SERVER_NODE_FLAGS, server],
      cwd: path.dirname(server),
      port,
      health: "/api/health",
      // What scripts/start.ts gives the production server.
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        PORT: String(port),
        HOSTNAME: setup.hostname ?? "127.0.0.1",
        APP_HOST: "localhost",
        AUTH_TRUST_HOST: "true",
        AUTH_SECRET: setup.secret,
        NEXTAUTH_SECRET: setup.secret,
        DATABASE_URL: setup.databaseUrl,
        DATABASE_POOL_SIZE: String(setup.poolSize),
        DATA_DIR: path.join(setup.scratch, "hallbook-data"),
        ...setup.env,
      },
    },
    setup.scratch,
  );
}

export function startFloor(setup: ServerSetup, port: number) {
  return launch(
    "floor",
    {
      // The young generation HallBook's server gets (scripts/lib/server-flags.ts): the floor
      // allocates its rows and JSON as HallBook does, and is not to be measured with less.
      args: ["--max-semi-space-size=64", "--import", "tsx", path.join(root, "bench", "floor.ts")],
      cwd: root,
      port,
      health: "/health",
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        APP_HOST: "localhost",
        AUTH_SECRET: setup.secret,
        DATABASE_URL: setup.databaseUrl,
        DATABASE_POOL_SIZE: String(setup.poolSize),
      },
    },
    setup.scratch,
  );
}
