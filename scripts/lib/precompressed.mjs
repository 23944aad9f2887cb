// Serving a build's precompressed static files (a Brotli and a gzip copy beside each script and
// stylesheet, made by scripts/copy-standalone-assets.mjs) to the clients that accept them.
import fs from "node:fs";
import path from "node:path";

import { BASE_HEADERS } from "../../lib/security/base-headers.mjs";

const PREFIX = "/_next/static/";
// A build's file names: letters, digits and - _ . in folders; never "..".
const ASSET = /^\/_next\/static\/(?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)*\.(js|css)$/;
const TYPES = { js: "application/javascript; charset=utf-8", css: "text/css; charset=utf-8" };
const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
];

/** The compressed copies in a build's static folder, by path; each read when first asked for. */
function copiesIn(staticRoot) {
  const copies = new Map();
  const entries = fs.existsSync(staticRoot)
    ? fs.readdirSync(staticRoot, { recursive: true, withFileTypes: true })
    : [];
  for (const entry of entries) {
    if (!entry.isFile() || !/\.(br|gz)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    copies.set(`${PREFIX}${path.relative(staticRoot, file).split(path.sep).join("/")}`, file);
  }
  // A build's files never change while it runs: each copy is read once, then kept.
  return (name) => {
    const copy = copies.get(name);
    if (typeof copy !== "string") return copy ?? null;
    const body = fs.readFileSync(copy);
    copies.set(name, body);
    return body;
  };
}

/** Whether Accept-Encoding names this coding with a weight above 0 ("*" is not taken for it). */
function accepted(header, coding) {
  return header.split(",").some((entry) => {
    const [name, ...params] = entry.split(";").map((part) => part.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    return name === coding && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * A handler that answers a request for one of `staticRoot`'s scripts or stylesheets from its
 * compressed copy and returns true, or returns false and leaves the request alone.
 */
export function precompressedStatic(staticRoot) {
  const copyOf = copiesIn(staticRoot);
  return (req, res) => serve(copyOf, req, res);
}

function serve(copyOf, req, res) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const pathname = (req.url ?? "").split("?")[0];
  const match = pathname.startsWith(PREFIX) ? ASSET.exec(pathname) : null;
  if (!match) return false;
  const acceptEncoding = String(req.headers["accept-encoding"] ?? "");
  for (const [coding, suffix] of ENCODINGS) {
    if (!accepted(acceptEncoding, coding)) continue;
    const body = copyOf(pathname + suffix);
    if (!body) continue;
    for (const { key, value } of BASE_HEADERS) res.setHeader(key, value);
    res.writeHead(200, {
      "Content-Type": TYPES[match[1]],
      "Content-Encoding": coding,
      "Content-Length": body.length,
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
    });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }
  return false;
}
