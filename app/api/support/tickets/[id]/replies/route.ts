import { created, route, signedIn } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { REPLY_BODY_LIMIT } from "@/lib/support/attachments";
import { createReply, listReplies } from "@/lib/support/replies";
import { replyInput } from "@/lib/support/schemas";
import { supportViewer } from "@/lib/support/tickets";

/** The conversation, oldest first. */
export const GET = route({ auth: signedIn }, async ({ principal, params }) =>
  listReplies({ viewer: supportViewer(principal), ticketId: pathId(params) }),
);

/**
 * message (not blank), and optional `attachments` files (multipart: images or PDF, 10 MB each).
 * By the ticket's owner, the venue's Owners and Admins, or staff (flagged is_staff); others 403.
 */
export const POST = route(
  { auth: signedIn, body: replyInput, uploadLimit: REPLY_BODY_LIMIT },
  async ({ principal, params, body }) =>
    created(
      await createReply({
        viewer: supportViewer(principal),
        ticketId: pathId(params),
        input: body,
      }),
    ),
);
