// Loaded with --import by the production server (scripts/lib/server-flags.ts), first, so that it
// runs after the peer stamp (./peer-address.mjs) and just before Next.js: the lane of the three
// hot requests (docs/decisions/097-a-lane-for-the-hot-requests.md). A calendar's range, a page of
// the bookings list and a booking's creation go straight to the route handlers the build compiled
// (the same `route()` door: host check, who may enter, zod, error shapes, security headers), and
// their Response is written to the socket; Next.js's router, rewrites and per-request storage,
// which these handlers do not use, are not run for them. Everything else, and everything when
// HOT_LANE=0, goes to Next.js as before.
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { gzip } from "node:zlib";

import { parseHost, UNKNOWN_HOST } from "../lib/core/host-kind.mjs";
import { BODY_BYTES, BODY_TEXT, JSON_BODY_LIMIT } from "../lib/core/lane-handoff.mjs";
import { BASE_HEADERS } from "../lib/security/base-headers.mjs";

const require = createRequire(import.meta.url);
// The standalone server is the script Node runs; its build is beside it.
const serverDir = path.dirname(process.argv[1] ?? ".");

/** The paths of the lane, each with its compiled route and the methods it serves. */
const LANES = new Map([
  ["/api/tenant/schedules/", { route: "app/api/tenant/schedules/route.js", methods: ["GET"] }],
  [
    "/api/tenant/bookings/",
    { route: "app/api/tenant/bookings/route.js", methods: ["GET", "POST"] },
  ],
]);

/** Answers below this many bytes are sent as they are, as Next.js's compression leaves them. */
const GZIP_FROM = 1024;

const handlers = new Map();
const gzipAsync = promisify(gzip);
let NextRequest = null;

/** The handler `method` of the compiled route of `pathname`, loaded once. */
async function handlerOf(pathname, method) {
  const key = `${method} ${pathname}`;
  if (handlers.has(key)) return handlers.get(key);
  const lane = LANES.get(pathname);
  const file = path.join(serverDir, ".next", "server", lane.route);
  const { routeModule } = require(file);
  await routeModule.ensureUserland();
  const handler = routeModule.userland[method];
  if (typeof handler !== "function") throw new Error(`${file} has no ${method} handler.`);
  NextRequest ??= require(
    require.resolve("next/dist/server/web/spec-extension/request.js", {
      paths: [serverDir],
    }),
  ).NextRequest;
  handlers.set(key, handler);
  return handler;
}

/**
 * The request's URL, as its handler will read it; null for a Host no URL can have (no venue's,
 * nor ours).
 */
function urlOf(req) {
  const host = req.headers.host ?? "localhost";
  // Read strictly, as the door reads it: `a@b` or `host/path` would make a URL of another host
  // or path than the request's (a 421, as Next.js's path gives).
  if (!parseHost(host)) return null;
  try {
    return new URL(`http://${host}${req.url}`);
  } catch {
    return null;
  }
}

/**
 * Whether the lane serves this request: a path and method of its own; a list only by page (the
 * whole list is streamed, as Next.js sends streams). Decided on the URL the handler reads, so the
 * two can never read the query apart (a `#` in the target ends it for both).
 */
function inLane(req) {
  if (process.env.HOT_LANE === "0") return null;
  const raw = req.url ?? "";
  const query = raw.search(/[?#]/);
  const lane = LANES.get(query < 0 ? raw : raw.slice(0, query));
  if (!lane || !lane.methods.includes(req.method)) return null;
  const url = urlOf(req);
  if (!url) return { url: null, pathname: null };
  if (!LANES.has(url.pathname)) return null;
  if (
    req.method === "GET" &&
    url.pathname === "/api/tenant/bookings/" &&
    !url.searchParams.has("page")
  )
    return null;
  return { url, pathname: url.pathname };
}

function headersOf(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  return headers;
}

/**
 * Whether the body declares its length within the JSON limit: then the door reads it whole from
 * the socket, through readerOf, instead of a Web stream of it (lib/core/lane-handoff.mjs); any
 * other is streamed to the door, with its limit, as before.
 */
function sized(req) {
  const declared = Number(req.headers["content-length"]);
  return declared > 0 && declared <= JSON_BODY_LIMIT && !req.headers["transfer-encoding"];
}

/** Reads the body's bytes when called: by the door, once it has let the caller in. */
const readerOf = (req) => () =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    req.on("error", reject);
    req.on("close", () => {
      if (!req.complete) reject(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
    });
  });

function send(res, status, headers, bytes) {
  for (const { key, value } of BASE_HEADERS) res.setHeader(key, value);
  if (bytes) headers["content-length"] = String(bytes.length);
  res.writeHead(status, headers);
  res.end(bytes ?? undefined);
}

/** Whether the client takes gzip (and did not refuse it with q=0). */
const takesGzip = (accepted = "") =>
  accepted.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return coding === "gzip" && !(q && Number(q.slice(2)) === 0);
  });

async function serve(req, res, { url, pathname }) {
  // A body the handler did not read (a refusal before it) is not left holding the connection.
  res.on("finish", () => {
    if (!req.complete) req.destroy();
  });
  if (!url) {
    const detail = Buffer.from(JSON.stringify({ detail: UNKNOWN_HOST }));
    return send(
      res,
      421,
      { "content-type": "application/json", "cache-control": "no-store" },
      detail,
    );
  }
  const handler = await handlerOf(pathname, req.method);
  const read = req.method === "POST" && sized(req) ? readerOf(req) : null;
  const body = req.method === "POST" && !read ? Readable.toWeb(req) : undefined;
  const request = new NextRequest(url, {
    method: req.method,
    headers: headersOf(req),
    body,
    duplex: body ? "half" : undefined,
  });
  if (read) request[BODY_BYTES] = read;
  const answer = await handler(request, { params: Promise.resolve({}) });
  const text = answer[BODY_TEXT];
  let bytes =
    typeof text === "string"
      ? Buffer.from(text)
      : answer.body
        ? Buffer.from(await answer.arrayBuffer())
        : null;
  const headers = {};
  for (const [name, value] of answer.headers) if (name !== "set-cookie") headers[name] = value;
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  if (bytes && bytes.length >= GZIP_FROM && takesGzip(req.headers["accept-encoding"])) {
    // Off the event loop, as Next.js's compression is: a long answer holds no other request.
    bytes = await gzipAsync(bytes);
    headers["content-encoding"] = "gzip";
    headers.vary = "Accept-Encoding";
  }
  send(res, answer.status, headers, bytes);
}

function failed(res, error) {
  // The handlers answer every error themselves (route()); this is the lane's own failure.
  console.error("[hallbook] The hot lane failed", error);
  if (res.headersSent) return void res.destroy();
  const body = Buffer.from(JSON.stringify({ detail: "Internal server error." }));
  send(res, 500, { "content-type": "application/json", "cache-control": "no-store" }, body);
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function hotLane(event, req, res, ...rest) {
  if (event === "request") {
    const lane = inLane(req);
    if (lane) {
      serve(req, res, lane).catch((error) => failed(res, error));
      return true;
    }
  }
  return emit.call(this, event, req, res, ...rest);
};
