import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";

import { defineConfig, devices } from "@playwright/test";

// The suite runs the real start command (`npm start`) on its own port with a throw-away data
// directory: a new embedded PostgreSQL, migrations and the demo data, as a new user would get.
const PORT = Number(process.env.E2E_PORT ?? 3210);
// Set once here, like the secret below, so that the workers know it too (tests read the server's
// mail outbox there, and e2e/fixtures.ts reaches the run's database through it).
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `hallbook-e2e-${Date.now()}`);
const DATA_DIR = process.env.E2E_DATA_DIR;
// The server's signing secret, known to the tests so that a fixture can make a session cookie
// (e2e/fixtures.ts). Set once here; the worker processes inherit it.
process.env.E2E_AUTH_SECRET ??= crypto.randomBytes(32).toString("base64url");

export const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

/**
 * The specs that may not run beside others: they change the demo venue's look, booking settings
 * or branches (and put them back), which a test beside them would see; or they count rows that
 * every test adds to (the provider dashboard's figures, the careers page's newest jobs).
 */
const ALONE = [
  "admin-shell.spec.ts",
  "careers.spec.ts",
  "booking-settings.spec.ts",
  // a 304 needs the venue's bookings unchanged meanwhile
  "conditional-reads.spec.ts",
  "enquiry-limits.spec.ts",
  // Lighthouse multiplies the work it measures: a test beside it lowers its scores
  "lighthouse.spec.ts",
  "public-site.spec.ts",
  "settings.spec.ts",
].map((file) => `**/${file}`);

const WORKERS = Number(process.env.E2E_WORKERS ?? 1);

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A file's tests run in order in one worker. `npm test` sets E2E_WORKERS to 2 where there are two
  // cores: files then run side by side, and the specs of ALONE after the rest.
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ["list"],
    ...(process.env.CI ? [["html", { open: "never" }] as const] : []),
    // `npm test` reads it to name the tests that passed only on a retry (scripts/lib/flaky.ts).
    ...(process.env.E2E_REPORT ? [["json", { outputFile: process.env.E2E_REPORT }] as const] : []),
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromium,
    // A trace records every frame and DOM change of a test as it runs: a fifth of the browser's
    // work. In CI, where a failed test runs again, only that second run records one
    // (docs/decisions/065-browser-traces-on-the-retry.md); a person's run keeps a failure's trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: ALONE,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    // After every other test, one at a time: these change what the demo venue shows everyone, or
    // count what every test adds to.
    {
      name: "alone",
      testMatch: ALONE,
      workers: 1,
      // Beside one worker, nothing runs beside them: running one of them alone (`playwright test
      // e2e/settings.spec.ts`) then needs no other spec first.
      dependencies: WORKERS > 1 ? ["chromium"] : [],
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
  ],
  webServer: {
    command: "npm start",
    url: `http://localhost:${PORT}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    env: {
      PORT: String(PORT),
      DATA_DIR,
      EPHEMERAL_DATA: "true",
      AUTH_SECRET: process.env.E2E_AUTH_SECRET,
      APP_HOST: "localhost",
      // The specs stand in for one proxy: those that need a client address of their own (the
      // limits keyed by address) send it in X-Forwarded-For.
      TRUST_PROXY: "1",
      // Links to a venue's site or the provider's carry the server's port, as without a proxy.
      PUBLIC_PORT: String(PORT),
      SEED_DEMO: "true",
      // A hold that runs out is cancelled within a second (e2e/holds.spec.ts).
      HOLD_SWEEP_INTERVAL_MS: "1000",
      NEXT_TELEMETRY_DISABLED: "1",
      // One social network configured, the others not: the footer shows only that icon.
      SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/hallbook-e2e",
    },
  },
});
