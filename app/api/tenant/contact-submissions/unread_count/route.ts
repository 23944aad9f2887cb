import { member, route } from "@/lib/api/handler";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { countUnreadContactSubmissions } from "@/lib/contact/submissions";

/** `{ unread_count }`: the venue's messages no one of it has opened yet. */
export const GET = route({ auth: member(TENANT_ADMIN_ROLES) }, async ({ tenant }) =>
  countUnreadContactSubmissions({ tenantId: tenant.id }),
);
