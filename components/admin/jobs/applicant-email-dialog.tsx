"use client";

import { EmailDialog } from "@/components/ui/email-dialog";
import { Field } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/form-controls";
import { call } from "@/lib/client/call";
import { useApiForm } from "@/lib/client/use-api-form";
import { EMAIL_FAILED, EMAIL_SENT, emailDialogTitle } from "@/lib/jobs/messages";
import { applicantEmailForm } from "@/lib/jobs/schemas";
import type { ApplicationDto } from "@/lib/jobs/serialize";

/** 'Send Email to {applicant}' (spec §2.2, §5): subject and message, both required. */
export function ApplicantEmailDialog({
  applicant,
  onClose,
}: {
  applicant: ApplicationDto;
  onClose: () => void;
}) {
  const { form, formError, submit } = useApiForm({
    schema: applicantEmailForm,
    defaultValues: { subject: "", custom_message: "" },
    request: (body) =>
      call.post("/api/jobs/JobsApplications/email/", {
        body: { application_id: applicant.id, ...body },
      }),
    success: EMAIL_SENT,
    onSuccess: onClose,
    failure: { form: EMAIL_FAILED },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <EmailDialog
      title={emailDialogTitle(applicant.applicant_name)}
      description={`To ${applicant.applicant_email}, about the ${applicant.job_title} position.`}
      formError={formError}
      isSubmitting={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field
        label="Subject"
        {...form.register("subject")}
        error={errors.subject?.message}
        required
        autoFocus
      />
      <TextAreaField
        label="Custom Message"
        rows={8}
        {...form.register("custom_message")}
        error={errors.custom_message?.message}
        required
      />
    </EmailDialog>
  );
}
