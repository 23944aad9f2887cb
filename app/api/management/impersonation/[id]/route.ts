import { member, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { denyRequest } from "@/lib/impersonation/requests";

/** Denies a pending request of the venue (its Owners and Admins): deletes it, 204. */
export const DELETE = route({ auth: member(TENANT_ADMIN_ROLES) }, async ({ principal, params }) =>
  denyRequest({ principal, id: pathId(params) }),
);
