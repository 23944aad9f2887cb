// Debian's PgBouncer in transaction mode in front of a test's PostgreSQL, as an operator with many
// app servers runs it (docs/decisions/105-a-pooler-in-transaction-mode.md): the integration run
// through it (HALLBOOK_TEST_PGBOUNCER=1) and the system test of two servers behind nginx.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const PGBOUNCER = process.env.PGBOUNCER_PATH ?? "/usr/sbin/pgbouncer";

export type PgBouncer = {
  /** `target`'s URL with PgBouncer's port and the pooler mark (`?pgbouncer=true`) */
  url(target: string): string;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/**
 * Starts PgBouncer in transaction mode in front of the PostgreSQL of `serverUrl` (any database
 * on it), signing in to it as that URL's user. Root may not run it: it runs as `postgres`.
 */
export async function startPgBouncer(serverUrl: string): Promise<PgBouncer> {
  const server = new URL(serverUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-pgbouncer-"));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const user = decodeURIComponent(server.username);
  const quoted = (s: string) => `"${s.replaceAll('"', '""')}"`;
  fs.writeFileSync(
    path.join(dir, "users.txt"),
    `${quoted(user)} ${quoted(decodeURIComponent(server.password))}\n`,
  );
  fs.writeFileSync(
    path.join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      `* = host=${server.hostname} port=${server.port}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${path.join(dir, "users.txt")}`,
      "pool_mode = transaction",
      "max_client_conn = 1000",
      "default_pool_size = 40",
      // What HallBook's pool would have asked of each connection (lib/db/index.ts).
      "query_timeout = 60",
      `logfile = ${path.join(dir, "pgbouncer.log")}`,
      `pidfile = ${path.join(dir, "pgbouncer.pid")}`,
      "",
    ].join("\n"),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // It reads its files and writes its log and pid as `postgres`.
    for (const file of fs.readdirSync(dir)) fs.chmodSync(path.join(dir, file), 0o644);
    fs.chmodSync(dir, 0o777);
  }
  const child = spawn(
    PGBOUNCER,
    [...(asRoot ? ["-u", "postgres"] : []), path.join(dir, "pgbouncer.ini")],
    { stdio: "ignore" },
  );
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await reachable(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const logged = fs.existsSync(path.join(dir, "pgbouncer.log"))
        ? fs.readFileSync(path.join(dir, "pgbouncer.log"), "utf8")
        : "";
      child.kill("SIGKILL");
      throw new Error(`PgBouncer did not start:\n${logged}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url(target) {
      const url = new URL(target);
      url.host = `127.0.0.1:${port}`;
      url.searchParams.set("pgbouncer", "true");
      return url.toString();
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGINT");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
