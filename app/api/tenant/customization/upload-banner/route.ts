import { member, route } from "@/lib/api/handler";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { uploadSiteImage } from "@/lib/customization/customization";
import { bannerUpload } from "@/lib/customization/schemas";

/** multipart, field `banner`: an image, checked by its bytes and re-encoded. */
export const POST = route(
  { auth: member(TENANT_ADMIN_ROLES), body: bannerUpload },
  async ({ tenant, principal, body }) =>
    uploadSiteImage({
      tenantId: tenant.id,
      userId: principal.user.id,
      field: "banner",
      file: body.banner,
    }),
);
