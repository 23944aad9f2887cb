// Loaded with --import by the production server (scripts/lib/server-flags.ts): a stop that does
// not wait for idle connections. Told to stop (SIGTERM, SIGINT), Next.js stops listening and waits
// until every connection is closed; the live streams end then (lib/live/hub.ts), but each one's
// connection stays open, idle, until its keep-alive timeout (65 s: scripts/start.ts), and the
// server with it, until the start script kills it. From the signal on, every connection without a
// request in flight is closed every 50 ms, so the server exits as soon as its last answer is sent
// (docs/decisions/102-starting-fast.md).
import http from "node:http";

const servers = new Set();
const listen = http.Server.prototype.listen;
http.Server.prototype.listen = function listenAndRemember(...args) {
  servers.add(this);
  return listen.apply(this, args);
};

function drain(signal) {
  // No other handler yet (a signal while the server is still loading): Node's own, which exits.
  if (process.listenerCount(signal) === 0) return void process.kill(process.pid, signal);
  const closeIdle = () => {
    for (const server of servers) server.closeIdleConnections();
  };
  closeIdle();
  setInterval(closeIdle, 50).unref();
}
process.once("SIGTERM", drain);
process.once("SIGINT", drain);
