// Runs in each test file's worker before its tests: a fresh database cloned from the migrated
// template, and the configuration the app reads.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";
import { afterAll, inject } from "vitest";

import { customerMailSettled } from "@/lib/bookings/customer-notify";
import { disconnectDb } from "@/lib/db";
import { databaseUrl } from "@/lib/db/embedded";

const TEMPLATE_DB = "hallbook_template";
const adminUrl = inject("postgresUrl");

// Never run destructive tests against anything but the local throw-away server.
const host = new URL(adminUrl).hostname;
if (host !== "127.0.0.1" && host !== "localhost")
  throw new Error(`Refusing to run integration tests against ${host}`);

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const name = `test_${crypto.randomBytes(6).toString("hex")}`;
await admin(async (c) => {
  for (let attempt = 0; ; attempt++) {
    try {
      await c.query(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DB}"`);
      return;
    } catch (error) {
      // 55006: the template is briefly in use by another worker's clone; try again.
      if ((error as { code?: string }).code !== "55006" || attempt > 20) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
});

process.env.DATABASE_URL = databaseUrl(adminUrl, name);
const pooledUrl = inject("pooledUrl");
if (pooledUrl) {
  process.env.DATABASE_LISTEN_URL = process.env.DATABASE_URL;
  process.env.DATABASE_URL = databaseUrl(pooledUrl, name);
}
process.env.AUTH_SECRET = "integration-tests-secret-0123456789abcdef";
process.env.APP_HOST = "localhost";
process.env.LOG_LEVEL = "error";
// As behind one proxy of ours: the route handlers are called without a socket, so call() stamps
// each request with the proxy as its peer (as scripts/peer-address.mjs does in the server), and a
// test names its client's address in X-Forwarded-For as that proxy would.
process.env.TRUST_PROXY = "1";
(globalThis as Record<symbol, unknown>)[Symbol.for("hallbook.peerStamped")] = true;
// Uploads of this test file go to a folder of its own, removed afterwards.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-test-data-"));
process.env.DATA_DIR = dataDir;

afterAll(async () => {
  // Customer mail is sent after its booking commits: let it finish before the database goes.
  await customerMailSettled();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await disconnectDb();
  await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
});
