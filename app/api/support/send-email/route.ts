import { providerStaff, route } from "@/lib/api/handler";
import { sendEmailInput } from "@/lib/support/schemas";
import { replyToContactMessage } from "@/lib/support/send-email";

/**
 * contact_form_id, message: mails staff's answer to a provider contact message. 200
 * { detail: 'Email sent successfully to {email}!' }; 502 'Failed to send email.' when refused.
 */
export const POST = route({ auth: providerStaff, body: sendEmailInput }, async ({ body }) =>
  replyToContactMessage({ input: body }),
);
