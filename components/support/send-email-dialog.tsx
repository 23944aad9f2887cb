"use client";

import { EmailDialog } from "@/components/ui/email-dialog";
import { TextAreaField } from "@/components/ui/form-controls";
import { call } from "@/lib/client/call";
import { serverWords } from "@/lib/client/form-errors";
import { useApiForm } from "@/lib/client/use-api-form";
import type { ContactSubmissionDto } from "@/lib/contact/submissions";
import { EMAIL_FAILED, emailSent } from "@/lib/support/messages";
import { sendEmailInput } from "@/lib/support/schemas";

const messageOnly = sendEmailInput.pick({ message: true });

/**
 * 'Send Email' to a contact message's sender. The spec asks for the text in a browser prompt; a
 * dialog gives a real multi-line field, its errors beside it, and keyboard focus handling.
 */
export function SendEmailDialog({
  contact,
  onClose,
}: {
  contact: ContactSubmissionDto;
  onClose: () => void;
}) {
  const { form, formError, submit } = useApiForm({
    schema: messageOnly,
    defaultValues: { message: "" },
    request: ({ message }) =>
      call.post("/api/support/send-email/", { body: { contact_form_id: contact.id, message } }),
    success: emailSent(contact.email),
    onSuccess: onClose,
    failure: { form: serverWords(EMAIL_FAILED) },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <EmailDialog
      title="Send Email"
      description={`To ${contact.name} <${contact.email}>${contact.subject ? `, about "${contact.subject}"` : ""}.`}
      formError={formError}
      isSubmitting={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextAreaField
        label="Message"
        rows={6}
        autoFocus
        error={errors.message?.message}
        {...form.register("message")}
      />
    </EmailDialog>
  );
}
