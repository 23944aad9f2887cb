// Where the provider console's job pages live (spec §2.2).
export const JOBS_PATH = "/admin/jobs";
export const POST_JOB_PATH = "/admin/post-job";
export const editJobHref = (jobId: number) => `${POST_JOB_PATH}?jobId=${jobId}`;
export const candidatesHref = (jobId: number) => `${JOBS_PATH}/${jobId}/candidates`;
export const applicantHref = (a: { id: number; job_id: number }) =>
  `${candidatesHref(a.job_id)}/${a.id}`;
