import { member, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { deleteBranch, findBranchOrThrow, updateBranch } from "@/lib/branches/branches";
import { branchPatch } from "@/lib/branches/schemas";

export const GET = route({ auth: member() }, async ({ tenant, params }) =>
  findBranchOrThrow({ tenantId: tenant.id, id: pathId(params) }),
);

export const PATCH = route(
  { auth: member(TENANT_ADMIN_ROLES), body: branchPatch },
  async ({ tenant, params, body }) =>
    updateBranch({ tenantId: tenant.id, id: pathId(params), input: body }),
);

export const DELETE = route({ auth: member(TENANT_ADMIN_ROLES) }, async ({ tenant, params }) =>
  deleteBranch({ tenantId: tenant.id, id: pathId(params) }),
);
