// The compose file's nginx configuration (deploy/nginx/nginx.conf) passes `nginx -t`: the same
// file, with only the compose network's name of the app servers and the path of the shared rules
// put where this machine has them.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { expect, it } from "vitest";

import { NGINX } from "./nginx";

const deploy = path.resolve(import.meta.dirname, "..", "..", "deploy", "nginx");

it("is a configuration nginx accepts", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-nginx-t-"));
  try {
    const compose = fs.readFileSync(path.join(deploy, "nginx.conf"), "utf8");
    expect(compose).toContain("server app:3000 ");
    expect(compose).toContain("include /etc/nginx/hallbook.conf;");
    const here = compose
      .replace("server app:3000 ", "server 127.0.0.1:3000 ")
      .replace("/etc/nginx/hallbook.conf", path.join(deploy, "hallbook.conf"));
    fs.writeFileSync(path.join(dir, "nginx.conf"), here);
    const checked = spawnSync(
      NGINX,
      ["-t", "-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")],
      { encoding: "utf8" },
    );
    expect(checked.stderr).toContain("test is successful");
    expect(checked.status).toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
