import { anyone, created, route } from "@/lib/api/handler";
import { applyForJob } from "@/lib/jobs/applications";
import { applicationInput } from "@/lib/jobs/schemas";

/**
 * Anyone applies to an active job (spec §7, multipart): job_id, applicant_name, applicant_email,
 * resume (PDF, DOC or DOCX, at most 5 MB), optional phone_number, address (JSON text) and
 * cover_letter. The applicant is sent a confirmation; at most 20 per client address in ten minutes.
 */
export const POST = route({ auth: anyone, body: applicationInput }, async ({ body, ip }) =>
  created(await applyForJob({ input: body, ip })),
);
