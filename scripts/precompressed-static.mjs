// Loaded with --import by the production server (scripts/lib/server-flags.ts). Next.js compresses
// every static file again on every request, with gzip only. The build leaves a Brotli and a gzip
// copy of each script and stylesheet beside it (scripts/copy-standalone-assets.mjs); this serves
// them to a client that accepts them, before Next.js sees the request: 13% fewer bytes of
// JavaScript than gzip and no compression work per request (docs/decisions/037-page-budgets.md).
// Anything else, or a file without copies, goes to Next.js as before.
import http from "node:http";
import path from "node:path";

import { precompressedStatic } from "./lib/precompressed.mjs";

// The standalone server is the script Node runs; its static files are beside it.
const serve = precompressedStatic(
  path.join(path.dirname(process.argv[1] ?? "."), ".next", "static"),
);

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function servePrecompressed(event, req, res, ...rest) {
  if (event === "request" && serve(req, res)) return true;
  return emit.call(this, event, req, res, ...rest);
};
