import { member, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { deleteGalleryItem, updateGalleryItem } from "@/lib/gallery/gallery";
import { galleryPatch } from "@/lib/gallery/schemas";

export const PATCH = route(
  { auth: member(TENANT_ADMIN_ROLES), body: galleryPatch },
  async ({ tenant, params, body }) =>
    updateGalleryItem({ tenantId: tenant.id, id: pathId(params), input: body }),
);

/** Removes the item, and the uploaded picture when nothing else of the venue shows it. */
export const DELETE = route({ auth: member(TENANT_ADMIN_ROLES) }, async ({ tenant, params }) =>
  deleteGalleryItem({ tenantId: tenant.id, id: pathId(params) }),
);
