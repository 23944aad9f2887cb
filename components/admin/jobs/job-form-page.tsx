import type { Loaded } from "@/lib/jobs/console-load";
import { JOB_EDIT_LOAD_FAILED, JOB_NOT_FOUND } from "@/lib/jobs/messages";
import type { JobDto } from "@/lib/jobs/serialize";

import { BackLink } from "./back-link";
import { JobForm } from "./job-form";
import { LoadProblem } from "./load-problem";
import { JOBS_PATH } from "./paths";

/** /admin/post-job: a new posting, or (with ?jobId=) the job loaded for editing. */
export function JobFormPage({ editing }: { editing: Loaded<JobDto> | null }) {
  const job = editing?.data ?? null;
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <BackLink href={JOBS_PATH}>Back to Jobs</BackLink>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            {editing ? "Edit Job Posting" : "Post a New Job"}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Title, company name and location are required; an active job is listed on the careers
            pages and takes applications.
          </p>
        </div>
      </div>
      {editing && !job ? (
        <LoadProblem
          problem={editing.problem}
          failed={JOB_EDIT_LOAD_FAILED}
          notFound={JOB_NOT_FOUND}
        />
      ) : (
        <JobForm job={job} />
      )}
    </div>
  );
}
