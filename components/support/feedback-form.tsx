"use client";

import { FormAlert, SaveButton } from "@/components/ui/field";
import { SelectField, TextAreaField } from "@/components/ui/form-controls";
import { call } from "@/lib/client/call";
import { useApiForm } from "@/lib/client/use-api-form";
import { FEEDBACK_SUBMIT_FAILED, FEEDBACK_SUBMITTED } from "@/lib/support/messages";
import { feedbackInput } from "@/lib/support/schemas";

/** 'Submit Feedback' (spec §5: rating 1 to 5, default 5; comment required). */
export function FeedbackForm() {
  const { form, formError, submit } = useApiForm({
    schema: feedbackInput,
    defaultValues: { rating: 5, comment: "" },
    request: (body) => call.post("/api/support/feedback/", { body }),
    success: FEEDBACK_SUBMITTED,
    onSuccess: () => form.reset(),
    failure: { form: FEEDBACK_SUBMIT_FAILED },
  });
  const { register, formState } = form;
  const errors = formState.errors;

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
