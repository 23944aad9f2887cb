"use client";

import type { FieldErrors, UseFormRegister, UseFormRegisterReturn } from "react-hook-form";

import { Field, FieldShell, useFieldIds } from "@/components/ui/field";
import { ADDRESS_PARTS, type ApplicationDraft } from "@/lib/jobs/application-form";
import { RESUME_ACCEPT } from "@/lib/jobs/messages";
import { cn } from "@/lib/ui/cn";

/** The optional address: sent only when any part is filled (spec §5). */
export function AddressFields({
  register,
  errors,
}: {
  register: UseFormRegister<ApplicationDraft>;
  errors: FieldErrors<ApplicationDraft>["address"];
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Address (optional)</legend>
      <div className="mt-3 grid grid-cols-2 gap-4">
        {ADDRESS_PARTS.map((part) => (
          <Field
            key={part.name}
            label={part.label}
            autoComplete={AUTOCOMPLETE[part.name]}
            className={part.name === "street" ? "col-span-2" : undefined}
            {...register(`address.${part.name}`)}
            error={errors?.[part.name]?.message}
          />
        ))}
      </div>
      {errors?.message ? (
        <p role="alert" className="mt-1.5 text-sm text-red-600">
          {errors.message}
        </p>
      ) : null}
    </fieldset>
  );
}

const AUTOCOMPLETE = {
  street: "street-address",
  city: "address-level2",
  state: "address-level1",
  zip: "postal-code",
  country: "country-name",
} as const;

/** The resume: PDF, DOC or DOCX, at most 5 MB (the server checks the file's bytes). */
export function ResumeField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<"resume">;
  error?: string;
}) {
  const hint = "PDF, DOC or DOCX, at most 5 MB.";
  const { fieldId, message, aria } = useFieldIds(undefined, error, hint);
  return (
    <FieldShell fieldId={fieldId} label="Resume" message={message} hint={hint}>
      <input
        type="file"
        accept={RESUME_ACCEPT}
        required
        {...aria}
        {...registration}
        className={cn(
          "block w-full rounded-lg bg-white text-sm text-slate-700 ring-1 ring-slate-300 ring-inset",
          "file:mr-4 file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-medium",
          "file:text-brand-700 hover:file:bg-brand-100 aria-[invalid=true]:ring-red-500",
        )}
      />
    </FieldShell>
  );
}
