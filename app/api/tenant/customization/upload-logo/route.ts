import { member, route } from "@/lib/api/handler";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { uploadSiteImage } from "@/lib/customization/customization";
import { logoUpload } from "@/lib/customization/schemas";
import { imageField } from "@/lib/storage/images";

/** multipart, field `logo`: an image, checked by its bytes and re-encoded. */
export const POST = route(
  { auth: member(TENANT_ADMIN_ROLES), body: logoUpload, tooLarge: imageField("logo") },
  async ({ tenant, principal, body }) =>
    uploadSiteImage({
      tenantId: tenant.id,
      userId: principal.user.id,
      field: "logo",
      file: body.logo,
    }),
);
