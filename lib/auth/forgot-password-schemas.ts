// Forgotten passwords: asking for a link, and choosing a new password with it. One set of schemas
// and messages for the API and the pages (docs/decisions/046-session-versions.md).
import { z } from "zod";

import { plainString, REQUIRED, requiredEmail } from "@/lib/core/schemas";
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
} from "@/lib/users/profile-schemas";

/** How long a reset link works. */
export const RESET_LINK_TTL_MINUTES = 60;

/** The one answer to a request, whether or not the email names an account that may sign in. */
export const RESET_LINK_SENT =
  "If an account with that email signs in here, we have sent it a link to choose a new password. The link works for one hour.";
export const RESET_LINK_INVALID = "This link is invalid or has expired. Please ask for a new one.";
export const PASSWORD_RESET_DONE = "Your password has been changed. You can now sign in with it.";

/** POST /api/password-reset/: the account's email. */
export const passwordResetRequest = z.object({ email: requiredEmail() });

const newPassword = plainString(REQUIRED)
  .min(1, { error: REQUIRED, abort: true })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(256, "Ensure this field has no more than 256 characters.");

/** POST /api/password-reset/confirm/: the link's token and the new password. */
export const passwordResetConfirm = z.object({
  token: plainString(RESET_LINK_INVALID).trim().min(1, RESET_LINK_INVALID).max(200),
  new_password: newPassword,
});
export type PasswordResetConfirm = z.output<typeof passwordResetConfirm>;

/** The reset page's form: the new password twice (the token comes from the link). */
export const passwordResetForm = z
  .object({ new_password: newPassword, confirm_password: z.string().max(256) })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ["confirm_password"],
    message: PASSWORDS_DIFFER,
  });
export type PasswordResetFormValues = z.input<typeof passwordResetForm>;
