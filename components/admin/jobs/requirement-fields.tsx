import type { FieldErrors, UseFormRegister } from "react-hook-form";

import { TextAreaField } from "@/components/ui/form-controls";
import type { JobFormShape } from "@/lib/jobs/job-form";
import { REQUIREMENT_SECTIONS } from "@/lib/jobs/schemas";

import { FormCard } from "./form-card";

const LAST = REQUIREMENT_SECTIONS.length - 1;

/** The first message in an error, however deep zod put it (a list's item: skills.3). */
function messageIn(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== "object" || depth > 2) return undefined;
  if ("message" in error && typeof error.message === "string" && error.message)
    return error.message;
  for (const [key, inner] of Object.entries(error)) {
    const message = key === "ref" ? undefined : messageIn(inner, depth + 1);
    if (message) return message;
  }
  return undefined;
}

/**
 * The job page's sections (spec §2.1), in its order: text sections as paragraphs, bullet sections
 * one item a line.
 */
export function RequirementFields({
  register,
  errors,
}: {
  register: UseFormRegister<JobFormShape>;
  errors: FieldErrors<JobFormShape>["requirements"];
}) {
  return (
    <FormCard
      title="Requirements"
      description="The sections of the job's page. Leave out any that do not apply."
    >
      <div className="grid gap-4 lg:grid-cols-2">
        {REQUIREMENT_SECTIONS.map(({ key, label, kind }, i) => (
          <TextAreaField
            key={key}
            label={label}
            rows={4}
            hint={kind === "list" ? "One item a line." : undefined}
            // An odd last section takes the whole row.
            className={i === LAST && LAST % 2 === 0 ? "lg:col-span-2" : undefined}
            {...register(`requirements.${key}`)}
            error={messageIn(errors?.[key])}
          />
        ))}
      </div>
    </FormCard>
  );
}
