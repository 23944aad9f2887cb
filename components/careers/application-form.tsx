"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Field, FormAlert, Spinner } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/form-controls";
import { ApiError, fieldErrorMap, serverDetail } from "@/lib/client/api";
import { call } from "@/lib/client/call";
import { setServerErrors } from "@/lib/client/form-errors";
import { useScripted } from "@/lib/client/use-scripted";
import {
  APPLICATION_FIELD_NAMES,
  applicationBody,
  applicationForm,
  EMPTY_APPLICATION,
  missingRequiredMessage,
  type ApplicationDraft,
  type ApplicationFormOutput,
} from "@/lib/jobs/application-form";
import {
  APPLICATION_FAILED,
  APPLICATION_REDIRECT_MS,
  APPLICATION_SUBMITTED,
  redirectNotice,
} from "@/lib/jobs/messages";

import { AddressFields, ResumeField } from "./application-fields";

type Failure = { message?: string; detail?: string };

/**
 * What the banner says of a failed send. A failure a retry can fix (the network, the server's own
 * error) says the spec's 'Please try again.'; a refusal says the server's reason, and a refused
 * field is said at its field alone (null: no banner).
 */
function failureOf(error: unknown): Failure | null {
  const fields = fieldErrorMap(error);
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 0 || status >= 500)
    return { message: APPLICATION_FAILED, detail: serverDetail(error) };
  const reason = serverDetail(error) ?? fields.non_field_errors;
  if (reason) return { detail: reason };
  return Object.keys(fields).length ? null : { message: APPLICATION_FAILED };
}

/**
 * The application form (spec §5), on the API's own schema: name, email and resume required,
 * phone, address and cover letter optional. Sent as multipart to POST /api/jobs/JobsApplications/;
 * after success the visitor goes back to /careers after 3 s.
 */
export function ApplicationForm({ jobId }: { jobId: number }) {
  const router = useRouter();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [submitted, setSubmitted] = useState(false);
  // The form sends through JavaScript: until it runs, nothing can be submitted (a native submit
  // would put the applicant's details in the address).
  const scripted = useScripted();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationDraft, unknown, ApplicationFormOutput>({
    resolver: zodResolver(applicationForm) as unknown as Resolver<
      ApplicationDraft,
      unknown,
      ApplicationFormOutput
    >,
    defaultValues: EMPTY_APPLICATION,
  });

  // The confirmation stays on screen until the page changes, counting the seconds (decision 068).
  const [left, setLeft] = useState(APPLICATION_REDIRECT_MS / 1000);
  useEffect(() => {
    if (!submitted) return;
    const timer = window.setTimeout(() => router.push("/careers"), APPLICATION_REDIRECT_MS);
    const tick = window.setInterval(() => setLeft((s) => Math.max(1, s - 1)), 1000);
    return () => {
      window.clearTimeout(timer);
      window.clearInterval(tick);
    };
  }, [submitted, router]);

  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await call.post("/api/jobs/JobsApplications/", { body: applicationBody(jobId, values) });
        setSubmitted(true);
      } catch (error) {
        setServerErrors(error, setError, APPLICATION_FIELD_NAMES);
        const address = fieldErrorMap(error).address;
        if (address) setError("address", { type: "server", message: address });
        setFailure(failureOf(error));
      }
    },
    (invalid) => {
      const missing = missingRequiredMessage(invalid);
      setFailure(missing ? { message: missing } : null);
    },
  );

  if (submitted)
    return (
      <div
        role="status"
        className="mt-6 flex items-start gap-3 rounded-xl bg-emerald-50 p-5 text-emerald-800 ring-1 ring-emerald-200"
      >
        <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">{APPLICATION_SUBMITTED}</p>
          <p className="mt-1 text-sm">{redirectNotice(left)}</p>
        </div>
      </div>
    );

  return (
    <form onSubmit={submit} noValidate aria-label="Application" className="mt-6">
      <noscript>
        <p className="mb-6 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-800 ring-1 ring-amber-200">
          Please turn on JavaScript to apply.
        </p>
      </noscript>
      <fieldset disabled={!scripted} className="space-y-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Full Name"
            autoComplete="name"
            required
            {...register("applicant_name")}
            error={errors.applicant_name?.message}
          />
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...register("applicant_email")}
            error={errors.applicant_email?.message}
          />
          <Field
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            {...register("phone_number")}
            error={errors.phone_number?.message}
          />
        </div>
        <AddressFields register={register} errors={errors.address} />
        <TextAreaField
          label="Cover Letter (optional)"
          rows={6}
          {...register("cover_letter")}
          error={errors.cover_letter?.message}
        />
        <ResumeField registration={register("resume")} error={errors.resume?.message} />
        {failure ? (
          <FormAlert>
            {failure.message}
            {failure.detail && failure.detail !== failure.message ? (
              <span className={failure.message ? "mt-1 block" : undefined}>{failure.detail}</span>
            ) : null}
          </FormAlert>
        ) : null}
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? (
            <>
              <Spinner /> Submitting...
            </>
          ) : (
            "Submit Application"
          )}
        </Button>
      </fieldset>
    </form>
  );
}
