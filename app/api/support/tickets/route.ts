import { created, member, route, signedIn } from "@/lib/api/handler";
import { ticketInput, ticketQuery } from "@/lib/support/schemas";
import { createTicket, listTickets, supportViewer } from "@/lib/support/tickets";

/**
 * A venue's member on its host: the venue's tickets; provider staff in the console: every venue's
 * (with the tenant code). `?ordering=priority` (high first) or `tenant`; else newest first.
 */
export const GET = route({ auth: signedIn, query: ticketQuery }, async ({ principal, query }) =>
  listTickets({ viewer: supportViewer(principal), filter: query }),
);

/** A venue's member files a ticket on the venue's host (priority defaults to low). */
export const POST = route(
  { auth: member(), body: ticketInput },
  async ({ tenant, principal, body }) =>
    created(await createTicket({ tenantId: tenant.id, userId: principal.user.id, input: body })),
);
