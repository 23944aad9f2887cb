import { db } from "@/lib/db";

import { SLUG_PATTERN } from "./host";

/**
 * The public face of a tenant (spec §3 "Tenant (public)"): what the tenant console lookup needs.
 */
export async function findPublicClients(slug: string) {
  const normalized = slug.trim().toLowerCase();
  if (!SLUG_PATTERN.test(normalized)) return [];
  const tenant = await db.tenant.findFirst({
    where: { slug: normalized, isActive: true },
    select: {
      slug: true,
      name: true,
      customization: {
        select: {
          logoUrl: true,
          siteName: true,
          subtitle: true,
          primaryColor: true,
          primaryHexColor: true,
        },
      },
    },
  });
  if (!tenant) return [];
  const c = tenant.customization;
  return [
    {
      slug: tenant.slug,
      name: tenant.name,
      customization: c
        ? {
            logo_url: c.logoUrl,
            site_name: c.siteName,
            subtitle: c.subtitle,
            primary_color: c.primaryColor,
            primary_hex_color: c.primaryHexColor,
          }
        : null,
    },
  ];
}
