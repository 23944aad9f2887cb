// Which tenant a host name belongs to (spec §1). Pure: shared by the proxy, the API and the pages.

/** Subdomains that are never tenants. */
export const RESERVED_SUBDOMAINS = ["www", "admin", "api"] as const;
/** Development ports whose bare host is the provider's app. */
export const DEV_PORTS = ["3000", "5000", "5173"] as const;

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

function splitHost(host: string): { name: string; port: string } {
  const h = host.trim().toLowerCase().replace(/\.$/, "");
  if (h.startsWith("[")) {
    const end = h.indexOf("]");
    return { name: h.slice(0, end + 1), port: h.slice(end + 2) };
  }
  const colon = h.lastIndexOf(":");
  return colon === -1
    ? { name: h, port: "" }
    : { name: h.slice(0, colon), port: h.slice(colon + 1) };
}

/**
 * The tenant slug of a request's host, or null for the provider's own app.
 *
 * The tenant is the first label of the host name. No tenant: the bare APP_HOST, a first label of
 * www, admin, api or localhost, the development hosts on ports 3000, 5000 and 5173 (a first label
 * that is only a port, such as the "localhost:3000" of a bare dev host), and IP addresses, which
 * have no subdomains. Every other host is a tenant, found or not.
 */
export function resolveTenantSlug(host: string | null | undefined, appHost: string): string | null {
  if (!host) return null;
  const { name } = splitHost(host);
  if (!name || name.startsWith("[") || IPV4.test(name)) return null;
  if (name === appHost.toLowerCase()) return null;
  const first = name.split(".")[0];
  if ((RESERVED_SUBDOMAINS as readonly string[]).includes(first)) return null;
  if (first === "localhost" || (DEV_PORTS as readonly string[]).includes(first)) return null;
  return first;
}

/**
 * The URL of a tenant's site: its slug in front of APP_HOST, on the port of the current request.
 * (The spec's client put the slug in front of the last two labels of the current host, which is
 * the same thing for a two-label APP_HOST and wrong for a deeper one such as book.example.com.)
 */
export function tenantOrigin(
  slug: string,
  appHost: string,
  currentHost: string,
  protocol = "http",
): string {
  const { port } = splitHost(currentHost);
  return `${protocol}://${slug}.${appHost}${port ? `:${port}` : ""}`;
}

/** The provider's own site as seen from a tenant host: APP_HOST with the request's port. */
export function providerOrigin(currentHost: string, appHost: string, protocol = "http"): string {
  const { port } = splitHost(currentHost);
  return `${protocol}://${appHost}${port ? `:${port}` : ""}`;
}

export const SLUG_PATTERN = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
