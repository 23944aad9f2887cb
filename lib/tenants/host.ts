// Which tenant a host name belongs to (spec §1). Pure: shared by the proxy, the API and the pages;
// the reading of a Host header is plain JavaScript (lib/core/host-kind.mjs), which the server's
// preload uses too.
import { classifyHost } from "@/lib/core/host-kind.mjs";

export {
  classifyHost,
  parseHost,
  RESERVED_SUBDOMAINS,
  type HostKind,
} from "@/lib/core/host-kind.mjs";

/** The tenant slug of a request's host, or null for the provider's app and foreign hosts. */
export function resolveTenantSlug(host: string | null | undefined, appHost: string): string | null {
  const found = classifyHost(host, appHost);
  return found.kind === "tenant" ? found.slug : null;
}

/**
 * Where visitors reach HallBook, from the configuration (lib/tenants/origins.ts): the links of
 * pages, mail and calendar feeds are built from it, never from a request's Host
 * (docs/decisions/044-links-from-configuration.md). `port`: null for the scheme's own.
 */
export type PublicSite = { appHost: string; port: number | null; https: boolean };

/**
 * The origin of a venue's site (its slug in front of APP_HOST) or, without a slug, the provider's.
 * (The spec's client put the slug in front of the last two labels of the current host, which is
 * the same thing for a two-label APP_HOST and wrong for a deeper one such as book.example.com.)
 */
export function siteOrigin(site: PublicSite, slug: string | null = null): string {
  const scheme = site.https ? "https" : "http";
  const own = site.https ? 443 : 80;
  const port = site.port && site.port !== own ? `:${site.port}` : "";
  return `${scheme}://${slug ? `${slug}.` : ""}${site.appHost}${port}`;
}

export const SLUG_PATTERN = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
