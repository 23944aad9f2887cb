// The rules of the job form, the application and the applicant email form (spec §5), with the
// spec's messages.
import { describe, expect, it } from "vitest";

import { fieldErrorsOf } from "@/lib/core/errors";
import { CONTROL_CHARACTERS, INVALID_EMAIL, REQUIRED } from "@/lib/core/schemas";
import { resumeFileName } from "@/lib/jobs/resumes";
import {
  applicantEmailInput,
  APPLICATION_REQUIRED,
  applicationInput,
  applicationStatusInput,
  EMPTY_REQUIREMENTS,
  INVALID_ADDRESS,
  INVALID_REQUIREMENTS,
  INVALID_STATUS,
  jobInput,
  jobPatch,
  requirementsOf,
} from "@/lib/jobs/schemas";

const errors = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrorsOf(result.error as never);

const job = { title: "Chef", company_name: "HallBook", location: "Remote" };

describe("the job form", () => {
  it("requires title, company name and location", () => {
    expect(errors(jobInput.safeParse({ title: " ", salary: "" }))).toEqual({
      title: [REQUIRED],
      company_name: [REQUIRED],
      location: [REQUIRED],
    });
  });

  it("defaults to active, an empty salary to none and requirements to empty sections", () => {
    expect(jobInput.parse({ ...job, salary: " " })).toEqual({
      ...job,
      salary: null,
      description: "",
      status: true,
      requirements: EMPTY_REQUIREMENTS,
    });
  });

  it("takes requirements as the spec's JSON string or an object, bullets as lists or lines", () => {
    const text = JSON.stringify({ about: "We host.", skills: ["TypeScript", " "], other: null });
    expect(jobInput.parse({ ...job, requirements: text }).requirements).toEqual({
      ...EMPTY_REQUIREMENTS,
      about: "We host.",
      skills: ["TypeScript"],
    });
    const lines = { benefits: "- Remote\n• Health insurance\n\n* Learning budget", junk: 1 };
    expect(jobInput.parse({ ...job, requirements: lines }).requirements.benefits).toEqual([
      "Remote",
      "Health insurance",
      "Learning budget",
    ]);
  });

  it("refuses requirements that are not an object of sections", () => {
    expect(errors(jobInput.safeParse({ ...job, requirements: "{nope" }))).toEqual({
      requirements: [INVALID_REQUIREMENTS],
    });
    expect(errors(jobInput.safeParse({ ...job, requirements: "[1]" }))).toEqual({
      requirements: [INVALID_REQUIREMENTS],
    });
    expect(
      Object.keys(errors(jobInput.safeParse({ ...job, requirements: { skills: 3 } }))),
    ).toEqual(["requirements.skills"]);
  });

  it("patches only what is sent: no defaults fill in the rest", () => {
    expect(jobPatch.parse({})).toEqual({});
    expect(jobPatch.parse({ status: "false" })).toEqual({ status: false });
    expect(errors(jobPatch.safeParse({ title: "" }))).toEqual({ title: [REQUIRED] });
  });

  it("reads stored requirements whatever an older row holds", () => {
    expect(requirementsOf(null)).toEqual(EMPTY_REQUIREMENTS);
    expect(requirementsOf({ skills: 7 })).toEqual(EMPTY_REQUIREMENTS);
    expect(requirementsOf({ whyJoin: "Fun" })).toEqual({ ...EMPTY_REQUIREMENTS, whyJoin: "Fun" });
  });
});

const resume = () => new File([new Uint8Array([37, 80, 68, 70])], "cv.pdf");
const application = {
  job_id: "4",
  applicant_name: "Ana",
  applicant_email: "ana@example.com",
};

describe("the application", () => {
  it("says the spec's message beside the fields when name, email or resume is missing", () => {
    expect(errors(applicationInput.safeParse({ job_id: "4", applicant_name: " " }))).toEqual({
      applicant_name: [REQUIRED],
      applicant_email: [REQUIRED],
      resume: [REQUIRED],
      non_field_errors: [APPLICATION_REQUIRED],
    });
    const blank = { job_id: "4", applicant_name: "A", applicant_email: "", resume: resume() };
    expect(errors(applicationInput.safeParse(blank))).toEqual({
      applicant_email: [REQUIRED],
      non_field_errors: [APPLICATION_REQUIRED],
    });
    const noFile = { ...application, resume: new File([], "") };
    expect(errors(applicationInput.safeParse(noFile))).toEqual({
      resume: [REQUIRED],
      non_field_errors: [APPLICATION_REQUIRED],
    });
  });

  it("gives only the field's error when a value is there but wrong", () => {
    const bad = { ...application, applicant_email: "ana", job_id: "x", resume: resume() };
    expect(errors(applicationInput.safeParse(bad))).toEqual({
      applicant_email: [INVALID_EMAIL],
      job_id: ["A valid job is required."],
    });
  });

  it("takes the address as JSON text or an object, and none when every part is empty", () => {
    const address = { street: "1 Main St", city: "Boston", zip: "02108" };
    const parsed = applicationInput.parse({
      ...application,
      resume: resume(),
      address: JSON.stringify(address),
      phone_number: "",
    });
    expect(parsed).toMatchObject({
      job_id: 4,
      phone_number: null,
      cover_letter: null,
      address: { ...address, state: "", country: "" },
    });
    const empty = { street: "", city: " ", state: "", zip: "", country: "" };
    expect(
      applicationInput.parse({ ...application, resume: resume(), address: empty }).address,
    ).toBeNull();
    expect(
      errors(applicationInput.safeParse({ ...application, resume: resume(), address: "{" })),
    ).toEqual({ address: [INVALID_ADDRESS] });
  });
});

describe("status and email", () => {
  it("takes the four statuses in any case", () => {
    expect(applicationStatusInput.parse({ status: " reviewing " })).toEqual({
      status: "REVIEWING",
    });
    expect(errors(applicationStatusInput.safeParse({ status: "HIRED" }))).toEqual({
      status: [INVALID_STATUS],
    });
    expect(errors(applicationStatusInput.safeParse({}))).toEqual({ status: [REQUIRED] });
  });

  it("requires subject and message, and keeps the subject on one line", () => {
    expect(errors(applicantEmailInput.safeParse({ application_id: 1 }))).toEqual({
      subject: [REQUIRED],
      custom_message: [REQUIRED],
    });
    // A line end in the subject is refused (it would be a mail header); spaces are made one.
    expect(
      errors(
        applicantEmailInput.safeParse({
          application_id: "2",
          subject: "Interview\r\nBcc: everyone@example.com",
          custom_message: "Hello",
        }),
      ),
    ).toEqual({ subject: [CONTROL_CHARACTERS] });
    const mail = applicantEmailInput.parse({
      application_id: "2",
      subject: "Interview   on  Monday",
      custom_message: "Hello\r\nSee you",
    });
    expect(mail.subject).toBe("Interview on Monday");
    expect(mail.custom_message).toBe("Hello\nSee you");
  });
});

describe("a resume's download name", () => {
  it("is the uploader's base name, cleaned, with the extension of what the file is", () => {
    expect(resumeFileName("C:\\Users\\ana\\My CV.PDF", "pdf")).toBe("My CV.pdf");
    expect(resumeFileName("../../etc/passwd", "docx")).toBe("passwd.docx");
    expect(resumeFileName('cv"\u202Efdp.exe', "pdf")).toBe("cvfdp.pdf");
    expect(resumeFileName("", "doc")).toBe("resume.doc");
    expect(resumeFileName(".hidden", "pdf")).toBe("hidden.pdf");
    expect(resumeFileName("...", "pdf")).toBe("resume.pdf");
  });
});
