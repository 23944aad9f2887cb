"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import type { ApplicationDto } from "@/lib/jobs/serialize";

import { ApplicantActions } from "./applicant-actions";
import { ApplicationDetails, PersonalInformation } from "./applicant-info";
import { BackLink } from "./back-link";
import { ApplicantStatusBadge } from "./badges";
import { candidatesHref } from "./paths";
import { ResumePreviewDialog } from "./resume-preview-dialog";

/** An applicant (spec §2.2): who they are, what they sent, and what staff do about it. */
export function ApplicantDetail({ applicant: initial }: { applicant: ApplicationDto }) {
  const router = useRouter();
  const [applicant, setApplicant] = useState(initial);
  const [previewing, setPreviewing] = useState(false);
  return (
    <div className="space-y-6">
      <BackLink href={candidatesHref(applicant.job_id)}>Back to Candidates</BackLink>
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            {applicant.applicant_name}
          </h1>
          <ApplicantStatusBadge status={applicant.status} />
        </div>
        <p className="mt-1 text-sm text-slate-600">
          Applied for {applicant.job_title} at {applicant.company_name}
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <PersonalInformation applicant={applicant} />
          <ApplicationDetails applicant={applicant} onPreview={() => setPreviewing(true)} />
        </div>
        <ApplicantActions
          applicant={applicant}
          onChanged={(saved) => {
            setApplicant(saved);
            // The candidates list reads the new status too.
            router.refresh();
          }}
        />
      </div>
      <ResumePreviewDialog applicant={applicant} open={previewing} onOpenChange={setPreviewing} />
    </div>
  );
}
