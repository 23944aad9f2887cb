"use client";

import { LogOut } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/field";
import { errorMessage } from "@/lib/client/api";
import { call } from "@/lib/client/call";
import { signingOut } from "@/lib/client/session";

import { ProfileSection } from "./profile-card";

/**
 * 'Sign out of all devices': every session and API token of the account ends at once, this
 * browser's too (docs/decisions/046-session-versions.md); then the sign-in page.
 */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signOut() {
    setBusy(true);
    setError(null);
    try {
      await call.post("/api/sign-out-all/");
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
      return;
    }
    signingOut(); // this tab's session has just ended too: it goes to /login below
    try {
      // The cookie no longer works anywhere; next-auth clears it here.
      const { signOut: endSession } = await import("next-auth/react");
      await endSession({ redirect: false });
    } finally {
      // A full page load drops every cached page of the ended session.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/login");
    }
  }

  return (
    <ProfileSection
      title="Sessions"
      description="Signed in on a device you no longer use, or one you lost? End every session of your account at once."
    >
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <LogOut className="size-4" aria-hidden /> Sign out of all devices
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title="Sign out of all devices?"
        description="Every session of your account ends, on this device too, and every API token stops working. You will need to sign in again."
      >
        <FormAlert>{error}</FormAlert>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void signOut()} disabled={busy}>
            {busy ? "Signing out..." : "Sign out everywhere"}
          </Button>
        </div>
      </Dialog>
    </ProfileSection>
  );
}
