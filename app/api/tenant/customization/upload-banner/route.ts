import { member, route } from "@/lib/api/handler";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { uploadSiteImage } from "@/lib/customization/customization";
import { bannerUpload } from "@/lib/customization/schemas";
import { imageField } from "@/lib/storage/images";

/** multipart, field `banner`: an image, checked by its bytes and re-encoded. */
export const POST = route(
  { auth: member(TENANT_ADMIN_ROLES), body: bannerUpload, tooLarge: imageField("banner") },
  async ({ tenant, principal, body }) =>
    uploadSiteImage({
      tenantId: tenant.id,
      userId: principal.user.id,
      field: "banner",
      file: body.banner,
    }),
);
