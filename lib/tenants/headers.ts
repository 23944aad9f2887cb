// The request headers this server writes for itself. A client can send any header, so every
// `x-hallbook-*` header of a request is removed before anything reads it (the proxy, and
// scripts/peer-address.mjs before Next.js), except the server's own stamp of the connection's
// peer, which scripts/peer-address.mjs writes over any client's copy.
import { PEER_HEADER } from "@/lib/core/request";

/** Every internal header's name starts with this. */
export const INTERNAL_PREFIX = "x-hallbook-";
/**
 * Set by the proxy, read by app/[tenant]/layout.tsx: proof that a tenant route was reached through
 * its host.
 */
export const TENANT_HEADER = "x-hallbook-tenant";
/**
 * Set by the proxy: the path the visitor asked for, so pages can send them back to it after
 * sign-in.
 */
export const PATH_HEADER = "x-hallbook-path";

/** `headers` without the internal headers a client may have sent (the peer's stamp is kept). */
export function withoutInternalHeaders(headers: Headers): Headers {
  const out = new Headers(headers);
  for (const name of headers.keys())
    if (name.startsWith(INTERNAL_PREFIX) && name !== PEER_HEADER) out.delete(name);
  return out;
}
