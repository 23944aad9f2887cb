"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { type Resolver } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Field, FormAlert, SaveButton } from "@/components/ui/field";
import { Checkbox, TextAreaField } from "@/components/ui/form-controls";
import { ApiError } from "@/lib/client/api";
import { call } from "@/lib/client/call";
import { useApiForm } from "@/lib/client/use-api-form";
import { COMPANY } from "@/lib/core/company";
import { jobFormValues, requirementErrors, type JobFormShape } from "@/lib/jobs/job-form";
import { JOB_POSTED, JOB_SAVE_FAILED, JOB_UPDATED } from "@/lib/jobs/messages";
import { jobInput, type JobInput } from "@/lib/jobs/schemas";
import type { JobDto } from "@/lib/jobs/serialize";

import { FormCard } from "./form-card";
import { JOBS_PATH } from "./paths";
import { RequirementFields } from "./requirement-fields";

const FIELDS = ["title", "company_name", "location", "salary", "description", "status"] as const;

/**
 * The job form (spec §2.2, §5): a new posting, or `job` to edit. Checked with the API's own schema
 * before it is sent; the server's field errors come back onto the fields.
 */
export function JobForm({ job }: { job: JobDto | null }) {
  const router = useRouter();
  const { form, formError, submit } = useApiForm({
    // The schema reads the bullet sections' text (one item a line) into lists.
    resolver: zodResolver(jobInput) as Resolver<JobFormShape, unknown, JobInput>,
    defaultValues: jobFormValues(job, COMPANY.name),
    fields: FIELDS,
    request: (body) =>
      job
        ? call.patch("/api/jobs/ManageJobs/{id}/", { params: { id: job.id }, body })
        : call.post("/api/jobs/ManageJobs/", { body }),
    success: job ? JOB_UPDATED : JOB_POSTED,
    onSuccess: () => {
      router.push(JOBS_PATH);
      router.refresh();
    },
    failure: { form: JOB_SAVE_FAILED },
    onFailure: (error) => {
      const sections = requirementErrors(error instanceof ApiError ? error.body : null);
      for (const [key, message] of Object.entries(sections))
        form.setError(`requirements.${key as keyof JobFormShape["requirements"]}`, { message });
    },
  });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <FormAlert>{formError}</FormAlert>
      <FormCard title="The position">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Job Title"
            {...register("title")}
            error={errors.title?.message}
            required
            autoFocus={!job}
          />
          <Field
            label="Company Name"
            {...register("company_name")}
            error={errors.company_name?.message}
            required
          />
          <Field
            label="Location"
            placeholder="e.g. Remote, or London, UK"
            {...register("location")}
            error={errors.location?.message}
            required
          />
          <Field
            label="Salary"
            placeholder="e.g. $90,000 – $110,000"
            hint="Optional: the careers page says 'Competitive' without one."
            {...register("salary")}
            error={errors.salary?.message}
          />
        </div>
        <TextAreaField
          label="Description"
          hint="The Role, on the job's page."
          rows={5}
          {...register("description")}
          error={errors.description?.message}
        />
        <Checkbox label="Job is Active" {...register("status")} />
      </FormCard>
      <RequirementFields register={register} errors={errors.requirements} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="secondary">
          <Link href={JOBS_PATH}>Cancel</Link>
        </Button>
        <SaveButton saving={isSubmitting}>{job ? "Update Job" : "Post Job"}</SaveButton>
      </div>
    </form>
  );
}
