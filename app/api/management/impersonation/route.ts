import { created, inPerson, route, signedIn } from "@/lib/api/handler";
import { forbidden } from "@/lib/core/errors";
import { approveRequest, createRequest, listRequests } from "@/lib/impersonation/requests";
import { ADMINS_ONLY, impersonationAction } from "@/lib/impersonation/schemas";

/**
 * In the provider console: the provider user's own requests. On a venue's host: that venue's
 * requests, for its Owners and Admins. Anyone else: 403.
 */
export const GET = route({ auth: signedIn }, async ({ principal }) => listRequests({ principal }));

/**
 * action 'request' (provider console): asks for a role in a venue, 201. action 'approve' (the
 * venue's host, its Owners and Admins): approves a pending request; the reply has expires_at.
 * Neither from a session opened through a request.
 */
export const POST = route(
  { auth: inPerson(signedIn), body: impersonationAction },
  async ({ principal, body }) => {
    if (body.action === "request") return created(await createRequest({ principal, input: body }));
    if (!principal.tenant) throw forbidden(ADMINS_ONLY);
    return approveRequest({ principal, id: body.request_id });
  },
);
