import { ChevronRight, MapPin } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/states";
import { HeaderRow, TableCard } from "@/components/ui/table";
import type { Loaded } from "@/lib/jobs/console-load";
import { JOB_AND_APPLICANTS_LOAD_FAILED, JOB_NOT_FOUND, NO_APPLICANTS } from "@/lib/jobs/messages";
import type { ApplicationDto, JobDto } from "@/lib/jobs/serialize";

import { BackLink } from "./back-link";
import { ApplicantStatusBadge, JobStatusBadge } from "./badges";
import { LoadProblem } from "./load-problem";
import { applicantHref, JOBS_PATH } from "./paths";

function ViewDetails({ applicant }: { applicant: ApplicationDto }) {
  return (
    <Button asChild variant="secondary" size="sm">
      <Link
        href={applicantHref(applicant)}
        aria-label={`View Details of ${applicant.applicant_name}`}
      >
        View Details <ChevronRight className="size-4" aria-hidden />
      </Link>
    </Button>
  );
}

function Applicants({ applicants }: { applicants: ApplicationDto[] }) {
  if (!applicants.length) return <EmptyState title={NO_APPLICANTS} />;
  return (
    <>
      {/* On a phone each applicant is a card. */}
      <ul className="space-y-3 md:hidden" aria-label="Applicants">
        {applicants.map((a) => (
          <li key={a.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{a.applicant_name}</p>
                <p className="truncate text-sm text-slate-600">{a.applicant_email}</p>
              </div>
              <ApplicantStatusBadge status={a.status} />
            </div>
            <div className="mt-3 flex justify-end border-t border-slate-100 pt-3">
              <ViewDetails applicant={a} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <TableCard>
          <HeaderRow
            columns={["Name", "Email", "Status", { label: "Actions", className: "text-right" }]}
          />
          <tbody className="divide-y divide-slate-100">
            {applicants.map((a) => (
              <tr key={a.id} className="hover:bg-slate-50">
                <td className="px-4 py-3 font-medium text-slate-900">{a.applicant_name}</td>
                <td className="px-4 py-3 text-slate-700">{a.applicant_email}</td>
                <td className="px-4 py-3">
                  <ApplicantStatusBadge status={a.status} />
                </td>
                <td className="px-4 py-3 text-right">
                  <ViewDetails applicant={a} />
                </td>
              </tr>
            ))}
          </tbody>
        </TableCard>
      </div>
    </>
  );
}

/** The candidates of a job (spec §2.2): who applied, their status, and their details. */
export function CandidatesPage({
  loaded,
}: {
  loaded: Loaded<{ job: JobDto; applicants: ApplicationDto[] }>;
}) {
  const { data } = loaded;
  return (
    <div className="space-y-6">
      <BackLink href={JOBS_PATH}>Back to Jobs</BackLink>
      {data ? (
        <>
          <div>
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">{data.job.title}</h1>
              <JobStatusBadge active={data.job.status} />
            </div>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
              <span>{data.job.company_name}</span>
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-3.5 text-slate-400" aria-hidden />
                {data.job.location}
              </span>
              <span>
                {data.applicants.length} {data.applicants.length === 1 ? "applicant" : "applicants"}
              </span>
            </p>
          </div>
          <Applicants applicants={data.applicants} />
        </>
      ) : (
        <LoadProblem
          problem={loaded.problem}
          failed={JOB_AND_APPLICANTS_LOAD_FAILED}
          notFound={JOB_NOT_FOUND}
        />
      )}
    </div>
  );
}
