"use client";

import { Ban, Check, X } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { call } from "@/lib/client/call";
import {
  APPROVE_FAILED,
  APPROVED_SESSIONS,
  DENY_CONFIRM,
  DENY_FAILED,
  EXPIRED_SESSIONS,
  PENDING_SESSIONS,
  requestApproved,
  requestDenied,
  requestRevoked,
  REVOKE_CONFIRM,
  REVOKE_FAILED,
} from "@/lib/impersonation/messages";
import type { ImpersonationStatus } from "@/lib/impersonation/schemas";
import type { ImpersonationRequestView } from "@/lib/impersonation/serialize";

import { RequestSection, RequestsPage } from "./request-card";
import { serverSaid, useRequests } from "./use-requests";

const SECTIONS: { status: ImpersonationStatus; title: string; empty: string }[] = [
  { status: "PENDING", title: PENDING_SESSIONS, empty: "No pending requests." },
  { status: "APPROVED", title: APPROVED_SESSIONS, empty: "No approved sessions." },
  { status: "EXPIRED", title: EXPIRED_SESSIONS, empty: "No expired sessions." },
];

/**
 * /support/hosting (spec §2.3): the venue's impersonation requests; approve or deny pending ones,
 * and revoke an approved one before it expires.
 */
export function HostingPage() {
  const { requests, error, loading, refresh } = useRequests();
  // The request being denied (pending) or revoked (approved): DELETE ends either.
  const [ending, setEnding] = useState<ImpersonationRequestView | null>(null);
  const [busy, setBusy] = useState(false);

  async function approve(r: ImpersonationRequestView) {
    setBusy(true);
    try {
      await call.post("/api/management/impersonation/", {
        body: { action: "approve", request_id: r.id },
      });
      toast.success(requestApproved(r.id));
    } catch (e) {
      toast.error(serverSaid(e, APPROVE_FAILED));
    } finally {
      setBusy(false);
      void refresh();
    }
  }

  async function end(r: ImpersonationRequestView) {
    const revoking = r.status === "APPROVED";
    setBusy(true);
    try {
      await call.delete("/api/management/impersonation/{id}/", { params: { id: r.id } });
      toast.success(revoking ? requestRevoked(r.id) : requestDenied(r.id));
    } catch (e) {
      toast.error(serverSaid(e, revoking ? REVOKE_FAILED : DENY_FAILED));
    } finally {
      setBusy(false);
      setEnding(null);
      void refresh();
    }
  }

  const pendingActions = (r: ImpersonationRequestView) => (
    <>
      <Button size="sm" onClick={() => void approve(r)} disabled={busy}>
        <Check className="size-4" aria-hidden /> Approve
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setEnding(r)} disabled={busy}>
        <X className="size-4" aria-hidden /> Deny
      </Button>
    </>
  );
  const approvedActions = (r: ImpersonationRequestView) => (
    <Button size="sm" variant="secondary" onClick={() => setEnding(r)} disabled={busy}>
      <Ban className="size-4" aria-hidden /> Revoke
    </Button>
  );
  const revoking = ending?.status === "APPROVED";

  return (
    <RequestsPage
      title="Hosting Support"
      intro="The hosting provider's support asks here for access to your venue. An approval lasts two hours, unless you revoke it sooner."
      className="mx-auto max-w-6xl"
    >
      {SECTIONS.map((s) => (
        <RequestSection
          key={s.status}
          title={s.title}
          requests={requests?.filter((r) => r.status === s.status) ?? null}
          loading={loading}
          error={error}
          onRefresh={() => void refresh()}
          empty={s.empty}
          renderActions={
            s.status === "PENDING"
              ? pendingActions
              : s.status === "APPROVED"
                ? approvedActions
                : undefined
          }
        />
      ))}
      <ConfirmDialog
        open={!!ending}
        onOpenChange={(open) => !open && setEnding(null)}
        title={revoking ? "Revoke access" : "Deny request"}
        message={revoking ? REVOKE_CONFIRM : DENY_CONFIRM}
        confirmLabel={revoking ? "Revoke" : "Deny"}
        destructive
        busy={busy}
        onConfirm={() => ending && void end(ending)}
      />
    </RequestsPage>
  );
}
