import { created, member, route, tenantVisitor } from "@/lib/api/handler";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { createGalleryItem, listGallery } from "@/lib/gallery/gallery";
import { galleryInput } from "@/lib/gallery/schemas";

/** Public: the venue's home shows them to anyone. */
export const GET = route({ auth: tenantVisitor }, async ({ tenant }) =>
  listGallery({ tenantId: tenant.id }),
);

/** A picture by address: one of our uploads (/api/files/...) or an http(s) link. */
export const POST = route(
  { auth: member(TENANT_ADMIN_ROLES), body: galleryInput },
  async ({ tenant, body }) =>
    created(await createGalleryItem({ tenantId: tenant.id, input: body })),
);
