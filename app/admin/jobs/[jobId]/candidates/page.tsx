import type { Metadata } from "next";

import { CandidatesPage } from "@/components/admin/jobs/candidates-page";
import { pathId } from "@/lib/api/params";
import { providerViewer } from "@/lib/auth/viewer";
import { listApplications } from "@/lib/jobs/applications";
import { loadForConsole } from "@/lib/jobs/console-load";
import { getJob } from "@/lib/jobs/jobs";

export const metadata: Metadata = { title: "Candidates" };

/** The applicants of a job (spec §2.2). */
export default async function Candidates({ params }: PageProps<"/admin/jobs/[jobId]/candidates">) {
  if (!(await providerViewer())) return null;
  const { jobId } = await params;
  const loaded = await loadForConsole("job and applicants", async () => {
    const id = pathId({ jobId }, "jobId");
    const [job, applicants] = await Promise.all([getJob({ id }), listApplications({ jobId: id })]);
    return { job, applicants };
  });
  return <CandidatesPage loaded={loaded} />;
}
