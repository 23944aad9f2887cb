// After a change that ends the account's other sessions (its password changed), the caller is
// handed credentials of the account's new session version, the way it authenticated: a bearer
// caller a new token pair in the answer, a browser a renewed session cookie
// (docs/decisions/046-session-versions.md).
import type { NextRequest } from "next/server";

import { issueTokens } from "@/lib/auth/access";
import type { Principal } from "@/lib/auth/principal";
import { renewSessionCookie, sessionCookieName } from "@/lib/auth/session";

import { withHeaders } from "./handler";

/** `T`, and for a bearer caller its new token pair. */
export type Renewed<T> = T & { access?: string; refresh?: string };

export async function withRenewedCredentials<T extends object>(
  req: NextRequest,
  principal: Principal,
  answer: T,
) {
  if (req.headers.has("authorization")) {
    const { access, refresh } = await issueTokens(principal);
    return { ...answer, access, refresh };
  }
  const cookie = await renewSessionCookie(
    req.cookies.get(sessionCookieName())?.value,
    principal.user.sessionVersion,
  );
  const renewed: Renewed<T> = answer;
  return withHeaders(renewed, cookie ? { "set-cookie": cookie } : {});
}
