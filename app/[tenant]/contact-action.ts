"use server";

import { headers } from "next/headers";

import { AppError, fieldErrorsOf } from "@/lib/api/errors";
import { clientIp } from "@/lib/api/request";
import { contactValuesOf, EMPTY_CONTACT, type ContactState } from "@/lib/contact/form";
import { contactInput } from "@/lib/contact/schemas";
import { createContactSubmission } from "@/lib/contact/submissions";
import { log } from "@/lib/log";
import { TENANT_HEADER } from "@/lib/tenants/headers";
import { requireActiveTenant } from "@/lib/tenants/queries";

/**
 * The venue home's contact form. A server action, so the form posts and shows its answer with or
 * without JavaScript; the same schema and function as POST /api/tenant/contact-submissions/. The
 * venue is the one of the host (the proxy's header), never a field of the form.
 */
export async function sendContactMessage(
  previous: ContactState,
  form: FormData,
): Promise<ContactState> {
  const round = previous.round + 1;
  const values = contactValuesOf(form);
  const parsed = contactInput.safeParse(values);
  if (!parsed.success)
    return { status: "invalid", errors: fieldErrorsOf(parsed.error), values, round };
  try {
    const request = await headers();
    const tenant = await requireActiveTenant(request.get(TENANT_HEADER));
    await createContactSubmission({
      tenantId: tenant.id,
      input: parsed.data,
      ip: clientIp(request),
    });
    return { status: "sent", errors: {}, values: EMPTY_CONTACT, round };
  } catch (error) {
    if (error instanceof AppError && error.status === 429)
      return { status: "failed", errors: {}, detail: error.detail, values, round };
    log.error("Contact message not stored", { error });
    return { status: "failed", errors: {}, values, round };
  }
}
