import { route, signedIn } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { ticketStatusPatch } from "@/lib/support/schemas";
import { getTicket, setTicketStatus, supportViewer } from "@/lib/support/tickets";

/** The ticket, for its venue's members and provider staff; anyone else 404. */
export const GET = route({ auth: signedIn }, async ({ principal, params }) =>
  getTicket({ viewer: supportViewer(principal), id: pathId(params) }),
);

/** Any status from any other (spec §4), by the venue's members or staff; tells the owner. */
export const PATCH = route(
  { auth: signedIn, body: ticketStatusPatch },
  async ({ principal, params, body }) =>
    setTicketStatus({ viewer: supportViewer(principal), id: pathId(params), status: body.status }),
);
