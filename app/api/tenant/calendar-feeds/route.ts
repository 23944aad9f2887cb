import { created, inPerson, member, route } from "@/lib/api/handler";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { createFeed, listFeeds } from "@/lib/calendar-feeds/feeds";
import { feedInput } from "@/lib/calendar-feeds/schemas";
import { tenantOrigin } from "@/lib/tenants/origins";

/** The venue's calendar feeds (Owners and Admins); their addresses are not shown again. */
export const GET = route({ auth: member(TENANT_ADMIN_ROLES) }, ({ tenant }) =>
  listFeeds({ tenantId: tenant.id }),
);

/** A new feed of a hall (or of every hall); the answer's `url` is its address, shown this once. */
export const POST = route(
  { auth: inPerson(member(TENANT_ADMIN_ROLES)), body: feedInput },
  async ({ tenant, body }) =>
    created(
      await createFeed({ tenantId: tenant.id, input: body, origin: tenantOrigin(tenant.slug) }),
    ),
);
