"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

/** Sent on `window` by the profile page once the new password is saved. */
export const PASSWORD_CHANGED_EVENT = "hallbook:password-changed";

/**
 * While the account must choose a new password, every page of the console leads to the profile,
 * where the dialog asks for it. The layout redirects a page load on the server; this redirects the
 * browser's own moves (links, and the move to /dashboard after signing in), until the profile page
 * says the password was changed (the layout learns it on its next render).
 */
export function PasswordResetGuard({
  active,
  profilePath,
}: {
  active: boolean;
  profilePath: string;
}) {
  const pathname = usePathname();
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    const done = () => setChanged(true);
    window.addEventListener(PASSWORD_CHANGED_EVENT, done);
    return () => window.removeEventListener(PASSWORD_CHANGED_EVENT, done);
  }, []);
  useEffect(() => {
    // A page load, not router.replace(): moving the router while it is still settling the move it
    // was on (the one after signing in) made Next refetch the profile page in an endless loop.
    if (active && !changed && pathname !== profilePath) window.location.replace(profilePath);
  }, [active, changed, pathname, profilePath]);
  return null;
}
