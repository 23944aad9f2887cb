// Loaded with --import by the production server (scripts/lib/server-flags.ts). A route handler
// never sees the socket a request came on, and Next.js fills X-Forwarded-For with the socket's
// address only when the client sent none. So each request is stamped here, before Next.js reads
// it, with the address of its connection's peer, overwriting any header of that name the client
// sent; lib/api/request.ts reads the stamp only when this module runs in the process. Every other
// internal header (x-hallbook-*) a client sent is removed here too, for pages and the API alike
// (lib/tenants/headers.ts).
import http from "node:http";

const PREFIX = "x-hallbook-";
const HEADER = "x-hallbook-peer";
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function stampPeer(event, req, ...rest) {
  if (event === "request") {
    for (const name of Object.keys(req.headers))
      if (name.startsWith(PREFIX)) delete req.headers[name];
    const address = req.socket && req.socket.remoteAddress;
    req.headers[HEADER] = address ? address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "") : "";
  }
  return emit.call(this, event, req, ...rest);
};
globalThis[Symbol.for("hallbook.peerStamped")] = true;
