// The browser's session: a next-auth JWT in an httpOnly cookie of the host that signed in.
// Read here, for route handlers (from the request) and server components (from next/headers).
import { decode, encode } from "next-auth/jwt";

import { authSecret, env } from "@/lib/env";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Without "remember me" a session ends after this long, whatever the cookie says. */
export const SHORT_SESSION_SECONDS = 12 * 60 * 60;

export type SessionClaims = {
  sub: string;
  tenant: string | null;
  imp?: number;
  /** the account's session version at sign-in (docs/decisions/046-session-versions.md) */
  sv: number;
  expiresAt: number;
};

export function sessionCookieName(): string {
  return `${env().HTTPS ? "__Secure-" : ""}next-auth.session-token`;
}

async function decodeSession(value: string | undefined | null) {
  if (!value) return null;
  try {
    const token = await decode({ token: value, secret: authSecret() });
    if (!token || typeof token.sub !== "string") return null;
    const expiresAt = typeof token.expiresAt === "number" ? token.expiresAt : 0;
    return expiresAt > Date.now() ? { token, expiresAt } : null;
  } catch {
    return null;
  }
}

/** The claims of a session cookie's value, or null when it is absent, forged or expired. */
export async function readSessionCookie(
  value: string | undefined | null,
): Promise<SessionClaims | null> {
  const session = await decodeSession(value);
  if (!session) return null;
  const { token, expiresAt } = session;
  return {
    sub: token.sub!,
    tenant: (token.tenant as string | null) ?? null,
    imp: typeof token.imp === "number" ? token.imp : undefined,
    // absent in a cookie made before session versions: 0, which no migrated account has
    sv: typeof token.sv === "number" ? token.sv : 0,
    expiresAt,
  };
}

/**
 * A Set-Cookie value that carries the session of `value` on at session version `sv`, as next-auth
 * writes its cookie: the session that changed the password stays signed in when the others end.
 * Null when `value` is no valid session.
 */
export async function renewSessionCookie(
  value: string | undefined | null,
  sv: number,
): Promise<string | null> {
  const session = await decodeSession(value);
  if (!session) return null;
  // encode() stamps its own times and id
  const { iat, exp, jti, ...token } = session.token;
  const renewed = await encode({
    token: { ...token, sv },
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  const expires = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000).toUTCString();
  const secure = env().HTTPS ? "; Secure" : "";
  return `${sessionCookieName()}=${renewed}; Path=/; Expires=${expires}; HttpOnly; SameSite=Lax${secure}`;
}
