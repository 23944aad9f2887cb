// An account whose password was reset must choose a new one before working (spec §4): its
// console sends every page to the profile, where the change-password dialog opens by itself.
import { headers } from "next/headers";
import { redirect } from "next/navigation";

import type { Principal } from "@/lib/auth/principal";
import { currentPath } from "@/lib/auth/viewer";

/**
 * For a console layout: whether `principal` must choose a new password and, when so, a redirect
 * to `profilePath` from any other page. An impersonator is never held: their password is theirs
 * to change in the provider's console, not in the venue.
 */
export async function holdForPasswordChange({
  principal,
  profilePath,
}: {
  principal: Principal;
  profilePath: string;
}): Promise<boolean> {
  // The flag rides on the remembered standing (lib/auth/access.ts): no statement of its own.
  if (principal.impersonationId || !principal.user.mustResetPassword) return false;
  // Only a page load (it asks for HTML) is redirected here. A redirect() thrown by a layout while
  // the browser's router moves into it (signing in, then going to /dashboard) sent Next's router
  // into an endless loop of refetches; PasswordResetGuard turns those moves into a page load of
  // the profile instead. (Next hides its own marks of a router request from headers().)
  if (!(await headers()).get("accept")?.includes("text/html")) return true;
  const path = (await currentPath()).split("?")[0].replace(/(.)\/$/, "$1");
  if (path !== profilePath) redirect(profilePath);
  return true;
}
