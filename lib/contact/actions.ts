"use server";

import { headers } from "next/headers";

import { answerForm } from "@/lib/core/form-action";
import { TENANT_HEADER } from "@/lib/tenants/headers";
import { requireActiveTenant } from "@/lib/tenants/queries";

import { CONTACT_FIELDS, type ContactState } from "./form";
import { contactInput } from "./schemas";
import { createContactSubmission } from "./submissions";

/**
 * The venue home's contact form. A server action, so the form posts and shows its answer with or
 * without JavaScript; the same schema and function as POST /api/tenant/contact-submissions/. The
 * venue is the one of the host (the proxy's header), never a field of the form.
 */
export async function sendContactMessage(
  previous: ContactState,
  form: FormData,
): Promise<ContactState> {
  return answerForm(previous, form, CONTACT_FIELDS, contactInput, async (input, ip) => {
    const tenant = await requireActiveTenant((await headers()).get(TENANT_HEADER));
    await createContactSubmission({ tenantId: tenant.id, input, ip });
  });
}
