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
