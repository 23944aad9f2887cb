// next-auth (v4) drives the browser sign-in: the credentials provider calls the same verifier as
// POST /api/token/, and the session lives in an httpOnly, host-only cookie.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";

import { AppError } from "@/lib/core/errors";
import { clientIp } from "@/lib/core/request";
import { authSecret, env } from "@/lib/env";
import { resolveTenantSlug } from "@/lib/tenants/host";

import { signInWithPassword } from "./access";
import { INVALID_CREDENTIALS } from "./credentials";
import { loginSchema } from "./login-schema";
import { sameOriginUrl } from "./redirects";
import { SESSION_MAX_AGE_SECONDS, SHORT_SESSION_SECONDS } from "./session";

type SignedInUser = {
  id: string;
  email: string;
  name: string;
  tenant: string | null;
  imp?: number;
  /** the account's session version (docs/decisions/046-session-versions.md) */
  sv: number;
  remember: boolean;
};

/**
 * next-auth's options for a request to `origin`: this host's site, from the configuration
 * (lib/tenants/origins.ts). next-auth is handed only the headers this server believes
 * (lib/api/next-auth-route.ts): the host is the Host header, never X-Forwarded-Host.
 */
export function authOptions(origin: string): NextAuthOptions {
  return {
    secret: authSecret(),
    useSecureCookies: env().HTTPS,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: {
          email: { type: "email" },
          password: { type: "password" },
          remember: { type: "text" },
        },
        async authorize(credentials, req) {
          const parsed = loginSchema.safeParse(credentials);
          if (!parsed.success) throw new Error(parsed.error.issues[0].message);
          const headers = new Headers(
            Object.entries(req.headers ?? {}).flatMap(([k, v]): [string, string][] =>
              typeof v === "string" ? [[k, v]] : [],
            ),
          );
          const tenantSlug = resolveTenantSlug(headers.get("host"), env().APP_HOST);
          try {
            const p = await signInWithPassword({
              ...parsed.data,
              tenantSlug,
              ip: clientIp(headers),
            });
            const user: SignedInUser = {
              id: p.user.uuid,
              email: p.user.email,
              name: p.user.name,
              tenant: p.tenant?.slug ?? null,
              imp: p.impersonationId,
              sv: p.user.sessionVersion,
              remember: credentials?.remember === "true",
            };
            return user;
          } catch (error) {
            // null = next-auth's plain "CredentialsSignin": the form shows its default message.
            if (error instanceof AppError && error.detail === INVALID_CREDENTIALS) return null;
            if (error instanceof AppError) throw new Error(error.detail);
            throw error;
          }
        },
      }),
    ],
    callbacks: {
      // After signing in or out: a page of this host only, whatever callbackUrl asked for.
      redirect: async ({ url }) => sameOriginUrl(url, origin),
      async jwt({ token, user }) {
        if (user) {
          const u = user as unknown as SignedInUser;
          token.sub = u.id;
          token.tenant = u.tenant;
          if (u.imp) token.imp = u.imp;
          token.sv = u.sv;
          token.expiresAt =
            Date.now() + (u.remember ? SESSION_MAX_AGE_SECONDS : SHORT_SESSION_SECONDS) * 1000;
        }
        return token;
      },
      async session({ session, token }) {
        return {
          ...session,
          tenant: token.tenant ?? null,
          expires: new Date(Number(token.expiresAt)).toISOString(),
        };
      },
    },
  };
}
