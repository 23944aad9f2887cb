"use client";

import { createContext, useContext, useEffect, useState } from "react";

import { PASSWORD_CHANGED_EVENT } from "@/components/profile/password-reset-guard";
import { watchSession } from "@/lib/client/session";

const HeldContext = createContext(false);

/**
 * A signed-in console (the venue's and the provider's): while it is shown, a session that ends is
 * noticed (lib/client/session.ts). `held`: the account must change its password before anything
 * else, so nothing that polls or streams starts (the API would refuse it) until the profile page
 * says the password was changed.
 */
export function SignedIn({ held, children }: { held: boolean; children: React.ReactNode }) {
  const [changed, setChanged] = useState(false);
  useEffect(() => watchSession(), []);
  useEffect(() => {
    const done = () => setChanged(true);
    window.addEventListener(PASSWORD_CHANGED_EVENT, done);
    return () => window.removeEventListener(PASSWORD_CHANGED_EVENT, done);
  }, []);
  return <HeldContext value={held && !changed}>{children}</HeldContext>;
}

/** Whether the account is held for a password change (nothing may poll or stream yet). */
export const useAccountHeld = () => useContext(HeldContext);
