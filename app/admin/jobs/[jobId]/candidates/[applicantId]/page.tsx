import type { Metadata } from "next";

import { ApplicantDetail } from "@/components/admin/jobs/applicant-detail";
import { ApplicantGone } from "@/components/admin/jobs/applicant-gone";
import { candidatesHref, JOBS_PATH } from "@/components/admin/jobs/paths";
import { ErrorState } from "@/components/ui/states";
import { pathId } from "@/lib/api/params";
import { providerViewer } from "@/lib/auth/viewer";
import { getApplication } from "@/lib/jobs/applications";
import { loadForConsole } from "@/lib/jobs/console-load";
import { APPLICANT_LOAD_FAILED } from "@/lib/jobs/messages";

export const metadata: Metadata = { title: "Applicant" };

/** An applicant of a job (spec §2.2); one of another job is not found here. */
export default async function Applicant({
  params,
}: PageProps<"/admin/jobs/[jobId]/candidates/[applicantId]">) {
  if (!(await providerViewer())) return null;
  const { jobId, applicantId } = await params;
  const loaded = await loadForConsole("applicant", async () =>
    getApplication({
      id: pathId({ applicantId }, "applicantId"),
      jobId: pathId({ jobId }, "jobId"),
    }),
  );
  if (loaded.data) return <ApplicantDetail applicant={loaded.data} />;
  if (loaded.problem === "not-found")
    return (
      <ApplicantGone
        candidatesHref={/^\d{1,10}$/.test(jobId) ? candidatesHref(Number(jobId)) : JOBS_PATH}
      />
    );
  return <ErrorState message={APPLICANT_LOAD_FAILED} />;
}
