// The public careers pages' pure parts: the browse page's filters (query string, text search,
// locations), the cards' excerpts, and the job page's addresses.
import { describe, expect, it } from "vitest";

import {
  excerpt,
  filterJobs,
  jobFiltersQuery,
  jobLocations,
  NO_JOB_FILTERS,
  parseJobFilters,
} from "@/lib/jobs/browse";
import { parseJobId } from "@/lib/jobs/paths";

const jobs = [
  { id: 1, title: "Senior Engineer", description: "Build the calendar.", location: "Remote" },
  { id: 2, title: "Product Designer", description: "Design for venues.", location: "New York" },
  { id: 3, title: "Café Manager", description: "Run our  kitchen.", location: " Remote " },
  { id: 4, title: "Support Engineer", description: "Help venue owners.", location: "London" },
];
const ids = (list: { id: number }[]) => list.map((j) => j.id);

describe("the browse page's filters", () => {
  it("reads ?q= and ?location= (first value, trimmed, at most 200 characters)", () => {
    expect(parseJobFilters({})).toEqual(NO_JOB_FILTERS);
    expect(parseJobFilters({ q: "  design ", location: ["Remote", "London"] })).toEqual({
      q: "design",
      location: "Remote",
    });
    expect(parseJobFilters({ q: "x".repeat(500) }).q).toHaveLength(200);
  });

  it("writes only the filters that are set", () => {
    expect(jobFiltersQuery(NO_JOB_FILTERS)).toBe("");
    expect(jobFiltersQuery({ q: "  ", location: "" })).toBe("");
    expect(jobFiltersQuery({ q: " ux design ", location: "New York" })).toBe(
      "q=ux+design&location=New+York",
    );
    expect(parseJobFilters(Object.fromEntries(new URLSearchParams("q=ux+design")))).toEqual({
      q: "ux design",
      location: "",
    });
  });

  it("matches every word in the title or the description, in any case, accents ignored", () => {
    expect(ids(filterJobs(jobs, NO_JOB_FILTERS))).toEqual([1, 2, 3, 4]);
    expect(ids(filterJobs(jobs, { q: "ENGINEER", location: "" }))).toEqual([1, 4]);
    expect(ids(filterJobs(jobs, { q: "venue", location: "" }))).toEqual([2, 4]);
    expect(ids(filterJobs(jobs, { q: "engineer venue", location: "" }))).toEqual([4]);
    expect(ids(filterJobs(jobs, { q: "cafe", location: "" }))).toEqual([3]);
    expect(ids(filterJobs(jobs, { q: "our kitchen", location: "" }))).toEqual([3]);
    expect(ids(filterJobs(jobs, { q: "plumber", location: "" }))).toEqual([]);
  });

  it("filters by the location exactly, as the select lists it, with the text too", () => {
    expect(ids(filterJobs(jobs, { q: "", location: "Remote" }))).toEqual([1, 3]);
    expect(ids(filterJobs(jobs, { q: "engineer", location: "Remote" }))).toEqual([1]);
    expect(ids(filterJobs(jobs, { q: "", location: "remote" }))).toEqual([]);
  });

  it("lists each location once, trimmed, in alphabetical order", () => {
    expect(jobLocations(jobs)).toEqual(["London", "New York", "Remote"]);
    expect(jobLocations([{ location: " " }])).toEqual([]);
  });
});

describe("a job card's excerpt", () => {
  it("keeps a short description whole, on one line", () => {
    expect(excerpt("Build the\n\ncalendar.")).toBe("Build the calendar.");
  });

  it("cuts a long one after a whole word, with an ellipsis", () => {
    const text = "Design the tools venue managers use every day, from the calendar to the site.";
    expect(excerpt(text, 30)).toBe("Design the tools venue…");
    expect(excerpt(text, 30).length).toBeLessThanOrEqual(31);
    expect(excerpt("x".repeat(50), 20)).toBe(`${"x".repeat(20)}…`);
  });
});

describe("a job page's address", () => {
  it("reads only positive integers that fit the column as ids", () => {
    expect(parseJobId("12")).toBe(12);
    expect(parseJobId("2147483647")).toBe(2147483647);
    for (const raw of ["0", "-1", "1.5", "abc", "12abc", "2147483648", "99999999999", ""])
      expect(parseJobId(raw), raw).toBeNull();
  });
});
