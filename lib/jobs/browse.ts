// What the public careers pages list: the text search and the location filter of /careers/browse,
// read from the query string (?q=&location=) so that a link, a reload and a browser without
// JavaScript all show the same list. Pure functions, shared by the page and its filter form.

/** The filters of /careers/browse; "" is no filter. */
export type JobFilters = { q: string; location: string };
export const NO_JOB_FILTERS: JobFilters = { q: "", location: "" };

/** The label of the location filter's "no filter" option. */
export const ALL_LOCATIONS = "All locations";

const MAX_FILTER_LENGTH = 200;

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? "";

/** The filters in a page's search params: the first of each, trimmed, at most 200 characters. */
export function parseJobFilters(params: SearchParams): JobFilters {
  const read = (name: string) => first(params[name]).trim().slice(0, MAX_FILTER_LENGTH);
  return { q: read("q"), location: read("location") };
}

/** The query string of `filters`, with only those that are set ("" when none is). */
export function jobFiltersQuery(filters: JobFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.location) params.set("location", filters.location);
  return params.toString();
}

/** Lower-cased, without accents, one space between words: "Café  Manager" → "cafe manager". */
function normalize(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

type Listed = { title: string; description: string; location: string };

/**
 * The jobs whose title or description holds every word of `q` (in any case, accents ignored),
 * at the chosen location (exactly, as the filter lists it). The order is kept.
 */
export function filterJobs<T extends Listed>(jobs: readonly T[], filters: JobFilters): T[] {
  const words = normalize(filters.q).split(" ").filter(Boolean);
  return jobs.filter((job) => {
    if (filters.location && job.location.trim() !== filters.location) return false;
    const text = normalize(`${job.title} ${job.description}`);
    return words.every((word) => text.includes(word));
  });
}

/** The jobs' distinct locations, trimmed, in alphabetical order: the filter's options. */
export function jobLocations(jobs: readonly Pick<Listed, "location">[]): string[] {
  const locations = new Set(jobs.map((j) => j.location.trim()).filter(Boolean));
  return [...locations].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
}

/**
 * The start of a description for a job's card: whole words up to `max` characters, with an
 * ellipsis when it was cut; line breaks become spaces.
 */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  const head = (space > max * 0.6 ? cut.slice(0, space) : flat.slice(0, max)).replace(
    /[\s,.;:!?–—-]+$/,
    "",
  );
  return `${head}…`;
}
