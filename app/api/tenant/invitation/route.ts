import { route, tenantVisitor } from "@/lib/api/handler";
import { answerInvitation } from "@/lib/users/invitation-answers";
import { invitationAnswer } from "@/lib/users/team-schemas";

/**
 * The invited person, with their email and password (counted like a sign-in), accepts or declines
 * the venue's invitation; 404 when the account has none pending here.
 */
export const POST = route(
  { auth: tenantVisitor, body: invitationAnswer },
  async ({ tenant, body, ip }) => answerInvitation({ tenant, input: body, ip }),
);
