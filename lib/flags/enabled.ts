// What the product asks of feature flags: is this feature on here? One indexed query a call, no
// copy in process memory, so a change made on one app server holds on every other at once
// (docs/decisions/023-tenant-provisioning-and-flags.md).
import { db } from "@/lib/db";

/**
 * The flags the product reads, with the value each has while no flag of that name exists. An
 * admin creates the flag (on /admin/settings/ffsettings) to switch the feature off, globally or
 * for some tenants; deleting it brings the default back. Listed in the README.
 */
export const PRODUCT_FLAGS = {
  /** the Gallery section of a venue's public home page */
  public_site_gallery: { defaultValue: true, description: "Gallery section of a venue's home" },
  /** enquiries on a venue's public site (the venue can also switch them off in its settings) */
  public_enquiries: { defaultValue: true, description: "Enquiries on a venue's public site" },
} as const satisfies Record<string, { defaultValue: boolean; description: string }>;
export type ProductFlag = keyof typeof PRODUCT_FLAGS;

const defaultOf = (name: string): boolean =>
  Object.hasOwn(PRODUCT_FLAGS, name) ? PRODUCT_FLAGS[name as ProductFlag].defaultValue : false;

/**
 * Whether feature `name` is on for `tenantId` (null: outside every tenant, the provider's pages).
 * A flag with no tenants is global: its `enabled` holds everywhere. A flag with tenants holds only
 * for them: enabled for those, off for every other tenant and outside tenants. No flag of that
 * name: the product flag's default (PRODUCT_FLAGS), and false for any other name.
 */
export async function isFeatureEnabled(name: string, tenantId: number | null): Promise<boolean> {
  const rows = await db.$queryRaw<{ enabled: boolean; scoped: boolean; listed: boolean }[]>`
    SELECT f.enabled,
           EXISTS (SELECT 1 FROM feature_flag_tenants t WHERE t.flag_id = f.id) AS scoped,
           EXISTS (SELECT 1 FROM feature_flag_tenants t
                   WHERE t.flag_id = f.id AND t.tenant_id = ${tenantId}) AS listed
    FROM feature_flags f
    WHERE f.name = ${name}`;
  const flag = rows[0];
  if (!flag) return defaultOf(name);
  return flag.enabled && (!flag.scoped || flag.listed);
}
