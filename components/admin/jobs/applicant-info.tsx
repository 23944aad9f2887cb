import { Download, Eye, FileText } from "lucide-react";

import { Button } from "@/components/ui/button";
import { joinAddress, orNotAvailable } from "@/lib/jobs/applicant-view";
import { NO_RESUME } from "@/lib/jobs/messages";
import type { ApplicationDto } from "@/lib/jobs/serialize";

import { LocalDateTime } from "./applied-date";
import { ApplicantStatusBadge } from "./badges";
import { FormCard } from "./form-card";

/** The saved file's address (`?download=1`): the browser saves it rather than showing it. */
export const downloadHref = (resume: string) => `${resume}?download=1`;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Spec §2.2 Personal Information: name, email, phone, the joined address, status. */
export function PersonalInformation({ applicant: a }: { applicant: ApplicationDto }) {
  return (
    <FormCard title="Personal Information">
      <dl className="divide-y divide-slate-100">
        <Row label="Name">{a.applicant_name}</Row>
        <Row label="Email">
          <a href={`mailto:${a.applicant_email}`} className="text-brand-700 hover:underline">
            {a.applicant_email}
          </a>
        </Row>
        <Row label="Phone">{orNotAvailable(a.phone_number)}</Row>
        <Row label="Address">{joinAddress(a.address)}</Row>
        <Row label="Status">
          <ApplicantStatusBadge status={a.status} />
        </Row>
      </dl>
    </FormCard>
  );
}

function Resume({ applicant: a, onPreview }: { applicant: ApplicationDto; onPreview: () => void }) {
  if (!a.resume) return <p className="text-slate-600">{NO_RESUME}</p>;
  return (
    <div className="space-y-2">
      <p className="flex items-center gap-2 text-slate-700">
        <FileText className="size-4 shrink-0 text-slate-400" aria-hidden />
        <span className="truncate">{a.resume_name}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="secondary" size="sm">
          <a href={downloadHref(a.resume)} download>
            <Download className="size-4" aria-hidden /> Download
          </a>
        </Button>
        <Button variant="secondary" size="sm" onClick={onPreview}>
          <Eye className="size-4" aria-hidden /> Preview
        </Button>
      </div>
    </div>
  );
}

/** Spec §2.2 Application Details: the job, when, the cover letter and the resume. */
export function ApplicationDetails({
  applicant: a,
  onPreview,
}: {
  applicant: ApplicationDto;
  onPreview: () => void;
}) {
  return (
    <FormCard title="Application Details">
      <dl className="divide-y divide-slate-100">
        <Row label="Job Title">{a.job_title}</Row>
        <Row label="Company">{a.company_name}</Row>
        <Row label="Applied">
          <LocalDateTime value={a.applied_at} />
        </Row>
        <Row label="Cover Letter">
          <p className="whitespace-pre-line">{orNotAvailable(a.cover_letter)}</p>
        </Row>
        <Row label="Resume">
          <Resume applicant={a} onPreview={onPreview} />
        </Row>
      </dl>
    </FormCard>
  );
}
