import { member, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { shareCustomerLink } from "@/lib/customer-page/links";

/**
 * A new link to the booking's customer page (Owners and Admins), for the venue to pass on itself:
 * a held booking's customer gets no mail of their own (decision 092).
 */
export const POST = route({ auth: member(TENANT_ADMIN_ROLES) }, async ({ tenant, params }) =>
  shareCustomerLink(tenant, pathId(params)),
);
