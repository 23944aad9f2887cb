import { member, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { markContactSubmissionRead } from "@/lib/contact/submissions";

/** The message, read for the whole venue; another venue's id answers 404. */
export const POST = route({ auth: member(TENANT_ADMIN_ROLES) }, async ({ tenant, params }) =>
  markContactSubmissionRead({ tenantId: tenant.id, id: pathId(params) }),
);
