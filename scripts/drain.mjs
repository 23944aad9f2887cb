// A production server told to stop (SIGTERM, SIGINT) drains (decision 104). Next.js's own handler
// stops listening and waits for the requests under way; here, every answer from then on closes
// its connection (`Connection: close`), and the kept-alive connections that are or fall idle are
// closed. A proxy's kept connections thus end with the answer they carry, instead of bringing it
// more requests until the kill timeout; a request it sends on one just as it closes never reached
// the app, and the proxy sends it to another server (deploy/nginx/hallbook.conf). Live streams
// end too (lib/live/hub.ts), and their browsers connect again, elsewhere. Imported by the peer
// stamp (./peer-address.mjs), which the production server and `npm run dev` preload.
import http from "node:http";

const servers = new Set();
/** answers under way: when the stop comes, each closes its connection once sent */
const underway = new Set();
let draining = false;

const closeIdle = () => {
  for (const server of servers) server.closeIdleConnections();
};

function closeWhenSent(res) {
  if (!res.headersSent) res.shouldKeepAlive = false;
  else res.once("finish", () => setImmediate(closeIdle));
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function drain(event, req, res, ...rest) {
  if (event === "listening") servers.add(this);
  else if (event === "request") {
    if (draining) closeWhenSent(res);
    else {
      underway.add(res);
      res.once("close", () => underway.delete(res));
    }
  }
  return emit.call(this, event, req, res, ...rest);
};

function startDraining(signal) {
  // No other handler yet (a signal while the server is still loading): Node's own, which exits.
  if (process.listenerCount(signal) === 0) return void process.kill(process.pid, signal);
  if (draining) return;
  draining = true;
  for (const res of underway) closeWhenSent(res);
  closeIdle();
}
process.once("SIGTERM", startDraining);
process.once("SIGINT", startDraining);
