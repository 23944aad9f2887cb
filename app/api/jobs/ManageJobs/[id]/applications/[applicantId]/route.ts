import { providerStaff, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { getApplication } from "@/lib/jobs/applications";

/** One applicant of the job (`[id]` is the job): 404 when they applied for another one. */
export const GET = route({ auth: providerStaff }, async ({ params }) =>
  getApplication({ id: pathId(params, "applicantId"), jobId: pathId(params) }),
);
