import { inPerson, member, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { removeMember, updateMember } from "@/lib/users/team";
import { memberPatch } from "@/lib/users/team-schemas";

/** Any subset of the fields, or only the status (activate, deactivate). */
export const PATCH = route(
  { auth: inPerson(member(TENANT_ADMIN_ROLES)), body: memberPatch },
  async ({ tenant, principal, params, body }) =>
    updateMember({
      tenantId: tenant.id,
      id: pathId(params),
      input: body,
      actorUserId: principal.user.id,
    }),
);

/** Removes the person from the venue; their account stays for the other venues they are in. */
export const DELETE = route(
  { auth: inPerson(member(TENANT_ADMIN_ROLES)) },
  async ({ tenant, principal, params }) =>
    removeMember({ tenantId: tenant.id, id: pathId(params), actorUserId: principal.user.id }),
);
