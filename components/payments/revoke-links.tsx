"use client";

import { useState } from "react";

import { useConsoleUser } from "@/components/console/tenant-context";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/client/api";
import { call } from "@/lib/client/call";

export const LINKS_REVOKED = (n: number) =>
  n === 1 ? "1 customer link revoked." : `${n} customer links revoked.`;

/**
 * Owners and Admins take back the links to the booking's customer page that its mails carried
 * (decision 092), asked first.
 */
export function RevokeLinks({ bookingId }: { bookingId: number }) {
  const { canManageVenue, impersonated } = useConsoleUser();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!canManageVenue || impersonated) return null;
  async function revoke() {
    setBusy(true);
    try {
      const { revoked } = await call.post("/api/tenant/bookings/{id}/links/revoke/", {
        params: { id: bookingId },
      });
      toast.success(LINKS_REVOKED(revoked));
      setAsking(false);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex justify-end border-t border-slate-100 pt-3">
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
        Revoke customer links
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Revoke the customer's links?"
        message="The links to this booking's page in the mails sent so far stop working. The next mail to the customer carries a new one."
        confirmLabel="Revoke links"
        destructive
        busy={busy}
        onConfirm={() => void revoke()}
      />
    </div>
  );
}
