// The addresses the product writes into pages, mail and calendar feeds: from the configuration,
// never from a request's Host, which a client chooses
// (docs/decisions/044-links-from-configuration.md).
import { env } from "@/lib/env";

import { siteOrigin, type HostKind, type PublicSite } from "./host";

/**
 * Where visitors reach HallBook: APP_HOST, https or not, and PUBLIC_PORT. Without PUBLIC_PORT the
 * links carry no port behind a proxy (HTTPS, or TRUST_PROXY above 0: the proxy listens on the
 * scheme's own port), and the server's PORT when visitors reach it directly (localhost:3000).
 */
export function publicSite(): PublicSite {
  const { APP_HOST, HTTPS, PORT, PUBLIC_PORT, TRUST_PROXY } = env();
  const behindProxy = HTTPS || TRUST_PROXY > 0;
  return { appHost: APP_HOST, https: HTTPS, port: PUBLIC_PORT ?? (behindProxy ? null : PORT) };
}

/** A venue's site: `http://demo.localhost:3000` in development. */
export const tenantOrigin = (slug: string) => siteOrigin(publicSite(), slug);

/** The provider's site: `http://localhost:3000` in development. */
export const providerOrigin = () => siteOrigin(publicSite());

/** The origin of the site a (served) host belongs to. */
export const originOf = (host: Exclude<HostKind, { kind: "foreign" }>) =>
  host.kind === "tenant" ? tenantOrigin(host.slug) : providerOrigin();
