import { route } from "@/lib/api/handler";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { branchInput, createBranch, listBranches } from "@/lib/branches/branches";

export const GET = route({ auth: "member" }, async ({ tenant }) => listBranches(tenant.id));

export const POST = route(
  { auth: "member", roles: TENANT_ADMIN_ROLES, body: branchInput },
  async ({ tenant, body }) => Response.json(await createBranch(tenant.id, body), { status: 201 }),
);
