import { created, inPerson, member, route } from "@/lib/api/handler";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { addMember, listTeam } from "@/lib/users/team";
import { memberCreate, memberQuery } from "@/lib/users/team-schemas";

/** The venue's team (?id= for one), for its Owners and Admins. */
export const GET = route(
  { auth: member(TENANT_ADMIN_ROLES), query: memberQuery },
  async ({ tenant, query }) => listTeam({ tenantId: tenant.id, id: query.id }),
);

/** Adds a person; a new account gets a temporary password by mail (must_reset_password). */
export const POST = route(
  { auth: inPerson(member(TENANT_ADMIN_ROLES)), body: memberCreate },
  async ({ tenant, body }) => created(await addMember({ tenant, input: body })),
);
