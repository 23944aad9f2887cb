import { providerStaff, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { resumeResponse } from "@/lib/jobs/resumes";
import { resumeQuery } from "@/lib/jobs/schemas";

/** The applicant's resume, for provider staff only: a PDF inline, or `?download=1` to save it. */
export const GET = route({ auth: providerStaff, query: resumeQuery }, async ({ params, query }) =>
  resumeResponse({ id: pathId(params), download: query.download }),
);
