// Which tenant a host name belongs to (spec §1). Pure: shared by the proxy, the API and the pages.

/** Subdomains that are never tenants. */
export const RESERVED_SUBDOMAINS = ["www", "admin", "api"] as const;

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

/** What a host is: the provider's app, a venue's site, or a host HallBook does not serve. */
export type HostKind =
  { kind: "provider" } | { kind: "tenant"; slug: string } | { kind: "foreign" };

const PROVIDER: HostKind = { kind: "provider" };
const FOREIGN: HostKind = { kind: "foreign" };

/**
 * Hosts are allowed, not guessed (docs/decisions/006-host-resolution.md, amended by 032).
 * - The provider's app: APP_HOST itself, www, admin and api in front of it, localhost (the
 *   development hosts, on any port) and IP addresses, which have no subdomains.
 * - A venue: one label in front of APP_HOST, found or not (`ghost.{APP_HOST}` is a venue's host
 *   whose venue does not exist).
 * - Every other host is foreign: `demo.evil.com` or `demo.localhost.evil.com` name no venue here.
 */
export function classifyHost(host: string | null | undefined, appHost: string): HostKind {
  if (!host) return PROVIDER;
  const { name } = splitHost(host);
  if (!name) return FOREIGN;
  if (name.startsWith("[") || IPV4.test(name)) return PROVIDER;
  const app = appHost.toLowerCase();
  if (name === app || name === "localhost") return PROVIDER;
  if (!name.endsWith(`.${app}`)) return FOREIGN;
  const label = name.slice(0, -app.length - 1);
  if (label.includes(".")) return FOREIGN;
  if ((RESERVED_SUBDOMAINS as readonly string[]).includes(label)) return PROVIDER;
  return { kind: "tenant", slug: label };
}

/** The tenant slug of a request's host, or null for the provider's app and foreign hosts. */
export function resolveTenantSlug(host: string | null | undefined, appHost: string): string | null {
  const found = classifyHost(host, appHost);
  return found.kind === "tenant" ? found.slug : null;
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
