// Copies every uploaded file from one storage backend to another, verifying each by SHA-256
// (lib/storage/migrate.ts), then says what it did; the operator then switches STORAGE (README,
// Files). Safe to run again: what the target already holds is left alone.
// Usage: npm run storage:migrate -- --to local|postgres|s3 [--from local|postgres|s3]
//        [--delete-source]
// The source is the storage this install uses (STORAGE), or when that is already the target, the
// one it reads through to (STORAGE_FALLBACK).
import { parseArgs } from "node:util";

import { disconnectDb } from "@/lib/db";
import { ConfigError, parseEnv, s3Problems } from "@/lib/env";
import { createStorage, STORAGE_KINDS, type StorageKind } from "@/lib/storage/backends";
import { migrateFiles, type MigrationSummary } from "@/lib/storage/migrate";

import { settleStorage } from "./lib/storage-default";

const say = (message: string) => console.log(`[storage:migrate] ${message}`);

function kind(value: string | undefined, option: string): StorageKind | undefined {
  if (value === undefined) return undefined;
  if ((STORAGE_KINDS as readonly string[]).includes(value)) return value as StorageKind;
  throw new ConfigError(`--${option} must be local, postgres or s3, not "${value}".`);
}

/** The two backends, checked: named, different, and S3's settings complete where it is one. */
function backends(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      to: { type: "string" },
      from: { type: "string" },
      "delete-source": { type: "boolean", default: false },
    },
  });
  const env = parseEnv(process.env);
  const to = kind(values.to, "to");
  if (!to) throw new ConfigError("Name the target: --to local, --to postgres or --to s3.");
  const configured = settleStorage(env, say);
  const from = kind(values.from, "from");
  if (from === to) throw new ConfigError(`--from and --to are both ${to}.`);
  // Unnamed: every storage the servers read files from, the read-through's too (an upgraded
  // install reads its earlier files from the disk: scripts/lib/storage-default.ts).
  const sources = from
    ? [from]
    : [configured.STORAGE, configured.STORAGE_FALLBACK].filter(
        (k): k is StorageKind => !!k && k !== to,
      );
  if (!sources.length)
    throw new ConfigError(`Files already go to ${to}: name the storage to copy from with --from.`);
  const problems = [
    ...(to === "s3" ? s3Problems(env, "--to s3") : []),
    ...(sources.includes("s3") ? s3Problems(env, "--from s3") : []),
  ];
  if (problems.length)
    throw new ConfigError(problems.map(([name, message]) => `${name}: ${message}`).join("\n"));
  return { env, sources: sources as StorageKind[], to, removeSource: values["delete-source"] };
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

function report(s: MigrationSummary, from: string, to: string, removeSource: boolean) {
  say(`Files in ${from}: ${s.files}.`);
  say(`Copied to ${to} and verified by SHA-256: ${s.copied} (${megabytes(s.bytes)}).`);
  say(`Already in ${to} with the same bytes: ${s.present}.`);
  if (s.gone) say(`Removed from ${from} before they were read: ${s.gone}.`);
  if (removeSource) say(`Removed from ${from} after their copy was verified: ${s.removed}.`);
  if (s.failed.length) {
    say(`Failed: ${s.failed.length} (listed above; run again to retry them).`);
    return 1;
  }
  say(`Every file of ${from} is in ${to}.`);
  return 0;
}

async function main() {
  const { env, sources, to, removeSource } = backends(process.argv.slice(2));
  let code = 0;
  for (const from of sources) {
    say(
      `Copying every file from ${from} to ${to}${removeSource ? ", removing each copied" : ""}...`,
    );
    const summary = await migrateFiles({
      from: createStorage(from, env),
      to: createStorage(to, env),
      removeSource,
      progress: say,
    });
    code = Math.max(code, report(summary, from, to, removeSource));
  }
  await disconnectDb();
  process.exitCode = code;
}

main().catch(async (error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  await disconnectDb().catch(() => undefined);
  process.exit(1);
});
