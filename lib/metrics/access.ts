// Who may read /api/metrics: a request with `Authorization: Bearer <METRICS_TOKEN>`, or one from
// an address of METRICS_ALLOW. The address is the client's as every limit reads it (clientIp):
// the connection's peer, and X-Forwarded-For only as far as TRUST_PROXY says our proxies wrote
// it, so no header a client writes lets it in.
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
  return allowed.length > 0 && addressAllowed(allowed, clientIp(headers));
}
