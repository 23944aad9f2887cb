import { member, route } from "@/lib/api/handler";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { getCustomization, updateCustomization } from "@/lib/customization/customization";
import { customizationPatch } from "@/lib/customization/schemas";

/** The venue's public look, as a list of one (spec §7: "list reply, first item used"). */
export const GET = route({ auth: member() }, async ({ tenant }) => [
  await getCustomization({ tenantId: tenant.id }),
]);

/** Any subset of the fields; the public home shows the change at once. */
export const PUT = route(
  { auth: member(TENANT_ADMIN_ROLES), body: customizationPatch },
  async ({ tenant, body }) => updateCustomization({ tenantId: tenant.id, input: body }),
);
