// Runs a command with DATABASE_URL pointing at the configured database: the embedded one in
// DATA_DIR when DATABASE_URL is unset (started for the command, or the one `npm start` runs).
// Usage: tsx scripts/with-db.ts [--migrate] <command> [args...]
import { spawn } from "node:child_process";

import { NewerDatabaseError } from "@/lib/db/migrate";
import { ConfigError } from "@/lib/env";

import { prepareRuntime, root } from "./lib/runtime";

async function main() {
  const args = process.argv.slice(2);
  const migrate = args[0] === "--migrate";
  if (migrate) args.shift();
  if (!args.length) throw new Error("usage: with-db [--migrate] <command> [args...]");
  const runtime = await prepareRuntime({ migrate });
  const child = spawn(args[0], args.slice(1), { cwd: root, stdio: "inherit", env: process.env });
  const code = await new Promise<number>((resolve) => child.on("exit", (c) => resolve(c ?? 1)));
  await runtime.stop();
  process.exit(code);
}

main().catch((error) => {
  const told = error instanceof ConfigError || error instanceof NewerDatabaseError;
  console.error(told ? error.message : error);
  process.exit(1);
});
