import { providerStaff, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { setApplicationStatus } from "@/lib/jobs/applications";
import { applicationStatusInput } from "@/lib/jobs/schemas";

/** `status`: PENDING, REVIEWING, ACCEPTED or REJECTED. */
export const PATCH = route(
  { auth: providerStaff, body: applicationStatusInput },
  async ({ params, body }) => setApplicationStatus({ id: pathId(params), status: body.status }),
);
