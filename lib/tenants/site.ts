import { cache } from "react";

import { db } from "@/lib/db";

/** What a tenant's public pages show: its name, look and branches. */
export const getTenantSite = cache(async (slug: string) => {
  return db.tenant.findFirst({
    where: { slug, isActive: true },
    select: {
      id: true,
      slug: true,
      name: true,
      description: true,
      customization: {
        select: {
          logoUrl: true,
          siteName: true,
          subtitle: true,
          heroTitle: true,
          heroSubtitle: true,
          primaryHexColor: true,
        },
      },
      branches: {
        select: {
          id: true,
          name: true,
          city: true,
          _count: { select: { halls: { where: { archivedAt: null } } } },
        },
        orderBy: { name: "asc" },
      },
    },
  });
});
