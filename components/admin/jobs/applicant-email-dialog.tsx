"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { EmailDialog } from "@/components/ui/email-dialog";
import { Field } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/form-controls";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { setServerErrors } from "@/lib/client/form-errors";
import { EMAIL_FAILED, EMAIL_SENT, emailDialogTitle } from "@/lib/jobs/messages";
import { applicantEmailForm } from "@/lib/jobs/schemas";
import type { ApplicationDto } from "@/lib/jobs/serialize";

type EmailForm = z.input<typeof applicantEmailForm>;
const FIELDS = ["subject", "custom_message"] as const;

/** 'Send Email to {applicant}' (spec §2.2, §5): subject and message, both required. */
export function ApplicantEmailDialog({
  applicant,
  onClose,
}: {
  applicant: ApplicationDto;
  onClose: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailForm, unknown, z.output<typeof applicantEmailForm>>({
    resolver: zodResolver(applicantEmailForm),
    defaultValues: { subject: "", custom_message: "" },
  });

  const send = handleSubmit(async (body) => {
    setFormError(null);
    try {
      await api("/api/jobs/JobsApplications/email/", {
        method: "POST",
        body: { application_id: applicant.id, ...body },
      });
      toast.success(EMAIL_SENT);
      onClose();
    } catch (error) {
      setServerErrors(error, setError, FIELDS);
      setFormError(EMAIL_FAILED);
      toast.error(EMAIL_FAILED);
    }
  });

  return (
    <EmailDialog
      title={emailDialogTitle(applicant.applicant_name)}
      description={`To ${applicant.applicant_email}, about the ${applicant.job_title} position.`}
      formError={formError}
      isSubmitting={isSubmitting}
      onSubmit={send}
      onClose={onClose}
    >
      <Field
        label="Subject"
        {...register("subject")}
        error={errors.subject?.message}
        required
        autoFocus
      />
      <TextAreaField
        label="Custom Message"
        rows={8}
        {...register("custom_message")}
        error={errors.custom_message?.message}
        required
      />
    </EmailDialog>
  );
}
