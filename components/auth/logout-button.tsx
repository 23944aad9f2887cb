"use client";

import { useState } from "react";

import { Button, type ButtonProps } from "@/components/ui/button";
import { signingOut } from "@/lib/client/session";

/** Ends the session (the httpOnly cookie is cleared by the server) and returns to the home page. */
export async function logout() {
  signingOut();
  try {
    // next-auth's client arrives when it is needed, not with every page that has the button.
    const { signOut } = await import("next-auth/react");
    await signOut({ redirect: false });
  } finally {
    // A full page load drops every cached page of the signed-in session.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign("/");
  }
}

/** A button that logs out. */
export function LogoutButton({ children = "Logout", ...props }: ButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      {...props}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void logout();
      }}
    >
      {children}
    </Button>
  );
}
