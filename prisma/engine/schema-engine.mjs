#!/usr/bin/env node
// Stand-in for Prisma's native `schema-engine` binary, for machines that cannot download it.
// Point PRISMA_SCHEMA_ENGINE_BINARY at this file and the unmodified prisma CLI
// (migrate dev/deploy/status/resolve/reset/diff, db push/execute) talks to it over the same
// JSON-RPC-over-stdio protocol; requests are served by @prisma/schema-engine-wasm via adapter-pg.
import fs from "node:fs";
import readline from "node:readline";

import pg from "pg";

import { startWasmSchemaEngine, wasmEngineVersion } from "./wasm-engine.mjs";

const argv = process.argv.slice(2);
if (argv.includes("--version")) {
  process.stdout.write(`schema-engine-cli ${wasmEngineVersion()} (wasm shim)\n`);
  process.exit(0);
}
const datamodelPaths = [];
let datasource = {};
let cliCommand = null;
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === "--datamodels") datamodelPaths.push(argv[++i]);
  else if (argv[i] === "--datasource") datasource = JSON.parse(argv[++i]);
  else if (argv[i] === "cli") cliCommand = argv[++i];
  else if (argv[i] === "--enabled-preview-features" || argv[i] === "--extension-types") i++;
}

const dbName = (url) => decodeURIComponent(new URL(url).pathname.slice(1));
const adminUrl = (url) => {
  const u = new URL(url);
  u.pathname = "/postgres";
  return u.toString();
};
async function pgRun(url, sql) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}
async function createDatabase(url) {
  await pgRun(adminUrl(url), `CREATE DATABASE "${dbName(url).replace(/"/g, '""')}"`);
  return dbName(url);
}
const errorCode = (e) =>
  ({ "3D000": "P1003", "28P01": "P1000", 28000: "P1010", "42P04": "P1009" })[e.code] ??
  (["ECONNREFUSED", "ENOTFOUND", "EHOSTUNREACH", "ETIMEDOUT"].includes(e.code)
    ? "P1001"
    : undefined);

// `schema-engine --datasource {...} cli <command>`: one-shot helpers used by
// ensureDatabaseExists().
if (cliCommand) {
  try {
    if (cliCommand === "can-connect-to-database") await pgRun(datasource.url, "SELECT 1");
    else if (cliCommand === "create-database") await createDatabase(datasource.url);
    else if (cliCommand === "drop-database")
      await pgRun(adminUrl(datasource.url), `DROP DATABASE "${dbName(datasource.url)}"`);
    else throw new Error(`unsupported cli command ${cliCommand}`);
    process.exit(0);
  } catch (e) {
    // The CLI parses every stderr line after the first as a JSON log record.
    const fields = { message: e.message, error_code: errorCode(e) };
    process.stderr.write(
      `schema-engine-wasm-shim\n${JSON.stringify({ level: "ERROR", target: "schema_engine::logger", fields })}`,
    );
    process.exit(1);
  }
}

// JSON-RPC server mode.
const schemaFiles = datamodelPaths.map((p) => ({ path: p, content: fs.readFileSync(p, "utf8") }));
let enginePromise;
const engine = () =>
  (enginePromise ??= startWasmSchemaEngine({
    url: datasource.url,
    shadowUrl: datasource.shadowDatabaseUrl,
    schemaFiles,
    log: (m) =>
      process.stderr.write(
        JSON.stringify({ level: "INFO", fields: { message: String(m) } }) + "\n",
      ),
  }));
const send = (msg) => process.stdout.write(JSON.stringify({ jsonrpc: "2.0", ...msg }) + "\n");
const pending = new Map();
let nextId = 1_000_000;
const request = (method, params) =>
  new Promise((resolve) => {
    const id = nextId++;
    pending.set(id, resolve);
    send({ id, method, params });
  });

async function handle({ id, method, params }) {
  try {
    let result;
    if (method === "createDatabase") {
      result = { databaseName: await createDatabase(params.datasource.url ?? datasource.url) };
    } else if (method === "diff") {
      const { stdout, exitCode } = await (await engine()).call("diff", params);
      if (stdout) await request("print", { content: stdout.replace(/\n$/, "") }); // binary prints via the client
      result = { exitCode };
    } else {
      const wasmMethod = { getDatabaseVersion: "version" }[method] ?? method;
      result = await (await engine()).call(wasmMethod, params);
    }
    send({ id, result: result ?? null });
  } catch (e) {
    const isPanic = e instanceof WebAssembly.RuntimeError;
    send({
      id,
      error: {
        code: 4466,
        message: "An error happened. Check the data field for details.",
        data: {
          is_panic: isPanic,
          message: e.message ?? String(e),
          error_code: e.code,
          meta: e.meta,
        },
      },
    });
  }
}

const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
const inflight = new Set();
rl.on("line", (line) => {
  if (!line.trim()) return;
  const msg = JSON.parse(line);
  if (msg.method) {
    const p = handle(msg);
    inflight.add(p);
    p.finally(() => inflight.delete(p));
  } else if (pending.has(msg.id)) {
    pending.get(msg.id)(msg.result);
    pending.delete(msg.id);
  }
});
rl.on("close", async () => {
  await Promise.allSettled([...inflight]);
  if (enginePromise) (await enginePromise).stop();
  process.exit(0);
});
