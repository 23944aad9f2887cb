import { member, route } from "@/lib/api/handler";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { uploadSiteImage } from "@/lib/customization/customization";
import { logoUpload } from "@/lib/customization/schemas";

/** multipart, field `logo`: an image, checked by its bytes and re-encoded. */
export const POST = route(
  { auth: member(TENANT_ADMIN_ROLES), body: logoUpload },
  async ({ tenant, principal, body }) =>
    uploadSiteImage({
      tenantId: tenant.id,
      userId: principal.user.id,
      field: "logo",
      file: body.logo,
    }),
);
