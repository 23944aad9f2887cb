// What a job's public page shows (spec §2.1) and what its application form checks and sends
// (spec §5), with the spec's words.
import { describe, expect, it } from "vitest";

import { REQUIRED } from "@/lib/core/schemas";
import {
  applicationBody,
  applicationForm,
  EMPTY_APPLICATION,
  missingRequiredMessage,
} from "@/lib/jobs/application-form";
import {
  APPLICATION_REQUIRED,
  EMPTY_REQUIREMENTS,
  RESUME_MAX_BYTES,
  RESUME_TOO_LARGE,
  RESUME_WRONG_TYPE,
} from "@/lib/jobs/schemas";
import { jobSections, paragraphsOf, salaryOf } from "@/lib/jobs/sections";

describe("a job's sections", () => {
  it("come in the spec's order, The Role being the description and its responsibilities", () => {
    const sections = jobSections({
      description: "Build features.\n\nOwn them.",
      requirements: {
        about: "We make HallBook.",
        responsibilities: "Ship weekly.",
        skills: ["TypeScript", " "],
        niceToHave: ["Events"],
        whyJoin: "A small team.",
        benefits: ["Remote"],
        other: "Everyone welcome.",
      },
    });
    expect(sections.map((s) => s.title)).toEqual([
      "About the Company",
      "The Role",
      "Required Skills & Qualifications",
      "Nice to Have",
      "Why Join Us?",
      "Benefits",
      "Other",
    ]);
    expect(sections[1]).toMatchObject({
      kind: "text",
      paragraphs: ["Build features.", "Own them.", "Ship weekly."],
    });
    expect(sections[2]).toMatchObject({ kind: "list", items: ["TypeScript"] });
  });

  it("leave out a section with nothing in it", () => {
    const sections = jobSections({
      description: "",
      requirements: { ...EMPTY_REQUIREMENTS, benefits: ["Remote"], other: "  " },
    });
    expect(sections.map((s) => s.title)).toEqual(["Benefits"]);
    expect(jobSections({ description: " ", requirements: EMPTY_REQUIREMENTS })).toEqual([]);
  });

  it("split text into paragraphs on blank lines", () => {
    expect(paragraphsOf("One\nline two\r\n\r\nThree")).toEqual(["One\nline two", "Three"]);
    expect(paragraphsOf(null)).toEqual([]);
  });

  it("show the salary, or 'Competitive' when there is none", () => {
    expect(salaryOf("$100k")).toBe("$100k");
    expect(salaryOf(null)).toBe("Competitive");
    expect(salaryOf("  ")).toBe("Competitive");
  });
});

const pdf = (size = 10, name = "cv.pdf") => new File([new Uint8Array(size)], name);
const filled = {
  ...EMPTY_APPLICATION,
  applicant_name: " Ada Lovelace ",
  applicant_email: "ada@example.com",
  resume: pdf(),
};
const issues = (input: unknown) => {
  const result = applicationForm.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the application form", () => {
  it("requires name, email and resume, and says so with the spec's message", () => {
    const errors = issues(EMPTY_APPLICATION);
    expect(errors).toEqual({
      applicant_name: REQUIRED,
      applicant_email: REQUIRED,
      resume: REQUIRED,
    });
    const fieldErrors = Object.fromEntries(
      Object.entries(errors).map(([k, message]) => [k, { message }]),
    );
    expect(missingRequiredMessage(fieldErrors)).toBe(APPLICATION_REQUIRED);
    expect(missingRequiredMessage({ applicant_email: { message: "Enter a valid email." } })).toBe(
      null,
    );
    expect(missingRequiredMessage({})).toBeNull();
  });

  it("takes a .pdf, .doc or .docx of at most 5 MB", () => {
    expect(issues({ ...filled, resume: pdf(10, "cv.DOCX") })).toEqual({});
    expect(issues({ ...filled, resume: pdf(10, "cv.doc") })).toEqual({});
    expect(issues({ ...filled, resume: pdf(10, "cv.txt") })).toEqual({ resume: RESUME_WRONG_TYPE });
    expect(issues({ ...filled, resume: pdf(0) })).toEqual({ resume: REQUIRED });
    expect(issues({ ...filled, resume: pdf(RESUME_MAX_BYTES + 1) })).toEqual({
      resume: RESUME_TOO_LARGE,
    });
  });

  it("sends the spec's fields, the address as JSON text only when any part is filled", async () => {
    const values = applicationForm.parse(filled);
    let body = applicationBody(7, values);
    expect([...body.keys()]).toEqual(["job_id", "applicant_name", "applicant_email", "resume"]);
    expect(body.get("job_id")).toBe("7");
    expect(body.get("applicant_name")).toBe("Ada Lovelace");
    expect((body.get("resume") as File).name).toBe("cv.pdf");

    body = applicationBody(
      7,
      applicationForm.parse({
        ...filled,
        phone_number: "555 0100",
        cover_letter: "Hello",
        address: { ...EMPTY_APPLICATION.address, city: "Paris" },
      }),
    );
    expect(body.get("phone_number")).toBe("555 0100");
    expect(body.get("cover_letter")).toBe("Hello");
    expect(JSON.parse(String(body.get("address")))).toEqual({
      street: "",
      city: "Paris",
      state: "",
      zip: "",
      country: "",
    });
  });
});
