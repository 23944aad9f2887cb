import { created, member, route } from "@/lib/api/handler";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { uploadGalleryImage } from "@/lib/gallery/gallery";
import { galleryUpload } from "@/lib/gallery/schemas";
import { imageField } from "@/lib/storage/images";

/** multipart: `image` (checked by its bytes, re-encoded) and an optional `caption`; a new item. */
export const POST = route(
  { auth: member(TENANT_ADMIN_ROLES), body: galleryUpload, tooLarge: imageField("image") },
  async ({ tenant, principal, body }) =>
    created(
      await uploadGalleryImage({
        tenantId: tenant.id,
        userId: principal.user.id,
        file: body.image,
        caption: body.caption,
      }),
    ),
);
