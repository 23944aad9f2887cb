// `npm start` and `npm run dev`: runs scripts/start.ts from a bundle of it and of the project's
// modules it imports (packages stay outside), which esbuild makes in node_modules/.cache/
// hallbook-start whenever one of those files changed. Node loads the bundle in about 0.2 s on 2
// cores, where tsx took 0.7 to 0.9 s to start and hand it the same modules one by one
// (docs/decisions/102-starting-fast.md). Each build's files are named by their content and listed
// in one manifest, replaced whole: two starts at once, or a start beside a running one, never read
// a file of another build.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const cache = path.join(root, "node_modules", ".cache", "hallbook-start");
const manifestFile = path.join(cache, "manifest.json");
/** What the bundle is made with besides its inputs: a change to either makes it again. */
const ALSO = ["scripts/start.mjs", "tsconfig.json", "package.json"];
/** A build's files older than this, no longer in the manifest, are deleted. */
const KEEP_MS = 3_600_000;

const signature = (file) => {
  try {
    const stat = fs.statSync(path.join(root, file));
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return null;
  }
};

/** The bundle's entry when every file it was made from is as it was then; else null. */
function freshEntry() {
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
  } catch {
    return null;
  }
  const same = Object.entries(manifest.inputs).every(([file, sig]) => signature(file) === sig);
  return same && fs.existsSync(path.join(cache, manifest.entry)) ? manifest.entry : null;
}

async function bundle() {
  const { build } = await import("esbuild");
  const result = await build({
    absWorkingDir: root,
    entryPoints: { start: "scripts/start.ts" },
    outdir: cache,
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    bundle: true,
    splitting: true, // what is imported only sometimes (the seed, Prisma's client) stays apart
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    tsconfig: path.join(root, "tsconfig.json"),
    // scripts/lib/layout.ts: the way from the bundle back to the checkout.
    define: {
      HALLBOOK_CHECKOUT_FROM_BUNDLE: JSON.stringify(path.relative(cache, root)),
    },
    metafile: true,
    logLevel: "warning",
  });
  const outputs = Object.keys(result.metafile.outputs).map((file) => path.resolve(root, file));
  const entry = path.basename(outputs.find((file) => path.basename(file).startsWith("start-")));
  const inputs = {};
  for (const file of [...Object.keys(result.metafile.inputs), ...ALSO])
    inputs[file] = signature(file);
  const temporary = `${manifestFile}.${process.pid}`;
  fs.writeFileSync(temporary, JSON.stringify({ entry, inputs }));
  fs.renameSync(temporary, manifestFile);
  // Files of earlier builds: a start still running from one has long loaded them.
  const kept = new Set([...outputs, manifestFile]);
  for (const name of fs.readdirSync(cache)) {
    const file = path.join(cache, name);
    if (!kept.has(file) && Date.now() - fs.statSync(file).mtimeMs > KEEP_MS) fs.rmSync(file);
  }
  return entry;
}

const entry =
  freshEntry() ??
  (await bundle().catch((error) => {
    if (!error.errors?.length) throw error;
    process.exit(1); // esbuild has printed where the code does not compile
  }));
await import(pathToFileURL(path.join(cache, entry)).href);
