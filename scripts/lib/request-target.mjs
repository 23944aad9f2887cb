// What the production server makes of a request's target before Next.js reads it
// (scripts/peer-address.mjs, which sees every request first). Plain JavaScript: the preload runs
// outside the build.
// - A path whose percent escapes are no UTF-8 (/%ff, /%c3%28) or no escape at all (/%zz) makes
//   Next.js's router throw (a plain 500, on every path, before the proxy runs): it is a 400.
// - An absolute URL in the request line (absolute-form, RFC 9112 §3.2.2) is an address a browser
//   never sends to a server that is no proxy; Next.js takes its host as the request's own and
//   redirects there (308 to http://evil.example/...). As the RFC says, its authority is the
//   request's host and the Host header is ignored: it is written into Host, where the proxy and
//   every route read hosts strictly (a foreign one is a 421), and the target becomes a path.
// - Any other target (`*`, `mailto:...`) is a 400.
// - The public folder's files (/static/, which the proxy leaves alone to keep them fast) get a
//   foreign host's 421 here, and a path that is no file a 404, not a venue's page.
// Only a target that does not start with "/", holds a "%" or starts with /static/ costs more than
// two string scans.
import fs from "node:fs";
import path from "node:path";

import { classifyHost } from "../../lib/core/host-kind.mjs";

/** Where the public folder's files are served (a slug no venue may take). */
export const STATIC_PREFIX = "/static/";

/**
 * How to read a request target: `{ path }`, with `host` when the target named one (it replaces
 * the Host header), or null when it is no target of ours (answer 400).
 * @param {string} target the request line's target, as Node's `req.url` holds it
 * @returns {{ path: string; host?: string } | null}
 */
export function readTarget(target) {
  if (target.charCodeAt(0) === 47 /* "/" */) return escapesDecode(target) ? { path: target } : null;
  if (!/^https?:\/\//i.test(target)) return null;
  let url;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}`;
  return escapesDecode(path) ? { path, host: url.host } : null;
}

/** A target's path without its query. */
const pathOf = (target) => {
  const query = target.indexOf("?");
  return query === -1 ? target : target.slice(0, query);
};

/** Whether the percent escapes of a target's path (not its query) decode as UTF-8. */
function escapesDecode(target) {
  if (!target.includes("%")) return true;
  try {
    decodeURIComponent(pathOf(target));
    return true;
  } catch {
    return false;
  }
}

/**
 * The paths of the files under `publicDir`/static, decoded ("/static/demo/a b.svg"), read once:
 * a build's public folder does not change while it runs.
 * @param {string} publicDir
 * @returns {Set<string>}
 */
export function publicFiles(publicDir) {
  const root = path.join(publicDir, "static");
  if (!fs.existsSync(root)) return new Set();
  const files = fs.readdirSync(root, { recursive: true, withFileTypes: true });
  return new Set(
    files
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .map((file) => `${STATIC_PREFIX}${file.split(path.sep).join("/")}`),
  );
}

/**
 * The status a request for a path (read by readTarget) is answered with before Next.js sees it:
 * 421 for a /static/ path on a foreign host, 404 for one that is no file; null for the rest.
 * @param {string} target
 * @param {string | undefined} host the request's Host header
 * @param {{ appHost: string; files: Set<string> }} site
 * @returns {421 | 404 | null}
 */
export function staticAnswer(target, host, { appHost, files }) {
  if (!target.startsWith(STATIC_PREFIX)) return null;
  if (classifyHost(host, appHost).kind === "foreign") return 421;
  return files.has(decodeURIComponent(pathOf(target))) ? null : 404;
}
