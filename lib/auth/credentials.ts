// An email and password checked the way sign-in checks them, for the other places a person proves
// who they are (answering an invitation): limited per email and per client address, counted in
// PostgreSQL; a wrong email, a wrong password and an inactive account answer alike.
import { unauthorized } from "@/lib/api/errors";
import { db } from "@/lib/db";

import { INVALID_CREDENTIALS } from "./access";
import { verifyPassword } from "./password";
import {
  assertSignInAllowed,
  clearSignInFailures,
  failureKeys,
  recordSignInFailure,
} from "./rate-limit";

export async function verifyCredentials(input: {
  email: string;
  password: string;
  ip: string | null;
}): Promise<{ id: number; email: string }> {
  const email = input.email.trim().toLowerCase();
  const keys = failureKeys(email, input.ip);
  await assertSignInAllowed(keys);
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, isActive: true, passwordHash: true },
  });
  // Checked against a dummy hash when there is no account, so the time does not tell.
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid || !user.isActive) {
    await recordSignInFailure(keys);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await clearSignInFailures(email);
  return { id: user.id, email: user.email };
}
