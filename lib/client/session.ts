// The end of a signed-in console's session, as the browser learns it: an API answer of 401 (the
// session was signed out everywhere, its account's password changed, the access request it was
// opened through revoked or run out), or a live stream the server refuses. One place sends the
// person to the sign-in page of the same host, with why (the sign-in page says it in the server's
// words) and where they were, so that they come back to it.

/** The sign-in page's `reason` for a session that ended while a console was open. */
export const SESSION_ENDED_REASON = "ended";

let watching = 0;
let leaving = false;

/**
 * Called by a signed-in console (the venue's and the provider's) while it is shown: from now on a
 * 401 means the session ended. Public pages and the sign-in forms never call it, so their 401s
 * stay answers to show. Returns the stop.
 */
export function watchSession(): () => void {
  watching++;
  return () => void watching--;
}

/**
 * This tab is signing out on purpose (Logout, 'Sign out of all devices'): a 401 meanwhile is
 * expected, not news, and must not send it anywhere but where the sign-out goes.
 */
export function signingOut() {
  leaving = true;
}

/** The sign-in page's address for a person who was at `path` (path, query and fragment). */
export function signInPath(path: string): string {
  const next = path.startsWith("/") && !path.startsWith("//") ? path : "/";
  return `/login?${new URLSearchParams({ next, reason: SESSION_ENDED_REASON })}`;
}

/**
 * The session ended: in a signed-in console, go to the sign-in page (once) and say true; anywhere
 * else say false, and the caller shows the answer as it is.
 */
export function sessionEnded(): boolean {
  if (!watching) return false;
  if (!leaving) {
    leaving = true;
    const { pathname, search, hash } = window.location;
    window.location.assign(signInPath(`${pathname}${search}${hash}`));
  }
  return true;
}

/** What a venue's API answers (404) once the venue is disabled or gone. */
export const VENUE_GONE = "Tenant not found.";

/**
 * The venue of this signed-in console was disabled or is gone: load the page again, once, which
 * shows the venue's own 'Tenant Not Found' page, instead of each panel failing on its own with a
 * Retry that cannot mend it. Anywhere else say false, and the caller shows the answer.
 */
export function venueGone(): boolean {
  if (!watching) return false;
  if (!leaving) {
    leaving = true;
    window.location.reload();
  }
  return true;
}

/** For tests: forget every watcher and a departure. */
export function resetSessionWatch() {
  watching = 0;
  leaving = false;
}
