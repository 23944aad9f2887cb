// A message from a venue's public site (spec §3 "Contact message"; §5: name, email and message
// required, email in email format, subject optional). One schema for the API and the page's form.
import { z } from "zod";

import { id, optionalText, requiredEmail, requiredText } from "@/lib/core/schemas";

export const contactInput = z.object({
  name: requiredText(120),
  email: requiredEmail(),
  subject: optionalText(200),
  message: requiredText(5000, { lines: true }),
});
export type ContactInput = z.output<typeof contactInput>;

/** GET contact-submissions/: ?id= picks one. */
export const contactQuery = z.object({ id: id().optional() });
export type ContactQuery = z.output<typeof contactQuery>;
