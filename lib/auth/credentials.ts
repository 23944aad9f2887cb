// An email and password checked once, the same way wherever a person proves who they are (the
// sign-in, answering an invitation): limited per email and per client address, counted in
// PostgreSQL before the password is checked (lib/auth/rate-limit.ts); a wrong email, a wrong
// password and an inactive account answer alike.
import { unauthorized } from "@/lib/core/errors";
import { db } from "@/lib/db";

import { verifyPassword } from "./password";
import { beginSignInAttempt, failureKeys, forgiveSignInAttempt } from "./rate-limit";

export const INVALID_CREDENTIALS = "Invalid credentials";

/** What a checked account is known by: enough to act as it (lib/auth/access.ts). */
export const credentialUserSelect = {
  id: true,
  uuid: true,
  email: true,
  name: true,
  isStaff: true,
  isSuperuser: true,
  userType: true,
  sessionVersion: true,
  mustResetPassword: true,
} as const;

export async function verifyCredentials(input: {
  email: string;
  password: string;
  ip: string | null;
}) {
  const email = input.email.trim().toLowerCase();
  // Counted before the password is checked: a burst of guesses gets MAX_FAILURES checks at most.
  const attempt = await beginSignInAttempt(failureKeys(email, input.ip));
  const user = await db.user.findUnique({
    where: { email },
    select: { ...credentialUserSelect, isActive: true, passwordHash: true },
  });
  // Checked against a dummy hash when there is no account, so the time does not tell.
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid || !user.isActive) throw unauthorized(INVALID_CREDENTIALS);
  // Right: the attempt is forgiven, even if the password changes the next moment. That is safe
  // because nothing issued for this check outlives such a change: its cookie, access token and
  // refresh family all carry `sessionVersion`, read here with the hash (decision 047).
  await forgiveSignInAttempt(attempt);
  const { passwordHash: _hash, isActive: _active, ...checked } = user;
  return checked;
}
