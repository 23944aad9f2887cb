import { inPerson, member, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { endRequest } from "@/lib/impersonation/requests";

/**
 * The venue's Owners and Admins end a request: a pending one is denied (deleted), an approved one
 * revoked (its sessions stop at once); 204. Never from a session opened through a request.
 */
export const DELETE = route(
  { auth: inPerson(member(TENANT_ADMIN_ROLES)) },
  async ({ principal, params }) => endRequest({ principal, id: pathId(params) }),
);
