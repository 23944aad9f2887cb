import { anyone, providerStaff, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { deleteJob, getJob, updateJob } from "@/lib/jobs/jobs";
import { jobPatch } from "@/lib/jobs/schemas";

/** Anyone, active or not: an inactive job's page says so (and it takes no application). */
export const GET = route({ auth: anyone }, async ({ params }) => getJob({ id: pathId(params) }));

export const PATCH = route({ auth: providerStaff, body: jobPatch }, async ({ params, body }) =>
  updateJob({ id: pathId(params), input: body }),
);

/** Deletes its applications and their resumes too. */
export const DELETE = route({ auth: providerStaff }, async ({ params }) =>
  deleteJob({ id: pathId(params) }),
);
