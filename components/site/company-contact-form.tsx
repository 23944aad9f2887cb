"use client";

import { CONTACT_SENT, contactFailureText, EMPTY_CONTACT } from "@/lib/contact/form";
import { contactInput } from "@/lib/contact/schemas";
import { firstAnswer } from "@/lib/core/form-answer";
import { sendProviderContactMessage } from "@/lib/support/actions";

import { PublicForm } from "./public-form";

/** The company site's contact form (spec §2.1 /contact, §5); `subject` prefills the subject. */
export function CompanyContactForm({ subject = "" }: { subject?: string }) {
  return (
    <PublicForm
      id="contact-form"
      schema={contactInput}
      endpoint="/api/support/contact-form/"
      action={sendProviderContactMessage}
      permalink="/contact"
      initial={firstAnswer({ ...EMPTY_CONTACT, subject })}
      fields={[
        { name: "name", label: "Name", maxLength: 120, autoComplete: "name" },
        { name: "email", label: "Email", type: "email", maxLength: 254, autoComplete: "email" },
        { name: "subject", label: "Subject (optional)", maxLength: 200, wide: true },
        { name: "message", label: "Message", maxLength: 5000, rows: 6 },
      ]}
      submit={{ idle: "Send Message", busy: "Sending..." }}
      sentText={CONTACT_SENT}
      failedText={contactFailureText}
    />
  );
}
