// 'Sign out of all devices': the account's session version moves on, so every session cookie and
// access token it holds gets 401 at once on every app server, and a trigger revokes its refresh
// tokens (docs/decisions/046-session-versions.md).
import { forbidden } from "@/lib/core/errors";
import { db } from "@/lib/db";
import { IMPERSONATION_READ_ONLY } from "@/lib/users/profile-schemas";

import type { Principal } from "./principal";

export async function signOutEverywhere(principal: Principal) {
  // A provider user in a venue through an access request signs out of their account in the console.
  if (principal.impersonationId) throw forbidden(IMPERSONATION_READ_ONLY);
  await db.user.update({
    where: { id: principal.user.id },
    data: { sessionVersion: { increment: 1 } },
    select: { id: true },
  });
}
