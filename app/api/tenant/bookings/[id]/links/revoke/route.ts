import { member, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { revokeCustomerLinks } from "@/lib/customer-page/links";

/**
 * Revokes every link to the booking's customer page that the venue's mails carried (Owners and
 * Admins): a forwarded or leaked mail opens nothing any more; the next mail carries a new one.
 */
export const POST = route({ auth: member(TENANT_ADMIN_ROLES) }, async ({ tenant, params }) =>
  revokeCustomerLinks(tenant.id, pathId(params)),
);
