// `npm test`: everything, in the order that fails fastest. Lint beside the types, unit and
// integration tests (against a throw-away embedded PostgreSQL), the schema drift check, a
// production build, the system tests of that build (a crash, a database restart), the Playwright
// suite in Chromium against the real start command, and a smoke run of the HTTP benchmark.
// `npm test -- --skip-e2e` stops before the browser tests.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { flakyTests, type PlaywrightReport } from "./lib/flaky";
import { root } from "./lib/runtime";
import { scratchRoot } from "./lib/scratch";

/** Programs from the distribution's packages that the tests start, where Debian installs them. */
const SERVER_PROGRAMS = {
  nginx: process.env.NGINX_PATH ?? "/usr/sbin/nginx",
  PgBouncer: process.env.PGBOUNCER_PATH ?? "/usr/sbin/pgbouncer",
};

const skipE2e = process.argv.includes("--skip-e2e");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// In memory where the machine allows it (scripts/lib/scratch.ts); every step's temp files go there
// too (TMPDIR), the integration tests' databases and the browser tests' server among them.
const scratch = fs.mkdtempSync(path.join(scratchRoot(), "hallbook-check-"));
// The embedded PostgreSQL may run as another user (as root: `postgres`); let it reach its data.
fs.chmodSync(scratch, 0o755);
const tmp = path.join(scratch, "tmp");
fs.mkdirSync(tmp, { mode: 0o755 });
fs.chmodSync(tmp, 0o1777);
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const report = path.join(scratch, "e2e-report.json");

/** The integration tests of the hot paths: bookings, holds, live events, the access cache, mail. */
const THROUGH_POOLER = [
  "pooler.test.ts",
  "bookings.test.ts",
  "booking-concurrency.test.ts",
  "booking-insert-deadlock.test.ts",
  "booking-etags.test.ts",
  "booking-json.test.ts",
  "booking-series.test.ts",
  "combined-halls-races.test.ts",
  "holds.test.ts",
  "booking-holds.test.ts",
  "live-events.test.ts",
  "live-writers.test.ts",
  "live-event-ids.test.ts",
  "listen.test.ts",
  "access-cache.test.ts",
  "access-cache-servers.test.ts",
  "customer-mail-queue.test.ts",
  "customer-mail-flow.test.ts",
  "rate-limit.test.ts",
  "auth-tokens.test.ts",
];

type Step = { name: string; cmd: string; args: string[]; env?: Record<string, string> };
/** Lanes that run side by side, each lane's steps in order: single-threaded checks that would
 * otherwise leave the second core idle. Their output is held and printed as each step ends. */
type Together = { together: Step[][] };
const steps: (Step | Together)[] = [
  {
    together: [
      [{ name: "Lint", cmd: "npm", args: ["run", "lint"] }],
      [
        { name: "Route types", cmd: bin("next"), args: ["typegen"] },
        { name: "Typecheck", cmd: bin("tsc"), args: ["--noEmit"] },
      ],
    ],
  },
  {
    name: "Unit and integration tests",
    cmd: bin("vitest"),
    args: ["run", "--project", "unit", "--project", "integration"],
  },
  // The hot paths again, their queries through Debian's PgBouncer in transaction mode and their
  // LISTENs direct, as many app servers would run them (decision 105).
  {
    name: "Integration tests through PgBouncer",
    cmd: bin("vitest"),
    args: [
      "run",
      "--project",
      "integration",
      ...THROUGH_POOLER.map((f) => `tests/integration/${f}`),
    ],
    env: { HALLBOOK_TEST_PGBOUNCER: "1" },
  },
  {
    name: "Schema drift check",
    cmd: bin("tsx"),
    args: ["scripts/with-db.ts", "--migrate", "tsx", "scripts/db-check.ts"],
    env: { DATA_DIR: path.join(scratch, "check"), DATABASE_URL: "" },
  },
  // The types were checked just above on the same tsconfig: the build does not check them again
  // (next.config.ts). An operator's `npm run build` still does.
  {
    name: "Production build",
    cmd: "npm",
    args: ["run", "build"],
    env: { HALLBOOK_TYPES_CHECKED: "1" },
  },
  // The production server killed mid-burst, and its database stopped and started under load.
  {
    name: "System tests (the production server)",
    cmd: bin("vitest"),
    args: ["run", "--project", "system"],
    // Its upgrade test builds again (tests/system/data-dir.test.ts): the types are checked.
    env: { DATABASE_URL: "", HALLBOOK_TYPES_CHECKED: "1" },
  },
  ...(skipE2e
    ? []
    : [
        {
          name: "End-to-end tests (Chromium)",
          cmd: bin("playwright"),
          args: ["test"],
          env: {
            DATABASE_URL: "",
            E2E_DATA_DIR: path.join(scratch, "e2e"),
            E2E_REPORT: report,
            // Two spec files at a time where there are two cores (playwright.config.ts).
            E2E_WORKERS: String(Math.min(2, os.availableParallelism())),
          },
        },
        // The production build against a bare floor server, on a small data set: the same answers
        // from both, no 5xx, no sequential scan of bookings (BENCHMARKS.md).
        {
          name: "HTTP benchmark, smoke run",
          cmd: bin("tsx"),
          args: ["bench/http.ts", "--smoke"],
          env: { DATABASE_URL: "" },
        },
      ]),
];

/** A step's process; with `hold`, its output is kept and handed back instead of shown. */
function run(step: Step, hold = false): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      cwd: root,
      stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", TMPDIR: tmp, ...step.env },
    });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("error", (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Runs one step, or lanes of steps side by side; a lane stops at its first failure. */
async function runStage(stage: Step | Together, results: string[]): Promise<boolean> {
  const lanes = "together" in stage ? stage.together : [[stage]];
  const hold = lanes.length > 1;
  if (hold) console.log(`\n━━ ${lanes.map((l) => l.map((s) => s.name).join(", ")).join(" | ")} ━━`);
  const outcomes = await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        if (!hold) console.log(`\n━━ ${step.name} ━━`);
        const started = Date.now();
        const { code, output } = await run(step, hold);
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        if (hold) console.log(`\n━━ ${step.name} ━━\n${output.trimEnd()}`);
        results.push(`${code === 0 ? "✓" : "✗"} ${step.name} (${seconds} s)`);
        if (code !== 0) return false;
      }
      return true;
    }),
  );
  return outcomes.every(Boolean);
}

async function main() {
  if (!skipE2e && !fs.existsSync(chromiumPath)) {
    console.error(
      `Chromium is needed for the end-to-end tests and was not found at ${chromiumPath}.\nInstall it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  // The system tests put nginx in front of two servers, and PgBouncer in front of PostgreSQL.
  const missing = Object.entries(SERVER_PROGRAMS).filter(([, file]) => !fs.existsSync(file));
  if (missing.length) {
    console.error(
      `${missing.map(([name]) => name).join(" and ")} ${missing.length > 1 ? "are" : "is"} needed ` +
        "by the system tests and integration tests and not installed (Debian/Ubuntu: apt-get " +
        `install ${missing.map(([name]) => name.toLowerCase()).join(" ")}; .ci/run installs them).`,
    );
    process.exit(1);
  }
  const results: string[] = [];
  let failed = false;
  for (const stage of steps) {
    if (!(await runStage(stage, results))) {
      failed = true;
      break;
    }
  }
  const flaky = fs.existsSync(report)
    ? flakyTests(JSON.parse(fs.readFileSync(report, "utf8")) as PlaywrightReport)
    : [];
  fs.rmSync(scratch, { recursive: true, force: true });
  console.log(`\n${results.join("\n")}`);
  if (flaky.length)
    console.log(
      `\nPassed only on a retry (flaky, to mend):\n${flaky.map((t) => `  ${t}`).join("\n")}`,
    );
  console.log(failed ? "FAILED" : "All checks passed.");
  process.exit(failed ? 1 : 0);
}

main();
