// The client's address, for the limits keyed by address (sign-in failures, public forms). Only as
// many X-Forwarded-For entries are believed as there are proxies of ours in front (TRUST_PROXY):
// every entry left of those was written by whoever sent the request, and a client that may name
// its own address can dodge any limit (docs/decisions/033-client-address.md).
import { env } from "@/lib/env";

/** The header the server stamps with the connection's peer (scripts/peer-address.mjs). */
export const PEER_HEADER = "x-hallbook-peer";
const STAMPED = Symbol.for("hallbook.peerStamped");

/** Whether this process stamps every request with its peer's address (so the header is ours). */
const peerStamped = () => (globalThis as Record<symbol, unknown>)[STAMPED] === true;

/**
 * The client's address: the connection's peer when no proxy is trusted; with `trustedHops`
 * proxies, the address the outermost of them saw, which it appended to X-Forwarded-For. Each hop
 * appends the address it took the request from, so the addresses run client first, peer last,
 * and the client is the one `trustedHops` places before the peer. Null when it is not known (a
 * server without the stamp, as in development).
 */
export function clientIp(headers: Headers, trustedHops = env().TRUST_PROXY): string | null {
  const peer = peerStamped() ? headers.get(PEER_HEADER)?.trim() || null : null;
  if (!peer) return null;
  if (trustedHops === 0) return peer;
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  // Fewer entries than proxies: the request did not come through all of them; the first is the
  // farthest address known.
  return chain[Math.max(0, chain.length - 1 - trustedHops)];
}
