import { route, signedIn } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { attachmentResponse } from "@/lib/support/attachments";
import { supportViewer } from "@/lib/support/tickets";

/** A reply's file, for the ticket's venue members and provider staff only; anyone else 404. */
export const GET = route({ auth: signedIn }, async ({ principal, params }) =>
  attachmentResponse({
    viewer: supportViewer(principal),
    ticketId: pathId(params),
    id: pathId(params, "attachmentId"),
  }),
);
