// Slugs no venue may take (spec §1 and docs/decisions/023-tenant-provisioning-and-flags.md).
import { RESERVED_SUBDOMAINS } from "./host";

/**
 * The provider's page paths. A tenant's host is rewritten to `/{slug}/...`, and these folders of
 * app/(site) and app/ are matched before the tenant's: a venue named "about" would show the
 * provider's About page. tests/unit/reserved-slugs.test.ts checks the list against app/.
 */
export const PROVIDER_PATHS = [
  "about",
  "admin",
  "api",
  "careers",
  "contact",
  "forgot-password",
  "home",
  "jobs",
  "login",
  "notifications",
  "privacy",
  "products",
  "reset-password",
  "security-vulnerability-report",
  "terms",
] as const;

/** Every name a tenant's slug may not be: reserved subdomains, no-tenant hosts, provider paths. */
export const RESERVED_SLUGS: readonly string[] = [
  ...new Set<string>([
    ...RESERVED_SUBDOMAINS,
    "localhost",
    // the development ports of decision 006: a venue named "3000" would read as localhost:3000
    "3000",
    "5000",
    "5173",
    ...PROVIDER_PATHS,
    "static",
    "assets",
    "uploads",
    "files",
  ]),
].sort();

export const isReservedSlug = (slug: string) => RESERVED_SLUGS.includes(slug);
