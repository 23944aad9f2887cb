import type { Metadata } from "next";

import { JobsPage } from "@/components/admin/jobs/jobs-page";
import { ErrorState } from "@/components/ui/states";
import { providerViewer } from "@/lib/auth/viewer";
import { loadForConsole } from "@/lib/jobs/console-load";
import { listJobs } from "@/lib/jobs/jobs";
import { JOBS_LOAD_FAILED } from "@/lib/jobs/messages";

export const metadata: Metadata = { title: "Jobs" };

/** /admin/jobs (spec §2.2): every job posting, active or not. */
export default async function AdminJobs() {
  if (!(await providerViewer())) return null;
  const jobs = await loadForConsole("jobs", () => listJobs({ includeInactive: true }));
  return jobs.data ? <JobsPage jobs={jobs.data} /> : <ErrorState message={JOBS_LOAD_FAILED} />;
}
