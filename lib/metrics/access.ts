// Who may read /api/metrics: a request with `Authorization: Bearer <METRICS_TOKEN>`, or one whose
// connection's peer (the address the server's preload stamps, scripts/peer-address.mjs) is in
// METRICS_ALLOW. Never X-Forwarded-For, whatever TRUST_PROXY says: the app listens on every
// interface, so anyone reaching its port, or the proxy, which appends, could name an allowed
// address there. The scraper asks each server directly; behind a proxy it uses the token.
import { createHash, timingSafeEqual } from "node:crypto";

import { clientIp } from "@/lib/core/request";
import { env } from "@/lib/env";

import { addressAllowed } from "./addresses";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether `given` is the token, in time that does not depend on where they differ: both are
 * hashed first, so their lengths do not show either.
 */
export function tokenMatches(given: string, token: string): boolean {
  return timingSafeEqual(digest(given), digest(token));
}

/** Whether the request may read the metrics; false whenever neither setting is configured. */
export function mayReadMetrics(headers: Headers): boolean {
  const { METRICS_TOKEN: token, METRICS_ALLOW: allowed } = env();
  const header = headers.get("authorization");
  if (token && header) {
    const [scheme, given] = header.trim().split(/\s+/, 2);
    if (scheme?.toLowerCase() === "bearer" && given && tokenMatches(given, token)) return true;
  }
  // No proxy trusted: the peer's own address, or null without the stamp.
  return allowed.length > 0 && addressAllowed(allowed, clientIp(headers, 0));
}
