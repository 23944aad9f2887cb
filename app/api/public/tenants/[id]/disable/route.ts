import { route, systemUser } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { setTenantActive } from "@/lib/tenants/admin";

export const PATCH = route({ auth: systemUser }, async ({ params, principal }) =>
  setTenantActive({ id: pathId(params), active: false, actorId: principal.user.id }),
);
