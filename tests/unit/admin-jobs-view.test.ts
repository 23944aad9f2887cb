// What the provider console's job screens derive: an applicant's missing fields and joined address
// (spec §2.2), and the job form's values, to and from the API's shape (spec §5).
import { describe, expect, it } from "vitest";

import { joinAddress, orNotAvailable } from "@/lib/jobs/applicant-view";
import { jobFormValues, requirementErrors, sectionText } from "@/lib/jobs/job-form";
import { EMPTY_REQUIREMENTS, jobInput, NOT_AVAILABLE } from "@/lib/jobs/schemas";
import type { JobDto } from "@/lib/jobs/serialize";

describe("joinAddress", () => {
  it("joins street, city, state, zip and country in that order", () => {
    expect(
      joinAddress({
        country: "USA",
        zip: "02108",
        street: "1 Main St",
        city: "Boston",
        state: "MA",
      }),
    ).toBe("1 Main St, Boston, MA, 02108, USA");
  });

  it("leaves out empty and blank parts", () => {
    expect(joinAddress({ street: "", city: "Lyon", state: "  ", country: "France" })).toBe(
      "Lyon, France",
    );
  });

  it("is N/A with no address or only empty parts", () => {
    expect(joinAddress(null)).toBe(NOT_AVAILABLE);
    expect(joinAddress(undefined)).toBe(NOT_AVAILABLE);
    expect(joinAddress({ street: "", city: " " })).toBe("N/A");
  });
});

describe("orNotAvailable", () => {
  it("keeps a value and says N/A for none", () => {
    expect(orNotAvailable("+1 555 0100")).toBe("+1 555 0100");
    expect(orNotAvailable(null)).toBe("N/A");
    expect(orNotAvailable("")).toBe("N/A");
    expect(orNotAvailable("   ")).toBe("N/A");
  });
});

const job: JobDto = {
  id: 7,
  title: "Event Coordinator",
  company_name: "HallBook",
  location: "Remote",
  description: "Run events.",
  salary: null,
  status: false,
  // the spec's JSON string, as the API answers it
  requirements: JSON.stringify({
    ...EMPTY_REQUIREMENTS,
    about: "We build venue software.",
    skills: ["Planning", "Clear writing"],
    benefits: ["Remote-friendly"],
  }),
  created_at: "2026-11-01T10:00:00.000Z",
  updated_at: "2026-11-01T10:00:00.000Z",
};

describe("jobFormValues", () => {
  it("starts a new posting empty and active, for the given company", () => {
    const values = jobFormValues(null, "HallBook");
    expect(values).toMatchObject({ title: "", company_name: "HallBook", salary: "", status: true });
    expect(Object.values(values.requirements).every((v) => v === "")).toBe(true);
  });

  it("shows a job's bullet sections one item a line, and no salary as empty", () => {
    const values = jobFormValues(job, "Other");
    expect(values).toMatchObject({ company_name: "HallBook", salary: "", status: false });
    expect(values.requirements.skills).toBe("Planning\nClear writing");
    expect(values.requirements.about).toBe("We build venue software.");
  });

  it("goes back through the API's schema to the same job", () => {
    const parsed = jobInput.parse(jobFormValues(job, "HallBook"));
    expect(parsed.requirements).toEqual(JSON.parse(job.requirements));
    expect(parsed).toMatchObject({ title: job.title, salary: null, status: false });
  });

  it("sectionText: a list one a line, text as it is, nothing as empty", () => {
    expect(sectionText(["a", "b"])).toBe("a\nb");
    expect(sectionText("text")).toBe("text");
    expect(sectionText(undefined)).toBe("");
  });
});

describe("requirementErrors", () => {
  it("puts the server's section errors on their sections, the first message each", () => {
    expect(
      requirementErrors({
        title: ["This field is required."],
        "requirements.skills.3": ["Each item must be at most 300 characters."],
        "requirements.skills.4": ["Another."],
        "requirements.about": ["Too long."],
        "requirements.unknown": ["Ignored."],
        requirements: ["Requirements must be a JSON object of sections."],
      }),
    ).toEqual({ skills: "Each item must be at most 300 characters.", about: "Too long." });
  });

  it("is empty for a body that is not field errors", () => {
    expect(requirementErrors(null)).toEqual({});
    expect(requirementErrors("Bad Gateway")).toEqual({});
  });
});
