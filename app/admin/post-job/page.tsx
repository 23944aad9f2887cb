import type { Metadata } from "next";

import { JobFormPage } from "@/components/admin/jobs/job-form-page";
import { pathId } from "@/lib/api/params";
import { providerViewer } from "@/lib/auth/viewer";
import { loadForConsole } from "@/lib/jobs/console-load";
import { getJob } from "@/lib/jobs/jobs";

export const metadata: Metadata = { title: "Post a Job" };

/** /admin/post-job, and ?jobId={id} to edit that job (spec §2.2). */
export default async function PostJob({ searchParams }: PageProps<"/admin/post-job">) {
  if (!(await providerViewer())) return null;
  const { jobId } = await searchParams;
  const editing =
    jobId === undefined
      ? null
      : await loadForConsole("job to edit", async () =>
          getJob({ id: pathId({ id: String(jobId) }) }),
        );
  return <JobFormPage editing={editing} />;
}
