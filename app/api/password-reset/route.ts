import { anyone, route } from "@/lib/api/handler";
import { requestPasswordReset } from "@/lib/auth/forgot-password";
import { passwordResetRequest } from "@/lib/auth/forgot-password-schemas";

/**
 * Mails a link to choose a new password to `email`, when it names an account that signs in on
 * this host (a venue's member, or on the provider's host a provider user). The answer is the same
 * either way; limited per client address and per email.
 */
export const POST = route(
  { auth: anyone, body: passwordResetRequest, changesAccess: false },
  async ({ body, tenant, ip }) => requestPasswordReset({ email: body.email, tenant, ip }),
);
