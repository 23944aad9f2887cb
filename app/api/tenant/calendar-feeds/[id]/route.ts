import { inPerson, member, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { deleteFeed, updateFeed } from "@/lib/calendar-feeds/feeds";
import { feedPatch } from "@/lib/calendar-feeds/schemas";

/** Whether the feed names the customers. */
export const PATCH = route(
  { auth: inPerson(member(TENANT_ADMIN_ROLES)), body: feedPatch },
  ({ tenant, params, body }) =>
    updateFeed({ tenantId: tenant.id, id: pathId(params), input: body }),
);

/** Revokes the feed: its address answers 404 from now on. */
export const DELETE = route({ auth: inPerson(member(TENANT_ADMIN_ROLES)) }, ({ tenant, params }) =>
  deleteFeed({ tenantId: tenant.id, id: pathId(params) }),
);
