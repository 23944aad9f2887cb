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
export const LINK_COPIED = "Link copied: paste it into a message to the customer.";

/**
 * Owners and Admins make a new link to the booking's customer page to pass on themselves (a held
 * booking's customer gets no mail), and take back every link so far, asked first (decision 092).
 */
export function RevokeLinks({ bookingId }: { bookingId: number }) {
  const { canManageVenue, impersonated } = useConsoleUser();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  if (!canManageVenue || impersonated) return null;
  async function share() {
    setBusy(true);
    try {
      const made = await call.post("/api/tenant/bookings/{id}/links/", {
        params: { id: bookingId },
      });
      setUrl(made.url);
      // Over plain http (or without leave) the clipboard is closed: the link is shown to copy.
      await navigator.clipboard
        ?.writeText(made.url)
        .then(() => toast.success(LINK_COPIED))
        .catch(() => undefined);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  async function revoke() {
    setBusy(true);
    try {
      const { revoked } = await call.post("/api/tenant/bookings/{id}/links/revoke/", {
        params: { id: bookingId },
      });
      toast.success(LINKS_REVOKED(revoked));
      setAsking(false);
      setUrl(null);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="space-y-2 border-t border-slate-100 pt-3">
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => void share()}>
          Copy customer link
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
          Revoke customer links
        </Button>
      </div>
      {url ? (
        <label className="block text-xs font-medium text-slate-600">
          Customer page link
          <input
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 px-2 py-1.5 font-mono text-xs text-slate-800"
          />
        </label>
      ) : null}
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
