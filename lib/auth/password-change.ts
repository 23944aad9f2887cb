// A signed-in user changes their own password (spec §5). A wrong old password counts as a failed
// sign-in of the account, so a stolen session cannot be used to guess it; a change ends every API
// refresh token of the user (docs/decisions/017-profile-and-passwords.md).
import { forbidden, ValidationError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import {
  IMPERSONATION_READ_ONLY,
  WRONG_OLD_PASSWORD,
  type PasswordChange,
} from "@/lib/users/profile-schemas";

import { issueTokens, type Principal } from "./access";
import { hashPassword, verifyPassword } from "./password";
import {
  assertSignInAllowed,
  clearSignInFailures,
  failureKeys,
  recordSignInFailure,
} from "./rate-limit";

export const PASSWORD_CHANGED = "Password changed successfully!";

/**
 * Checks the old password, stores the new one, clears `must_reset_password` and revokes every
 * refresh token the user holds, in every venue and the provider's console. With `reissue` (the
 * caller authenticated with a bearer token) the answer carries a new token pair for the caller.
 */
export async function changePassword({
  principal,
  input,
  ip,
  reissue,
}: {
  principal: Principal;
  input: PasswordChange;
  ip: string | null;
  reissue: boolean;
}): Promise<{ detail: string; access?: string; refresh?: string }> {
  if (principal.impersonationId) throw forbidden(IMPERSONATION_READ_ONLY);
  const user = await db.user.findUniqueOrThrow({
    where: { id: principal.user.id },
    select: { id: true, email: true, passwordHash: true },
  });
  const keys = failureKeys(user.email, ip);
  await assertSignInAllowed(keys);
  if (!(await verifyPassword(user.passwordHash, input.old_password))) {
    await recordSignInFailure(keys);
    throw ValidationError.of("old_password", WRONG_OLD_PASSWORD);
  }
  const passwordHash = await hashPassword(input.new_password);
  await db.$transaction([
    db.user.update({
      where: { id: user.id },
      data: { passwordHash, mustResetPassword: false },
    }),
    db.refreshToken.updateMany({
      where: { userId: user.id, revokedAt: null },
      data: { revokedAt: new Date() },
    }),
  ]);
  await clearSignInFailures(user.email);
  if (!reissue) return { detail: PASSWORD_CHANGED };
  const { access, refresh } = await issueTokens(principal);
  return { detail: PASSWORD_CHANGED, access, refresh };
}
