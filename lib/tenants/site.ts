import { cache } from "react";

import { serializeCustomization } from "@/lib/customization/customization";
import { db } from "@/lib/db";

import { SLUG_PATTERN } from "./host";

/**
 * What every public page of a venue needs: its name, contact details and look (the customization
 * of spec §3, defaults filled in). Once per render: the page and its metadata share it.
 */
export const getTenantSite = cache(async (slug: string) => {
  // A page's path gives the slug: /%00 is no venue, and no question for the database.
  if (!SLUG_PATTERN.test(slug)) return null;
  const tenant = await db.tenant.findFirst({
    where: { slug, isActive: true },
    select: {
      id: true,
      slug: true,
      name: true,
      description: true,
      email: true,
      phone: true,
      address: true,
      city: true,
      customization: true,
    },
  });
  if (!tenant) return null;
  return { ...tenant, customization: serializeCustomization(tenant.customization) };
});
export type TenantSite = NonNullable<Awaited<ReturnType<typeof getTenantSite>>>;
