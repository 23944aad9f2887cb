"use server";

import { headers } from "next/headers";

import {
  EMPTY_CONTACT,
  type ContactState,
  type ContactValues,
} from "@/components/tenant/contact-state";
import { fieldErrorsOf } from "@/lib/api/errors";
import { contactInput } from "@/lib/contact/schemas";
import { createContactSubmission } from "@/lib/contact/submissions";
import { log } from "@/lib/log";
import { TENANT_HEADER } from "@/lib/tenants/headers";
import { requireActiveTenant } from "@/lib/tenants/queries";

const text = (form: FormData, key: keyof ContactValues) => {
  const v = form.get(key);
  return typeof v === "string" ? v.slice(0, 10_000) : "";
};

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
  const values: ContactValues = {
    name: text(form, "name"),
    email: text(form, "email"),
    subject: text(form, "subject"),
    message: text(form, "message"),
  };
  const parsed = contactInput.safeParse(values);
  if (!parsed.success)
    return { status: "invalid", errors: fieldErrorsOf(parsed.error), values, round };
  try {
    const tenant = await requireActiveTenant((await headers()).get(TENANT_HEADER));
    await createContactSubmission({ tenantId: tenant.id, input: parsed.data });
    return { status: "sent", errors: {}, values: EMPTY_CONTACT, round };
  } catch (error) {
    log.error("Contact message not stored", { error });
    return { status: "failed", errors: {}, values, round };
  }
}
