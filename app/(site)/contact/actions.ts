"use server";

import { answerForm } from "@/lib/api/form-action";
import { CONTACT_FIELDS, type ContactState } from "@/lib/contact/form";
import { contactInput } from "@/lib/contact/schemas";
import { createProviderContactMessage } from "@/lib/support/contact";

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
