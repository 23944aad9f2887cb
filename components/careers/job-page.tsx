import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ErrorState } from "@/components/ui/states";
import { excerpt } from "@/lib/jobs/browse";
import { JOB_INACTIVE, JOB_LOAD_FAILED, JOB_NOT_FOUND } from "@/lib/jobs/messages";
import { loadPublicJob } from "@/lib/jobs/public";
import { jobSections } from "@/lib/jobs/sections";
import type { JobDto } from "@/lib/jobs/serialize";

import { ApplicationPanel, ApplyNowButton, ApplyProvider } from "./job-apply";
import { BackToCareers, JobHeader } from "./job-header";
import { JobSections } from "./job-sections";

/** The title and description of /jobs/{id} (and its apply page): the job's own. */
export async function jobMetadata(rawId: string, apply = false): Promise<Metadata> {
  const loaded = await loadPublicJob(rawId);
  if (!loaded.ok) return {};
  const job = loaded.value;
  if (!job) return { title: JOB_NOT_FOUND };
  const description =
    excerpt(job.description, 155) || `${job.title} at ${job.company_name}, ${job.location}.`;
  const title = apply ? `Apply: ${job.title}` : job.title;
  return { title, description, openGraph: { title, description, type: "website" } };
}

function JobShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <BackToCareers />
      <div className="mt-6">{children}</div>
    </div>
  );
}

function JobBody({ job, actions }: { job: JobDto; actions: React.ReactNode }) {
  return (
    <>
      <JobHeader job={job} actions={actions} />
      <div className="mt-12">
        <JobSections sections={jobSections(job)} />
      </div>
    </>
  );
}

/**
 * A job's public page (spec §2.1): its header, its sections and, for an active job, 'Apply Now'
 * and the application form (open from the start on the apply page). An unknown or non-numeric id
 * is a 404; an inactive job says it takes no applications.
 */
export async function JobPage({ rawId, apply }: { rawId: string; apply: boolean }) {
  const loaded = await loadPublicJob(rawId);
  if (!loaded.ok)
    return (
      <JobShell>
        <ErrorState message={JOB_LOAD_FAILED} />
      </JobShell>
    );
  const job = loaded.value;
  if (!job) notFound();
  if (!job.status)
    return (
      <JobShell>
        <JobBody
          job={job}
          actions={
            <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-800 ring-1 ring-amber-200">
              {JOB_INACTIVE}
            </p>
          }
        />
      </JobShell>
    );
  return (
    <JobShell>
      <ApplyProvider initiallyOpen={apply}>
        <JobBody job={job} actions={<ApplyNowButton jobId={job.id} />} />
        <div className="mt-12">
          <ApplicationPanel jobId={job.id} jobTitle={job.title} />
        </div>
      </ApplyProvider>
    </JobShell>
  );
}
