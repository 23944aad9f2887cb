// The browser's session: a next-auth JWT in an httpOnly cookie of the host that signed in.
// Read here, for route handlers (from the request) and server components (from next/headers).
import { decode } from "next-auth/jwt";

import { authSecret, env } from "@/lib/env";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Without "remember me" a session ends after this long, whatever the cookie says. */
export const SHORT_SESSION_SECONDS = 12 * 60 * 60;

export type SessionClaims = { sub: string; tenant: string | null; imp?: number; expiresAt: number };

export function sessionCookieName(): string {
  return `${env().HTTPS ? "__Secure-" : ""}next-auth.session-token`;
}

/** The claims of a session cookie's value, or null when it is absent, forged or expired. */
export async function readSessionCookie(
  value: string | undefined | null,
): Promise<SessionClaims | null> {
  if (!value) return null;
  try {
    const token = await decode({ token: value, secret: authSecret() });
    if (!token || typeof token.sub !== "string") return null;
    const expiresAt = typeof token.expiresAt === "number" ? token.expiresAt : 0;
    if (expiresAt <= Date.now()) return null;
    return {
      sub: token.sub,
      tenant: (token.tenant as string | null) ?? null,
      imp: typeof token.imp === "number" ? token.imp : undefined,
      expiresAt,
    };
  } catch {
    return null;
  }
}
