// The signed-in user as server components see them: the session cookie of this host, checked on
// every render against this host's tenant and the user's access (the doors' own lookups, with their
// few seconds' memory: lib/cache/access.ts).
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";

import { AppError } from "@/lib/core/errors";
import { env } from "@/lib/env";
import { PATH_HEADER } from "@/lib/tenants/headers";
import { resolveTenantSlug } from "@/lib/tenants/host";
import { findActiveTenant } from "@/lib/tenants/queries";

import { principalOf } from "./access";
import type { Principal, ProviderPrincipal, TenantPrincipal } from "./principal";
import { isProviderUser } from "./roles";
import { readSessionCookie, sessionCookieName } from "./session";

/** `detail`: why a session this browser holds is refused, in the server's words (the API's). */
export type Viewer = {
  principal: Principal | null;
  problem: "mismatch" | "denied" | null;
  detail?: string;
};

export const getViewer = cache(async (): Promise<Viewer> => {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const session = await readSessionCookie(cookieStore.get(sessionCookieName())?.value);
  if (!session) return { principal: null, problem: null };
  const slug = resolveTenantSlug(headerStore.get("host"), env().APP_HOST);
  if ((session.tenant ?? null) !== slug) return { principal: null, problem: "mismatch" };
  const tenant = slug ? await findActiveTenant(slug) : null;
  if (slug && !tenant) return { principal: null, problem: null };
  try {
    return { principal: await principalOf(session, tenant), problem: null };
  } catch (error) {
    if (error instanceof AppError)
      return { principal: null, problem: "denied", detail: error.detail };
    throw error;
  }
});

/** The current path as the visitor typed it (set by the proxy). */
export async function currentPath(): Promise<string> {
  return (await headers()).get(PATH_HEADER) ?? "/";
}

/** The signed-in principal, or a redirect to /login that remembers where the visitor was going. */
export async function requireViewer(): Promise<Principal> {
  const { principal, problem } = await getViewer();
  if (principal) return principal;
  return redirectToLogin(problem);
}

/**
 * For tenant pages: the signed-in user of this tenant's host. The session belongs to the host it
 * was made on (getViewer checks it), so on a tenant's host the principal is always that tenant's.
 * A page that shows data never renders for an account that must change its password first: it
 * is sent to its profile (the console's layout, which only holds it, passes `held`).
 */
export async function requireTenantViewer({ held = false } = {}): Promise<TenantPrincipal> {
  const { principal, problem } = await getViewer();
  if (principal?.tenant) return held ? principal : notHeld(principal, "/profile");
  return redirectToLogin(principal ? "mismatch" : problem);
}

/**
 * The API's doors answer an account that must change its password first 403 (lib/api/doors.ts);
 * a page's data is sent with the page itself (a router's move renders the page without its
 * layout), so each page that reads data sends such an account to its profile instead.
 */
function notHeld<P extends Principal>(principal: P, profilePath: string): P {
  if (principal.user.mustResetPassword && !principal.impersonationId) redirect(profilePath);
  return principal;
}

/**
 * For the provider console's pages: the provider user, or null for anyone else (the admin layout
 * tells them so). A page renders beside its layout, not inside its check, so a page that reads
 * data asks for itself.
 */
export async function providerViewer(): Promise<ProviderPrincipal | null> {
  const principal = await requireViewer();
  if (principal.tenant || !isProviderUser(principal.user)) return null;
  return notHeld(principal, "/admin/profile");
}

async function redirectToLogin(problem: Viewer["problem"]): Promise<never> {
  const params = new URLSearchParams({ next: await currentPath() });
  if (problem === "mismatch") params.set("reason", "mismatch");
  redirect(`/login?${params}`);
}
