import { created, member, route } from "@/lib/api/handler";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { createBranch, listBranches } from "@/lib/branches/branches";
import { branchInput } from "@/lib/branches/schemas";

export const GET = route({ auth: member() }, async ({ tenant }) =>
  listBranches({ tenantId: tenant.id }),
);

export const POST = route(
  { auth: member(TENANT_ADMIN_ROLES), body: branchInput },
  async ({ tenant, body }) => created(await createBranch({ tenantId: tenant.id, input: body })),
);
