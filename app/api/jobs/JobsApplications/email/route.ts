import { providerStaff, route } from "@/lib/api/handler";
import { emailApplicant } from "@/lib/jobs/applications";
import { applicantEmailInput } from "@/lib/jobs/schemas";

/** application_id, subject, custom_message; 502 'Failed to send email.' when the send fails. */
export const POST = route({ auth: providerStaff, body: applicantEmailInput }, async ({ body }) =>
  emailApplicant({ input: body }),
);
