// A signed-in user changes their own password (spec §5). A wrong old password counts as a failed
// sign-in of the account, so a stolen session cannot be used to guess it. The change ends every
// other session and token of the account: a trigger moves its session version on and revokes its
// refresh tokens (docs/decisions/017-profile-and-passwords.md, 046-session-versions.md); the
// caller is handed credentials of the new version, so only the other devices are signed out.
import { forbidden, ValidationError } from "@/lib/core/errors";
import { db } from "@/lib/db";
import {
  IMPERSONATION_READ_ONLY,
  WRONG_OLD_PASSWORD,
  type PasswordChange,
} from "@/lib/users/profile-schemas";

import { hashPassword, verifyPassword } from "./password";
import type { Principal } from "./principal";
import { beginSignInAttempt, failureKeys, forgiveSignInAttempt } from "./rate-limit";

export const PASSWORD_CHANGED = "Password changed successfully!";

/**
 * Checks the old password, stores the new one and clears `must_reset_password`. Returns the
 * caller's principal at the account's new session version, for the credentials the route hands
 * back (a new token pair, or a new session cookie).
 */
export async function changePassword({
  principal,
  input,
  ip,
}: {
  principal: Principal;
  input: PasswordChange;
  ip: string | null;
}): Promise<Principal> {
  if (principal.impersonationId) throw forbidden(IMPERSONATION_READ_ONLY);
  const user = await db.user.findUniqueOrThrow({
    where: { id: principal.user.id },
    select: { id: true, email: true, passwordHash: true },
  });
  const attempt = await beginSignInAttempt(failureKeys(user.email, ip));
  if (!(await verifyPassword(user.passwordHash, input.old_password)))
    throw ValidationError.of("old_password", WRONG_OLD_PASSWORD);
  await forgiveSignInAttempt(attempt);
  const passwordHash = await hashPassword(input.new_password);
  const { sessionVersion } = await db.user.update({
    where: { id: user.id },
    data: { passwordHash, mustResetPassword: false },
    select: { sessionVersion: true },
  });
  return { ...principal, user: { ...principal.user, sessionVersion, mustResetPassword: false } };
}
