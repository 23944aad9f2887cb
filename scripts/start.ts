// `npm start` (production server) and `npm run dev` (next dev): configuration, database,
// migrations and demo data, then the web server. Stopping it (Ctrl-C, SIGTERM) stops the web
// server first and the embedded database last. Both run it bundled (scripts/start.mjs), and so
// does the container (scripts/assemble-runner.mjs).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { NewerDatabaseError } from "@/lib/db/migrate";
import { ConfigError } from "@/lib/env";

import { relocateOldData } from "./lib/data-dir";
import { bundled, MIGRATIONS_DIR, PEER_PRELOAD, STANDALONE_SERVER } from "./lib/layout";
import { exec, onShutdown, prepareRuntime, root, say } from "./lib/runtime";
import { SERVER_NODE_FLAGS } from "./lib/server-flags";

const require = createRequire(import.meta.url);

// What a production build is made from: when any of it is newer than the build (an edit, a
// `git pull`), `npm start` builds again instead of serving stale code.
const BUILD_INPUTS = [
  "app",
  "components",
  "lib",
  "public",
  "proxy.ts",
  "instrumentation-client.ts",
  "next.config.ts",
  "package-lock.json",
  "postcss.config.mjs",
  "tsconfig.json",
];

function newestMtime(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  if (path.basename(target) === "generated") return 0; // lib/generated is rewritten by every `npm ci`
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))),
  );
}

function buildIsStale(serverFile: string): string | null {
  // The runner image carries the build but not the sources: nothing to compare, nothing to build.
  if (bundled) return null;
  if (!fs.existsSync(serverFile)) return "No production build found";
  const builtAt = fs.statSync(serverFile).mtimeMs;
  const changed = BUILD_INPUTS.find((input) => newestMtime(path.join(root, input)) > builtAt);
  return changed ? `The code (${changed}) changed since the last build` : null;
}
const dev = process.argv.includes("--dev");
const forceBuild = process.argv.includes("--build");

async function main() {
  const configuredDataDir = process.env.DATA_DIR;
  const runtime = await prepareRuntime({ migrate: true, seed: true });
  const { env } = runtime;
  // Before any build: a build deletes what an earlier version left inside its output.
  relocateOldData(configuredDataDir, env.DATA_DIR, say);
  const standalone = STANDALONE_SERVER;
  // Resolved only when building or in development: the runner image has no Next.js CLI.
  const nextBin = () => require.resolve("next/dist/bin/next");

  const stale = dev ? null : forceBuild ? "A build was asked for" : buildIsStale(standalone);
  if (stale) {
    say(`${stale}: building (about a minute)...`);
    await exec(process.execPath, [nextBin(), "build"], { env: { NEXT_TELEMETRY_DISABLED: "1" } });
    await exec(process.execPath, [path.join(root, "scripts", "copy-standalone-assets.mjs")]);
  }

  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(env.PORT),
    // As lib/env.ts read it (trimmed, lowercase): the server's preload reads hosts with it too.
    APP_HOST: env.APP_HOST,
    HOSTNAME: "0.0.0.0",
    // Absolute: the server's working directory is the build's, which every build replaces.
    DATA_DIR: env.DATA_DIR,
    // next-auth: derive callback URLs from the request host, since every tenant has its own host.
    AUTH_TRUST_HOST: "true",
    // Idle keep-alive connections stay open longer than a load balancer's (60 s on most): a server
    // that closes one first races the client's next request on it, which then fails (ECONNRESET).
    KEEP_ALIVE_TIMEOUT: process.env.KEEP_ALIVE_TIMEOUT ?? "65000",
    NEXTAUTH_SECRET: process.env.AUTH_SECRET,
    // What the readiness check compares the database's migrations with (lib/db/readiness.ts).
    HALLBOOK_MIGRATIONS_DIR: MIGRATIONS_DIR,
  };
  const server: ChildProcess = dev
    ? spawn(process.execPath, [nextBin(), "dev", "-p", String(env.PORT), "-H", "0.0.0.0"], {
        cwd: root,
        // next dev serves from a child process of its own: the peer stamp goes by NODE_OPTIONS.
        env: {
          ...childEnv,
          NODE_ENV: "development",
          NODE_OPTIONS:
            `${process.env.NODE_OPTIONS ?? ""} --import ${JSON.stringify(PEER_PRELOAD)}`.trim(),
        },
        stdio: "inherit",
      })
    : spawn(process.execPath, [...SERVER_NODE_FLAGS, standalone], {
        cwd: path.dirname(standalone),
        env: { ...childEnv, NODE_ENV: "production" },
        stdio: "inherit",
      });
  const scheme = env.HTTPS ? "https" : "http";
  const port = env.PORT === 80 || env.PORT === 443 ? "" : `:${env.PORT}`;
  say(
    `HallBook is starting on ${scheme}://${env.APP_HOST}${port} (demo tenant: ${scheme}://demo.${env.APP_HOST}${port}).`,
  );

  const serverExited = new Promise<number>((resolve) =>
    server.on("exit", (code, signal) => resolve(code ?? (signal ? 0 : 1))),
  );
  const shuttingDown = onShutdown(async () => {
    say("Stopping...");
    if (server.exitCode === null) server.kill("SIGTERM");
    const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
    await serverExited;
    clearTimeout(timer);
    await runtime.stop();
    say("Stopped.");
  });
  const code = await serverExited;
  if (shuttingDown()) return; // the signal handler finishes the shutdown
  say(`The web server exited (code ${code}).`);
  await runtime.stop();
  process.exit(code);
}

main().catch((error) => {
  const told = error instanceof ConfigError || error instanceof NewerDatabaseError;
  console.error(told ? error.message : error);
  process.exit(1);
});
