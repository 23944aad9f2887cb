// `output: "standalone"` leaves static assets out of .next/standalone; the server needs them beside
// it.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const standalone = path.join(root, ".next", "standalone");
if (!fs.existsSync(standalone))
  throw new Error(".next/standalone is missing: run `next build` first");
// The server's output holds what it runs, never the project: a dynamic path in a server module
// (Turbopack's "Dynamic filesystem access causes tracing of the whole project") would put the
// sources and the tests into it, and into the container image.
const traced = ["e2e", "docs"].filter((name) => fs.existsSync(path.join(standalone, name)));
if (traced.length)
  throw new Error(
    `.next/standalone holds the project's ${traced.join(", ")}: a server module reads a dynamic ` +
      "path the build's file tracing followed (mark it /* turbopackIgnore: true */).",
  );
fs.cpSync(path.join(root, ".next", "static"), path.join(standalone, ".next", "static"), {
  recursive: true,
});
if (fs.existsSync(path.join(root, "public")))
  fs.cpSync(path.join(root, "public"), path.join(standalone, "public"), { recursive: true });

// A Brotli and a gzip copy of each script and stylesheet, made once here at the highest levels,
// which scripts/precompressed-static.mjs serves in place of compressing on every request.
const BROTLI = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
};
for (const entry of fs.readdirSync(path.join(standalone, ".next", "static"), {
  recursive: true,
  withFileTypes: true,
})) {
  if (!entry.isFile() || !/\.(js|css)$/.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = fs.readFileSync(file);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, BROTLI));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }));
}
