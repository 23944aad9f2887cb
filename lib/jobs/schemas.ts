// Jobs and applications (spec §3 "Job", "Job application"; §4 applicant status; §5 the job form,
// the application and the applicant email form): one set of schemas and the spec's words, for the
// API and the screens. The screens import the messages below; they never retype them.
import { z } from "zod";

import {
  flag,
  id,
  optionalText,
  plainString,
  REQUIRED,
  requiredEmail,
  requiredText,
} from "@/lib/core/schemas";

import { APPLICATION_REQUIRED } from "./messages";

export * from "./messages";

/** The sections of a job's requirements, in the order the job page shows them (spec §2.1). */
export const REQUIREMENT_SECTIONS = [
  { key: "about", label: "About the Company", kind: "text" },
  { key: "responsibilities", label: "Responsibilities", kind: "text" },
  { key: "skills", label: "Required Skills & Qualifications", kind: "list" },
  { key: "niceToHave", label: "Nice to Have", kind: "list" },
  { key: "whyJoin", label: "Why Join Us?", kind: "text" },
  { key: "benefits", label: "Benefits", kind: "list" },
  { key: "other", label: "Other", kind: "text" },
] as const;
export type RequirementKey = (typeof REQUIREMENT_SECTIONS)[number]["key"];

export const INVALID_REQUIREMENTS = "Requirements must be a JSON object of sections.";
export const INVALID_ADDRESS =
  "The address must be a JSON object (street, city, state, zip, country).";
export const INVALID_STATUS = "Status must be PENDING, REVIEWING, ACCEPTED or REJECTED.";

/** JSON text (the spec sends requirements and address so) or the value itself; empty is none. */
function jsonObject(message: string) {
  return z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || value === "") return null;
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
  });
}

/** Bullets: a list, or text with one bullet a line ("- " and "• " marks are dropped). */
const bullets = z
  .union(
    [z.array(plainString("Each item must be text.")), plainString(undefined, { lines: true })],
    {
      error: "Must be a list of lines.",
    },
  )
  .nullish()
  .transform((v) =>
    (v == null ? [] : Array.isArray(v) ? v : v.split(/\r?\n/))
      .map((line) => line.replace(/^\s*(?:[-*]\s+|•\s*)/, "").trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().max(300, "Each item must be at most 300 characters."))
      .max(30, "At most 30 items."),
  );

const sectionText = optionalText(4000, { lines: true });

const requirementsObject = z.object(
  {
    about: sectionText,
    responsibilities: sectionText,
    skills: bullets,
    niceToHave: bullets,
    whyJoin: sectionText,
    benefits: bullets,
    other: sectionText,
  },
  { error: INVALID_REQUIREMENTS },
);
export type JobRequirements = z.output<typeof requirementsObject>;

export const EMPTY_REQUIREMENTS: JobRequirements = {
  about: "",
  responsibilities: "",
  skills: [],
  niceToHave: [],
  whyJoin: "",
  benefits: [],
  other: "",
};

/** A job's requirements: the object, or the spec's JSON string of it; stored as JSON. */
export const jobRequirements = jsonObject(INVALID_REQUIREMENTS).pipe(
  z.preprocess((v) => v ?? {}, requirementsObject),
);

/**
 * Requirements with every section, whatever an older row holds: from the stored JSON or the API's
 * JSON string of them (a job's `requirements`).
 */
export function requirementsOf(stored: unknown): JobRequirements {
  const parsed = jobRequirements.safeParse(stored);
  return parsed.success ? parsed.data : EMPTY_REQUIREMENTS;
}

/** Fields without defaults: a patch leaves out what it does not send (partial() applies them). */
const jobFields = {
  title: requiredText(200),
  company_name: requiredText(200),
  location: requiredText(200),
  salary: optionalText(100).transform((v) => v || null),
  description: optionalText(10_000, { lines: true }),
  /** true: active (listed and taking applications) */
  status: flag,
  requirements: jobRequirements,
};

/** POST ManageJobs/ and the job form: title, company and location required (spec §5). */
export const jobInput = z.object({
  ...jobFields,
  status: jobFields.status.default(true),
  requirements: jobFields.requirements.default(EMPTY_REQUIREMENTS),
});
export type JobInput = z.output<typeof jobInput>;
export type JobFormValues = z.input<typeof jobInput>;

/** PATCH ManageJobs/{id}/: any subset; what is left out stays as it is. */
export const jobPatch = z.object(jobFields).partial();
export type JobPatch = z.output<typeof jobPatch>;

const addressObject = z.object(
  {
    street: optionalText(200),
    city: optionalText(100),
    state: optionalText(100),
    zip: optionalText(20),
    country: optionalText(100),
  },
  { error: INVALID_ADDRESS },
);
export type ApplicantAddress = z.output<typeof addressObject>;

/** An address as JSON text or an object; none when every part is empty (spec §5). */
const address = jsonObject(INVALID_ADDRESS)
  .pipe(addressObject.nullable())
  .transform((a) => (a && Object.values(a).some(Boolean) ? a : null))
  .default(null);

/** A file from a multipart body; an empty one is no file chosen. */
const isFile = (v: unknown) => v instanceof Blob && v.size > 0;

/** The application's fields, each with its own error (the form shows them by the inputs). */
export const applicationFields = z.object({
  job_id: id("A valid job is required."),
  applicant_name: requiredText(150),
  applicant_email: requiredEmail(),
  phone_number: optionalText(40).transform((v) => v || null),
  address,
  cover_letter: optionalText(10_000, { lines: true }).transform((v) => v || null),
  resume: z
    .unknown()
    .refine(isFile, { error: REQUIRED })
    .transform((v) => v as Blob),
});

/** The fields whose absence the spec also reports with APPLICATION_REQUIRED. */
const REQUIRED_TO_APPLY = new Set(["applicant_name", "applicant_email", "resume"]);

/**
 * POST JobsApplications/ (multipart, spec §7). The resume's bytes are checked when it is stored
 * (lib/jobs/resumes.ts); here it must only be there. A missing name, email or resume gives the
 * spec's form-level message (non_field_errors) beside the fields' own. (A refinement cannot say
 * it: zod skips object refinements once a field's check aborts, as the email's does.)
 */
export const applicationInput = z.unknown().transform((input, ctx) => {
  const result = applicationFields.safeParse(input);
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  const missing = result.error.issues.some(
    (issue) => REQUIRED_TO_APPLY.has(String(issue.path[0])) && issue.message === REQUIRED,
  );
  if (missing) ctx.addIssue({ code: "custom", message: APPLICATION_REQUIRED, path: [] });
  return z.NEVER;
});
export type ApplicationInput = z.output<typeof applicationInput>;
export type ApplicationFormValues = z.input<typeof applicationFields>;

export const APPLICATION_STATUSES = ["PENDING", "REVIEWING", "ACCEPTED", "REJECTED"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** PATCH JobsApplications/{id}/: any status from any other (spec §4); case does not matter. */
export const applicationStatusInput = z.object({
  status: z
    .string({ error: REQUIRED })
    .trim()
    .toUpperCase()
    .pipe(z.enum(APPLICATION_STATUSES, { error: INVALID_STATUS })),
});
export type ApplicationStatusInput = z.output<typeof applicationStatusInput>;

/** The applicant email form: subject (one line) and message, both required (spec §5). */
export const applicantEmailForm = z.object({
  subject: requiredText(200).transform((s) => s.replace(/\s+/g, " ")),
  custom_message: requiredText(10_000, { lines: true }),
});
/** POST JobsApplications/email/: the form, and the application it writes about. */
export const applicantEmailInput = applicantEmailForm.extend({
  application_id: id("A valid application is required."),
});
export type ApplicantEmailInput = z.output<typeof applicantEmailInput>;

/** GET JobsApplications/{id}/resume/: `?download=1` saves the file instead of previewing it. */
export const resumeQuery = z.object({ download: flag.default(false) });
