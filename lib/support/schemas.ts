// What the provider's public forms send (spec §3 "Contact message", §5): the contact form uses the
// venue's contact schema (lib/contact/schemas.ts); the security report has no subject field, its
// subject is fixed.
import { z } from "zod";

import { requiredEmail, requiredText } from "@/lib/api/schemas";

/** Spec §5: name, email (email format) and message required. */
export const securityReportInput = z.object({
  name: requiredText(120),
  email: requiredEmail(),
  message: requiredText(10_000),
});
export type SecurityReportInput = z.output<typeof securityReportInput>;
