import { serializeCustomization } from "@/lib/customization/customization";
import { db } from "@/lib/db";

import { SLUG_PATTERN } from "./host";

/**
 * The public face of a tenant (spec §3 "Tenant (public)": slug, name, customization): what the
 * tenant console lookup and any client of the venue's site need. The customization is the whole
 * of spec §3, with the spec's defaults where the venue set nothing.
 */
export async function findPublicClients(slug: string) {
  const normalized = slug.trim().toLowerCase();
  if (!SLUG_PATTERN.test(normalized)) return [];
  const tenant = await db.tenant.findFirst({
    where: { slug: normalized, isActive: true },
    select: { slug: true, name: true, customization: true },
  });
  if (!tenant) return [];
  return [
    {
      slug: tenant.slug,
      name: tenant.name,
      customization: serializeCustomization(tenant.customization),
    },
  ];
}
