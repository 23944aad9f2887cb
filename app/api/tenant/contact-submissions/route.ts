import { created, member, route, tenantVisitor } from "@/lib/api/handler";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { contactInput, contactQuery } from "@/lib/contact/schemas";
import { createContactSubmission, listContactSubmissions } from "@/lib/contact/submissions";

/** The venue's messages, newest first; `?id=` picks one (404 when the venue has no such one). */
export const GET = route(
  { auth: member(TENANT_ADMIN_ROLES), query: contactQuery },
  async ({ tenant, query }) => listContactSubmissions({ tenantId: tenant.id, filter: query }),
);

/**
 * Anyone on the venue's site; stored for this venue only (the tenant comes from the host). At most
 * five messages per client address in ten minutes, counted with the provider's forms (429).
 */
export const POST = route(
  { auth: tenantVisitor, body: contactInput },
  async ({ tenant, body, ip }) =>
    created(await createContactSubmission({ tenantId: tenant.id, input: body, ip })),
);
