// Loaded with --import by the production server (scripts/lib/server-flags.ts): a server told to
// stop (SIGTERM, SIGINT) drains (decisions 102 and 104). Next.js's own handler stops listening and
// waits until every connection is closed; here, every answer from then on closes its connection
// (`Connection: close`), and the kept-alive connections that are or fall idle are closed: each one
// whose answer was under way once that answer is sent, and any left every 50 ms. A proxy's kept
// connections thus end with the answer they carry, instead of bringing more requests until the
// kill timeout; a request it sends on one just as it closes never reached the app, and the proxy
// sends it to another server (deploy/nginx/hallbook.conf). Live streams end too (lib/live/hub.ts);
// their connections, idle then, close, and their browsers connect again, elsewhere.
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

const listen = http.Server.prototype.listen;
http.Server.prototype.listen = function listenAndRemember(...args) {
  servers.add(this);
  return listen.apply(this, args);
};

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function drain(event, req, res, ...rest) {
  if (event === "request") {
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
  setInterval(closeIdle, 50).unref();
  // A client that never finishes its request (a body sent a byte at a time, with no buffering
  // proxy in front) does not hold the stop: after 8 s every connection is closed.
  setTimeout(() => {
    for (const server of servers) server.closeAllConnections();
  }, 8_000).unref();
}
process.once("SIGTERM", startDraining);
process.once("SIGINT", startDraining);
