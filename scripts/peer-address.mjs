// Loaded with --import by the production server (scripts/lib/server-flags.ts), and by `npm run
// dev`: it sees every request before Next.js does.
// - The request's target is read first (./lib/request-target.mjs): a path whose percent escapes
//   are no UTF-8, or a target that is neither a path nor an http(s) URL, is answered 400 here
//   (Next.js would answer 500); an absolute URL's host becomes the request's Host header. A
//   /static/ path (the public folder's files, which the proxy leaves alone) on a foreign host is
//   answered 421, and one that is no file 404.
// - A route handler never sees the socket a request came on, and Next.js fills X-Forwarded-For
//   with the socket's address only when the client sent none. So each request is stamped here
//   with the address of its connection's peer, overwriting any header of that name the client
//   sent; lib/core/request.ts reads the stamp only when this module runs in the process. Every
//   other internal header (x-hallbook-*) a client sent is removed here too, for pages, the API and
//   static files alike (lib/tenants/headers.ts).
import http from "node:http";
import path from "node:path";

import { UNKNOWN_HOST } from "../lib/core/host-kind.mjs";
import { BASE_HEADERS } from "../lib/security/base-headers.mjs";
import { publicFiles, readTarget, staticAnswer } from "./lib/request-target.mjs";

const PREFIX = "x-hallbook-";
const HEADER = "x-hallbook-peer";
// The start script runs the server in the build's folder, which holds the public folder's copy
// (scripts/copy-standalone-assets.mjs), and `next dev` in the checkout; and passes APP_HOST as
// lib/env.ts read it.
const site = {
  appHost: process.env.APP_HOST || "localhost",
  files: publicFiles(path.join(process.cwd(), "public")),
};

const TEXTS = {
  400: "Malformed request target.",
  404: "Not found.",
  421: UNKNOWN_HOST,
};

/** Answers `status` here, in text, or in JSON under /api/ as the API answers. */
function answer(req, res, status) {
  const api = (req.url ?? "").startsWith("/api/");
  const body = api ? JSON.stringify({ detail: TEXTS[status] }) : TEXTS[status];
  for (const { key, value } of BASE_HEADERS) res.setHeader(key, value);
  res.writeHead(status, {
    "Content-Type": api ? "application/json" : "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function stampPeer(event, req, res, ...rest) {
  if (event === "request") {
    const target = readTarget(req.url ?? "");
    if (!target) {
      answer(req, res, 400);
      return true;
    }
    if (target.host !== undefined) {
      req.url = target.path;
      req.headers.host = target.host;
    }
    const refused = staticAnswer(target.path, req.headers.host, site);
    if (refused) {
      answer(req, res, refused);
      return true;
    }
    for (const name of Object.keys(req.headers))
      if (name.startsWith(PREFIX)) delete req.headers[name];
    const address = req.socket && req.socket.remoteAddress;
    req.headers[HEADER] = address ? address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "") : "";
  }
  return emit.call(this, event, req, res, ...rest);
};
globalThis[Symbol.for("hallbook.peerStamped")] = true;
