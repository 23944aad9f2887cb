"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { FormAlert, SaveButton } from "@/components/ui/field";
import { SelectField, TextAreaField } from "@/components/ui/form-controls";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { setServerErrors } from "@/lib/client/form-errors";
import { FEEDBACK_SUBMIT_FAILED, FEEDBACK_SUBMITTED } from "@/lib/support/messages";
import { feedbackInput, type FeedbackFormValues, type FeedbackInput } from "@/lib/support/schemas";

const FIELDS = ["rating", "comment"] as const;

/** 'Submit Feedback' (spec §5: rating 1 to 5, default 5; comment required). */
export function FeedbackForm() {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FeedbackFormValues, unknown, FeedbackInput>({
    resolver: zodResolver(feedbackInput),
    defaultValues: { rating: 5, comment: "" },
  });
  const { register, formState } = form;
  const errors = formState.errors;

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await api("/api/support/feedback/", { method: "POST", body });
      toast.success(FEEDBACK_SUBMITTED);
      form.reset();
    } catch (error) {
      setServerErrors(error, form.setError, FIELDS);
      setFormError(FEEDBACK_SUBMIT_FAILED);
      toast.error(FEEDBACK_SUBMIT_FAILED);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="max-w-2xl space-y-4">
      <FormAlert>{formError}</FormAlert>
      <SelectField label="Rating" error={errors.rating?.message} {...register("rating")}>
        {[5, 4, 3, 2, 1].map((n) => (
          <option key={n} value={n}>
            {n} {n === 1 ? "star" : "stars"}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Comment"
        rows={4}
        error={errors.comment?.message}
        {...register("comment")}
      />
      <SaveButton saving={formState.isSubmitting}>Submit Feedback</SaveButton>
    </form>
  );
}
