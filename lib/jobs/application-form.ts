// The application form's schema (spec §5): the API's own fields (lib/jobs/schemas.ts), with the
// resume as the file input gives it, checked here for its extension and size. The server checks
// the file's bytes again.
import { z } from "zod";

import { REQUIRED } from "@/lib/core/schemas";

import {
  APPLICATION_REQUIRED,
  RESUME_ACCEPT,
  RESUME_MAX_BYTES,
  RESUME_TOO_LARGE,
  RESUME_WRONG_TYPE,
} from "./messages";
import { applicationFields } from "./schemas";

const EXTENSIONS = RESUME_ACCEPT.split(",");

/** The chosen file of a file input's value (a FileList) or a File; null when there is none. */
function chosenFile(value: unknown): File | null {
  if (typeof File !== "undefined" && value instanceof File) return value;
  if (value && typeof value === "object" && "item" in value && typeof value.item === "function")
    return (value as FileList).item(0);
  return null;
}

/** True when the name ends in one of the accepted extensions (.pdf, .doc, .docx). */
export const hasResumeExtension = (name: string) =>
  EXTENSIONS.some((ext) => name.trim().toLowerCase().endsWith(ext));

const resumeFile = z
  .unknown()
  .transform(chosenFile)
  .refine((file) => file !== null && file.size > 0, { error: REQUIRED, abort: true })
  .transform((file) => file as File)
  .refine((file) => hasResumeExtension(file.name), { error: RESUME_WRONG_TYPE, abort: true })
  .refine((file) => file.size <= RESUME_MAX_BYTES, { error: RESUME_TOO_LARGE });

/** What the visitor fills in; the job comes from the page. */
export const applicationForm = applicationFields.omit({ job_id: true }).extend({
  resume: resumeFile,
});
export type ApplicationFormOutput = z.output<typeof applicationForm>;

export const ADDRESS_PARTS = [
  { name: "street", label: "Street" },
  { name: "city", label: "City" },
  { name: "state", label: "State / Province" },
  { name: "zip", label: "ZIP / Postal Code" },
  { name: "country", label: "Country" },
] as const;
type AddressPart = (typeof ADDRESS_PARTS)[number]["name"];

/** The form's values as its inputs hold them. */
export type ApplicationDraft = {
  applicant_name: string;
  applicant_email: string;
  phone_number: string;
  address: Record<AddressPart, string>;
  cover_letter: string;
  resume: FileList | File | null;
};

export const EMPTY_APPLICATION: ApplicationDraft = {
  applicant_name: "",
  applicant_email: "",
  phone_number: "",
  address: { street: "", city: "", state: "", zip: "", country: "" },
  cover_letter: "",
  resume: null,
};

export const APPLICATION_FIELD_NAMES = [
  "applicant_name",
  "applicant_email",
  "phone_number",
  "cover_letter",
  "resume",
] as const;

const REQUIRED_TO_APPLY = ["applicant_name", "applicant_email", "resume"] as const;

/**
 * The spec's form-level message when the name, the email or the resume is missing (beside the
 * fields' own errors), else null.
 */
export function missingRequiredMessage(
  errors: Partial<Record<string, { message?: string } | undefined>>,
): string | null {
  return REQUIRED_TO_APPLY.some((name) => errors[name]?.message === REQUIRED)
    ? APPLICATION_REQUIRED
    : null;
}

/** The multipart body of POST /api/jobs/JobsApplications/ (spec §7); empty optionals left out. */
export function applicationBody(jobId: number, values: ApplicationFormOutput): FormData {
  const body = new FormData();
  body.append("job_id", String(jobId));
  body.append("applicant_name", values.applicant_name);
  body.append("applicant_email", values.applicant_email);
  if (values.phone_number) body.append("phone_number", values.phone_number);
  // Sent only when any part is filled (spec §5): the schema made an empty address null.
  if (values.address) body.append("address", JSON.stringify(values.address));
  if (values.cover_letter) body.append("cover_letter", values.cover_letter);
  body.append("resume", values.resume, values.resume.name);
  return body;
}
