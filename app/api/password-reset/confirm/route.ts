import { anyone, route } from "@/lib/api/handler";
import { resetPassword } from "@/lib/auth/forgot-password";
import { passwordResetConfirm } from "@/lib/auth/forgot-password-schemas";

/** Sets a new password with a mailed link's token (once, within the hour); every session ends. */
export const POST = route({ auth: anyone, body: passwordResetConfirm }, async ({ body }) =>
  resetPassword(body),
);
