import { created, providerStaff, route, signedIn } from "@/lib/api/handler";
import { createFeedback, listFeedback } from "@/lib/support/feedback";
import { feedbackInput } from "@/lib/support/schemas";
import { supportViewer } from "@/lib/support/tickets";

/** Every rating and feedback, newest first: provider staff (Feedback Reviews). */
export const GET = route({ auth: providerStaff }, async () => listFeedback());

/** rating 1-5 (default 5), comment required; by any signed-in user. */
export const POST = route({ auth: signedIn, body: feedbackInput }, async ({ principal, body }) =>
  created(await createFeedback({ viewer: supportViewer(principal), input: body })),
);
