import { providerStaff, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { listApplications } from "@/lib/jobs/applications";

/** The job's applicants, newest first. */
export const GET = route({ auth: providerStaff }, async ({ params }) =>
  listApplications({ jobId: pathId(params) }),
);
