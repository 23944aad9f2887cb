// The runner image's files, assembled from a production build (`npm run build`): Next.js's
// standalone server with the node_modules it traced, the start script bundled into one file beside
// it (start.mjs) with the storage migration's, the backup's and the restore's (storage-migrate.mjs,
// backup.mjs, restore.mjs), the server's preloads and the
// migrations. Nothing else: no Prisma CLI, no second copy of next. The Dockerfile's build stage
// runs this, and so does the system test that starts the result as an unprivileged user
// (tests/system/container.test.ts), so the two cannot drift.
// Usage: node scripts/assemble-runner.mjs <directory>
import fs from "node:fs";
import path from "node:path";

import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const standalone = path.join(root, ".next", "standalone");

/** Bytes of the files below `dir`, links not followed. */
export function treeSize(dir) {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

/** Assembles the runner's files into `out` (emptied first); returns their size in bytes. */
export async function assembleRunner(out) {
  /** One ES module for Node 20 from `entry` and what it imports, but `options.external`. */
  const bundle = (entry, file, options = {}) =>
    build({
      entryPoints: [path.join(root, entry)],
      outfile: path.join(out, file),
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      legalComments: "none",
      logLevel: "warning",
      // CommonJS packages bundled in (nodemailer, which the demo's series reaches through the
      // booking mail) require Node's builtins, which an ES module can only do through this.
      banner: {
        js:
          'import { createRequire as hbRequire } from "node:module";\n' +
          "const require = hbRequire(import.meta.url);",
      },
      ...options,
    });
  if (!fs.existsSync(path.join(standalone, "server.js")))
    throw new Error(".next/standalone/server.js is missing: run `npm run build` first.");
  if (!fs.existsSync(path.join(standalone, ".next", "static")))
    throw new Error(".next/standalone has no static assets: build with `npm run build`.");
  const within = (dir, parent) => dir === parent || dir.startsWith(parent + path.sep);
  if (within(root, out) || within(out, standalone))
    throw new Error(`Not a directory to empty and fill with the runner's files: ${out}`);
  fs.rmSync(out, { recursive: true, force: true });
  // verbatimSymlinks: the standalone links its hashed externals (.next/node_modules/pg-…) to its
  // own node_modules by relative paths; resolved, they would point back into this checkout.
  fs.cpSync(standalone, out, { recursive: true, verbatimSymlinks: true });

  // Resolved at run time from the standalone's node_modules, which carries them for the server:
  // the pg driver, Prisma's client runtime (4.6 MB of query compiler), argon2's native binary and
  // the S3 client.
  const external = ["pg", "@prisma/client", "@node-rs/argon2", "@aws-sdk/client-s3"];
  const tsconfig = path.join(root, "tsconfig.json");
  await bundle("scripts/start.ts", "start.mjs", { tsconfig, external });
  // `node storage-migrate.mjs --to s3` in the container: npm run storage:migrate's script; and
  // `node backup.mjs`, `node restore.mjs <archive>`: npm run backup's and npm run restore's.
  await bundle("scripts/storage-migrate.ts", "storage-migrate.mjs", { tsconfig, external });
  await bundle("scripts/backup.ts", "backup.mjs", { tsconfig, external });
  await bundle("scripts/restore.ts", "restore.mjs", { tsconfig, external });
  // The server's four preloads, each with what it imports: the lane of the hot requests, the one
  // that reads request targets and stamps the peer, the one that serves the static files' Brotli
  // and gzip copies, and the one that drains the server when it is told to stop.
  await bundle("scripts/hot-lane.mjs", "hot-lane.mjs");
  await bundle("scripts/peer-address.mjs", "peer-address.mjs");
  await bundle("scripts/precompressed-static.mjs", "precompressed-static.mjs");
  await bundle("scripts/drain.mjs", "drain.mjs");
  fs.cpSync(path.join(root, "prisma", "migrations"), path.join(out, "prisma", "migrations"), {
    recursive: true,
  });
  // Besides DATA_DIR, the one directory the server writes (Next.js's image cache): the image gives
  // it to the app's user and leaves everything else read-only.
  fs.mkdirSync(path.join(out, ".next", "cache"), { recursive: true });
  return treeSize(out);
}

if (import.meta.filename === path.resolve(process.argv[1] ?? "")) {
  const target = process.argv[2];
  if (!target) {
    console.error("usage: node scripts/assemble-runner.mjs <directory>");
    process.exit(2);
  }
  const out = path.resolve(target);
  const bytes = await assembleRunner(out);
  console.log(`The runner's files are in ${out}: ${(bytes / 1e6).toFixed(1)} MB.`);
}
