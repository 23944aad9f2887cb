import { anyone, created, providerStaff, route } from "@/lib/api/handler";
import { createJob, isJobsStaff, listJobs } from "@/lib/jobs/jobs";
import { jobInput } from "@/lib/jobs/schemas";

/** Newest first: active jobs for everyone, every job for provider staff. */
export const GET = route({ auth: anyone }, async ({ principal }) =>
  listJobs({ includeInactive: isJobsStaff(principal) }),
);

/** Job fields; `requirements` as an object or the spec's JSON string. */
export const POST = route({ auth: providerStaff, body: jobInput }, async ({ body }) =>
  created(await createJob({ input: body })),
);
