import { created, route, signedIn } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { rateTicket } from "@/lib/support/feedback";
import { ticketRatingInput } from "@/lib/support/schemas";
import { supportViewer } from "@/lib/support/tickets";

/** rating 1-5, by a member of the ticket's venue (staff 403); replaces their earlier rating. */
export const POST = route(
  { auth: signedIn, body: ticketRatingInput },
  async ({ principal, params, body }) =>
    created(
      await rateTicket({ viewer: supportViewer(principal), ticketId: pathId(params), input: body }),
    ),
);
