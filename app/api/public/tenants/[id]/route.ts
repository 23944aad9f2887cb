import { route, systemUser } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { updateTenant } from "@/lib/tenants/admin";
import { tenantPatch } from "@/lib/tenants/schemas";

/** Name required; slug, schema_name, primary_domain, id and the dates are ignored. */
export const PATCH = route({ auth: systemUser, body: tenantPatch }, async ({ params, body }) =>
  updateTenant({ id: pathId(params), input: body }),
);
