import { route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { branchPatch, deleteBranch, getBranch, updateBranch } from "@/lib/branches/branches";

export const GET = route({ auth: "member" }, async ({ tenant, params }) =>
  getBranch(tenant.id, pathId(params)),
);

export const PATCH = route(
  { auth: "member", roles: TENANT_ADMIN_ROLES, body: branchPatch },
  async ({ tenant, params, body }) => updateBranch(tenant.id, pathId(params), body),
);

export const DELETE = route(
  { auth: "member", roles: TENANT_ADMIN_ROLES },
  async ({ tenant, params }) => deleteBranch(tenant.id, pathId(params)),
);
