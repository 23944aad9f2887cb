// The job form's values (spec §5): every field as the inputs hold it. Bullet sections are edited as
// text with one item a line; jobInput (lib/jobs/schemas.ts) turns that text back into lists.
import {
  REQUIREMENT_SECTIONS,
  requirementsOf,
  type JobRequirements,
  type RequirementKey,
} from "./schemas";
import type { JobDto } from "./serialize";

export type JobFormShape = {
  title: string;
  company_name: string;
  location: string;
  salary: string;
  description: string;
  /** true: 'Job is Active' */
  status: boolean;
  requirements: Record<RequirementKey, string>;
};

/** A section as its textarea shows it: lists one item a line. */
export function sectionText(value: JobRequirements[RequirementKey] | undefined): string {
  return Array.isArray(value) ? value.join("\n") : (value ?? "");
}

/** The form for `job`, or an empty one (active, for `companyName`) for a new posting. */
export function jobFormValues(job: JobDto | null, companyName: string): JobFormShape {
  const stored = job ? requirementsOf(job.requirements) : null;
  const requirements = Object.fromEntries(
    REQUIREMENT_SECTIONS.map(({ key }) => [key, sectionText(stored?.[key])]),
  ) as Record<RequirementKey, string>;
  return {
    title: job?.title ?? "",
    company_name: job?.company_name ?? companyName,
    location: job?.location ?? "",
    salary: job?.salary ?? "",
    description: job?.description ?? "",
    status: job?.status ?? true,
    requirements,
  };
}

const SECTION_KEYS: readonly string[] = REQUIREMENT_SECTIONS.map((s) => s.key);

/**
 * The server's errors of the requirement sections ("requirements.skills.3": [...]), by section:
 * the first message of each. Errors of other fields are left to the form's own mapping.
 */
export function requirementErrors(body: unknown): Partial<Record<RequirementKey, string>> {
  const out: Partial<Record<RequirementKey, string>> = {};
  if (!body || typeof body !== "object") return out;
  for (const [field, messages] of Object.entries(body)) {
    const [head, key] = field.split(".");
    if (head !== "requirements" || !key || !SECTION_KEYS.includes(key)) continue;
    out[key as RequirementKey] ??= [messages].flat().map(String)[0];
  }
  return out;
}
