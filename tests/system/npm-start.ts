// `npm start` from the checkout's root, as an operator types it, for the system tests that start
// the real command (tests/system/data-dir.test.ts, tests/system/start-stop.test.ts).
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

/**
 * `npm start` (`-- args`) with `env` over this process's environment, less what the test runner
 * sets (VITEST*, NODE_ENV) and DATA_DIR; an `env` value of undefined removes that variable. It runs
 * in a process group of its own: stopping it is Ctrl-C for npm, the start script and the server.
 */
export function npmStart(
  port: number,
  env: Record<string, string | undefined>,
  args: string[] = [],
) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(childEnv))
    if (name === "DATA_DIR" || name === "NODE_ENV" || name.startsWith("VITEST"))
      delete childEnv[name];
  for (const [name, value] of Object.entries({ PORT: String(port), ...env }))
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  const spawnedAt = performance.now();
  const child = spawn("npm", ["start", ...(args.length ? ["--", ...args] : [])], {
    cwd: root,
    env: childEnv,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  // Every process of the group that holds its output has exited: npm, the script, the server.
  const closed = Promise.all(
    [child.stdout!, child.stderr!].map((s) => new Promise<void>((r) => s.once("close", r))),
  );
  let stopping: Promise<number> | undefined;
  const url = `http://localhost:${port}`;
  return {
    url,
    output: () => output,
    /**
     * Polls GET `urlPath` every `everyMs` until it answers 200 (a build on a busy machine may take
     * minutes); resolves with the ms from the spawn to that answer.
     */
    async answered(urlPath = "/api/health/", { everyMs = 250, timeoutMs = 600_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
        const res = await fetch(url + urlPath).catch(() => undefined);
        await res?.arrayBuffer();
        if (res?.ok) return performance.now() - spawnedAt;
        if (Date.now() > deadline) throw new Error(`No answer:\n${output.slice(-3000)}`);
        await new Promise((r) => setTimeout(r, everyMs));
      }
    },
    /** Sends SIGTERM to the group (once); resolves with the ms until all of it has exited. */
    stop() {
      return (stopping ??= (async () => {
        const sentAt = performance.now();
        try {
          process.kill(-child.pid!, "SIGTERM");
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error; // all exited
        }
        await closed;
        return performance.now() - sentAt;
      })());
    },
  };
}
