import { inPerson, member, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { regenerateFeed } from "@/lib/calendar-feeds/feeds";
import { tenantOrigin } from "@/lib/tenants/origins";

/** A new address for the feed; the old one stops working at once. */
export const POST = route({ auth: inPerson(member(TENANT_ADMIN_ROLES)) }, ({ tenant, params }) =>
  regenerateFeed({ tenantId: tenant.id, id: pathId(params), origin: tenantOrigin(tenant.slug) }),
);
