// The sections of a job's public page (spec §2.1), in order, from the job's description and its
// requirements. A pure function, so that the page and the tests agree on what is shown.
import { DEFAULT_SALARY, THE_ROLE } from "./messages";
import { REQUIREMENT_SECTIONS, requirementsOf, type JobRequirements } from "./schemas";

export type JobSection =
  | { key: string; title: string; kind: "text"; paragraphs: string[] }
  | { key: string; title: string; kind: "list"; items: string[] };

const label = (key: (typeof REQUIREMENT_SECTIONS)[number]["key"]) =>
  REQUIREMENT_SECTIONS.find((s) => s.key === key)!.label;

/** Text as paragraphs: split on blank lines, each trimmed; none when the text is empty. */
export function paragraphsOf(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * About the Company, The Role, Required Skills & Qualifications, Nice to Have, Why Join Us?,
 * Benefits and Other; a section with nothing in it is left out. The Role is the job's description,
 * followed by its responsibilities (the requirements' text about the role), so nothing the
 * provider wrote is hidden.
 */
export function jobSections(job: {
  description: string;
  /** the job's JSON string of them (JobDto), or the sections */
  requirements: string | JobRequirements;
}): JobSection[] {
  const r = requirementsOf(job.requirements);
  const text = (key: string, title: string, ...texts: string[]): JobSection => ({
    key,
    title,
    kind: "text",
    paragraphs: texts.flatMap(paragraphsOf),
  });
  const list = (key: "skills" | "niceToHave" | "benefits"): JobSection => ({
    key,
    title: label(key),
    kind: "list",
    items: r[key].map((item) => item.trim()).filter(Boolean),
  });
  const sections = [
    text("about", label("about"), r.about),
    text("role", THE_ROLE, job.description, r.responsibilities),
    list("skills"),
    list("niceToHave"),
    text("whyJoin", label("whyJoin"), r.whyJoin),
    list("benefits"),
    text("other", label("other"), r.other),
  ];
  return sections.filter((s) => (s.kind === "text" ? s.paragraphs.length : s.items.length) > 0);
}

/** The salary as shown: the job's text, else 'Competitive' (spec §2.1). */
export const salaryOf = (salary: string | null | undefined) => salary?.trim() || DEFAULT_SALARY;
