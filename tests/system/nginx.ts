// Debian's nginx in front of app servers on this machine, with the rules operators are given
// (deploy/nginx/hallbook.conf): only the upstream's addresses and the port are the test's.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const RULES = path.resolve(import.meta.dirname, "..", "..", "deploy", "nginx", "hallbook.conf");

/** What each upstream server is given, as in deploy/nginx/nginx.conf: never left out. */
const UPSTREAM_SERVER = "max_fails=0";

export type Nginx = { port: number; url: string; log(): string; stop(): Promise<void> };

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/** nginx on `port` in front of the app servers on `upstreams` (ports of 127.0.0.1). */
export async function startNginx(port: number, upstreams: number[]): Promise<Nginx> {
  if (!fs.existsSync(NGINX))
    throw new Error(`nginx is not installed at ${NGINX} (apt-get install nginx; .ci/run does).`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-nginx-"));
  fs.chmodSync(dir, 0o777); // its workers run as another user when started as root
  const at = (name: string) => path.join(dir, name);
  const temps = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((t) => `${t}_temp_path ${at(t)};`)
    .join("\n  ");
  fs.writeFileSync(
    at("nginx.conf"),
    `daemon off;
pid ${at("nginx.pid")};
error_log ${at("error.log")} warn;
worker_processes 2;
events { worker_connections 2048; }
http {
  access_log off;
  ${temps}
  upstream hallbook {
    ${upstreams.map((p) => `server 127.0.0.1:${p} ${UPSTREAM_SERVER};`).join("\n    ")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port} default_server;
    include ${RULES};
  }
}
`,
  );
  const child = spawn(NGINX, ["-p", dir, "-c", at("nginx.conf"), "-e", at("error.log")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const log = () =>
    fs.existsSync(at("error.log")) ? fs.readFileSync(at("error.log"), "utf8") : "";
  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not start:\n${stderr}\n${log()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    log,
    async stop() {
      if (child.exitCode === null) child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
