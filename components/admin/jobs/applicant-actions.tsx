"use client";

import { Check, Mail, Search, X, type LucideIcon } from "lucide-react";
import { useState } from "react";

import { Button, type ButtonProps } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { call } from "@/lib/client/call";
import { withReason } from "@/lib/client/failure";
import {
  STATUS_CONFIRM_TITLE,
  STATUS_UPDATE_FAILED,
  statusConfirmMessage,
  statusUpdated,
} from "@/lib/jobs/messages";
import type { ApplicationStatus } from "@/lib/jobs/schemas";
import type { ApplicationDto } from "@/lib/jobs/serialize";

import { ApplicantEmailDialog } from "./applicant-email-dialog";
import { FormCard } from "./form-card";

const STATUS_ACTIONS: {
  status: ApplicationStatus;
  label: string;
  icon: LucideIcon;
  variant: ButtonProps["variant"];
  className?: string;
}[] = [
  { status: "REVIEWING", label: "Set to Reviewing", icon: Search, variant: "secondary" },
  { status: "ACCEPTED", label: "Accept Applicant", icon: Check, variant: "primary" },
  {
    status: "REJECTED",
    label: "Reject Applicant",
    icon: X,
    variant: "secondary",
    className: "text-red-700 hover:bg-red-50",
  },
];

/**
 * Spec §2.2 Actions: a status, after 'Confirm Status Update' (any status from any other, spec §4;
 * the same one again is harmless), and a custom email.
 */
export function ApplicantActions({
  applicant,
  onChanged,
}: {
  applicant: ApplicationDto;
  onChanged: (applicant: ApplicationDto) => void;
}) {
  const [asking, setAsking] = useState<ApplicationStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [emailing, setEmailing] = useState(false);

  async function setStatus(status: ApplicationStatus) {
    setBusy(true);
    try {
      const saved = await call.patch("/api/jobs/JobsApplications/{id}/", {
        params: { id: applicant.id },
        body: { status },
      });
      onChanged(saved);
      toast.success(statusUpdated(saved.status));
    } catch (error) {
      toast.error(withReason(STATUS_UPDATE_FAILED, error));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  }

  return (
    <FormCard title="Actions" className="lg:sticky lg:top-6">
      <div className="grid gap-2">
        {STATUS_ACTIONS.map(({ status, label, icon: Icon, variant, className }) => (
          <Button
            key={status}
            variant={variant}
            className={className}
            disabled={busy}
            onClick={() => setAsking(status)}
          >
            <Icon className="size-4" aria-hidden /> {label}
          </Button>
        ))}
        <Button variant="secondary" onClick={() => setEmailing(true)}>
          <Mail className="size-4" aria-hidden /> Send Custom Email
        </Button>
      </div>
      <ConfirmDialog
        open={!!asking}
        onOpenChange={(open) => !open && !busy && setAsking(null)}
        title={STATUS_CONFIRM_TITLE}
        message={asking ? statusConfirmMessage(asking) : ""}
        busy={busy}
        onConfirm={() => asking && setStatus(asking)}
      />
      {emailing ? (
        <ApplicantEmailDialog applicant={applicant} onClose={() => setEmailing(false)} />
      ) : null}
    </FormCard>
  );
}
