"use server";

// The provider's public forms as server actions, so they post and show their answer with or
// without JavaScript: the same schemas and functions as their API routes.
import { CONTACT_FIELDS, type ContactState } from "@/lib/contact/form";
import { contactInput } from "@/lib/contact/schemas";
import { answerForm } from "@/lib/core/form-action";
import type { FormAnswer } from "@/lib/core/form-answer";

import { createProviderContactMessage } from "./contact";
import { SECURITY_REPORT_FIELDS, type SecurityReportValues } from "./messages";
import { securityReportInput } from "./schemas";
import { createSecurityReport } from "./security-reports";

/**
 * The company contact form without JavaScript: the same schema and function as POST
 * /api/support/contact-form/ (which the form uses when JavaScript runs).
 */
export async function sendProviderContactMessage(
  previous: ContactState,
  form: FormData,
): Promise<ContactState> {
  return answerForm(previous, form, CONTACT_FIELDS, contactInput, (input, ip) =>
    createProviderContactMessage({ input, ip }),
  );
}

/**
 * The security report form without JavaScript: the same schema and function as POST
 * /api/support/security-report/ (which the form uses when JavaScript runs).
 */
export async function sendSecurityReport(
  previous: FormAnswer<SecurityReportValues>,
  form: FormData,
): Promise<FormAnswer<SecurityReportValues>> {
  return answerForm(previous, form, SECURITY_REPORT_FIELDS, securityReportInput, (input, ip) =>
    createSecurityReport({ input, ip }),
  );
}
