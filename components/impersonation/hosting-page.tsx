"use client";

import { Check, X } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import {
  APPROVE_FAILED,
  APPROVED_SESSIONS,
  DENY_CONFIRM,
  DENY_FAILED,
  EXPIRED_SESSIONS,
  PENDING_SESSIONS,
  requestApproved,
  requestDenied,
} from "@/lib/impersonation/messages";
import type { ImpersonationStatus } from "@/lib/impersonation/schemas";
import type { ImpersonationRequestView } from "@/lib/impersonation/serialize";

import { RequestSection, RequestsPage } from "./request-card";
import { REQUESTS_PATH, serverSaid, useRequests } from "./use-requests";

const SECTIONS: { status: ImpersonationStatus; title: string; empty: string }[] = [
  { status: "PENDING", title: PENDING_SESSIONS, empty: "No pending requests." },
  { status: "APPROVED", title: APPROVED_SESSIONS, empty: "No approved sessions." },
  { status: "EXPIRED", title: EXPIRED_SESSIONS, empty: "No expired sessions." },
];

/** /support/hosting (spec §2.3): the venue's impersonation requests; approve or deny pending. */
export function HostingPage() {
  const { requests, error, loading, refresh } = useRequests();
  const [denying, setDenying] = useState<ImpersonationRequestView | null>(null);
  const [busy, setBusy] = useState(false);

  async function approve(r: ImpersonationRequestView) {
    setBusy(true);
    try {
      await api(REQUESTS_PATH, { method: "POST", body: { action: "approve", request_id: r.id } });
      toast.success(requestApproved(r.id));
    } catch (e) {
      toast.error(serverSaid(e, APPROVE_FAILED));
    } finally {
      setBusy(false);
      void refresh();
    }
  }

  async function deny(r: ImpersonationRequestView) {
    setBusy(true);
    try {
      await api(`${REQUESTS_PATH}${r.id}/`, { method: "DELETE" });
      toast.success(requestDenied(r.id));
    } catch (e) {
      toast.error(serverSaid(e, DENY_FAILED));
    } finally {
      setBusy(false);
      setDenying(null);
      void refresh();
    }
  }

  const actions = (r: ImpersonationRequestView) => (
    <>
      <Button size="sm" onClick={() => void approve(r)} disabled={busy}>
        <Check className="size-4" aria-hidden /> Approve
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setDenying(r)} disabled={busy}>
        <X className="size-4" aria-hidden /> Deny
      </Button>
    </>
  );

  return (
    <RequestsPage
      title="Hosting Support"
      intro="The hosting provider's support asks here for access to your venue. An approval lasts two hours."
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
          renderActions={s.status === "PENDING" ? actions : undefined}
        />
      ))}
      <ConfirmDialog
        open={!!denying}
        onOpenChange={(open) => !open && setDenying(null)}
        title="Deny request"
        message={DENY_CONFIRM}
        confirmLabel="Deny"
        destructive
        busy={busy}
        onConfirm={() => denying && void deny(denying)}
      />
    </RequestsPage>
  );
}
