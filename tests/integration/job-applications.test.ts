// Applying for a job with a resume, and what provider staff do with an applicant: read the resume
// (never public), change the status, write to them. Mail goes to a real SMTP server in-process.
import fs from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { GET as getFile } from "@/app/api/files/[...key]/route";
import * as resume from "@/app/api/jobs/JobsApplications/[id]/resume/route";
import * as status from "@/app/api/jobs/JobsApplications/[id]/route";
import * as email from "@/app/api/jobs/JobsApplications/email/route";
import * as apply from "@/app/api/jobs/JobsApplications/route";
import { REQUIRED } from "@/lib/api/schemas";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import {
  APPLICATION_REQUIRED,
  EMAIL_FAILED,
  INVALID_STATUS,
  JOB_INACTIVE,
  NO_RESUME,
  RESUME_TOO_LARGE,
  RESUME_WRONG_TYPE,
} from "@/lib/jobs/schemas";
import { COMPANY } from "@/lib/site/config";
import { fileStorage } from "@/lib/storage";

import { call } from "./helpers";
import {
  applicationForm,
  createJob,
  minimalDocx,
  minimalPdf,
  oleHeader,
  outsiders,
  providerStaffMember,
  windowsExecutable,
} from "./jobs-support";
import { startTestSmtp, type TestSmtp } from "./smtp";

let smtp: TestSmtp;
let staff: string;
beforeAll(async () => {
  smtp = await startTestSmtp();
  staff = (await providerStaffMember()).token;
});
afterAll(() => smtp.close());

/** The resumes in the storage's private area. */
const storedResumes = () => {
  const dir = path.join(env().DATA_DIR, "uploads", "private", "resumes");
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.endsWith(".type")) : [];
};

let applicants = 0;
/** A new applicant's address, so each test reads only its own mail. */
const newAddress = () => `applicant-${Date.now()}-${(applicants += 1)}@example.com`;

async function applied(file: Parameters<typeof applicationForm>[1] = {}) {
  const job = await createJob();
  const to = newAddress();
  const res = await call(apply.POST, {
    body: applicationForm(job.id, file, { applicant_email: to }),
  });
  expect(res.status).toBe(201);
  return { job, to, application: res.body };
}

describe("POST JobsApplications/", () => {
  it("saves an application with a PDF and mails the applicant a confirmation", async () => {
    const job = await createJob({ title: "Banquet Manager" });
    const to = newAddress();
    const address = { street: "1 Main St", city: "Boston", state: "MA", zip: "02108", country: "" };
    const res = await call(apply.POST, {
      body: applicationForm(
        job.id,
        { name: "C:\\fakepath\\Alex CV.PDF" },
        {
          applicant_email: to,
          phone_number: "+1 555 0199",
          address: JSON.stringify(address),
          cover_letter: "I love <events> & people.",
        },
      ),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      job_id: job.id,
      job_title: "Banquet Manager",
      company_name: "HallBook",
      applicant_name: "Alex Morgan",
      applicant_email: to,
      phone_number: "+1 555 0199",
      address,
      cover_letter: "I love <events> & people.",
      status: "PENDING",
      has_resume: true,
      resume: `/api/jobs/JobsApplications/${res.body.id}/resume/`,
      resume_name: "Alex CV.pdf",
      resume_type: "application/pdf",
      confirmation_sent: true,
    });
    expect(JSON.stringify(res.body)).not.toContain("private/");
    const row = await db.jobApplication.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.resumeKey).toMatch(/^private\/resumes\/[0-9a-f-]{36}\.pdf$/);
    expect((await fileStorage().get(row.resumeKey ?? ""))?.bytes).toEqual(minimalPdf());

    const [mail] = smtp.to(to);
    expect(mail.raw).toContain("Subject: We received your application for Banquet Manager");
    expect(mail.raw).toContain(`Reply-To: ${COMPANY.email}`);
    expect(mail.raw).toContain("Dear Alex Morgan,");
    expect(mail.raw).toContain("Thank you for applying for the Banquet Manager position");
  });

  it("takes a DOCX, and a Word 97 file named .doc", async () => {
    const docx = await applied({ bytes: minimalDocx(), name: "cv.docx", type: "" });
    expect(docx.application).toMatchObject({
      resume_name: "cv.docx",
      resume_type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
    const doc = await applied({ bytes: oleHeader(), name: "cv.DOC", type: "application/msword" });
    expect(doc.application).toMatchObject({
      resume_name: "cv.doc",
      resume_type: "application/msword",
    });
  });

  it("refuses a renamed executable, other files and an oversize one, and keeps nothing", async () => {
    const job = await createJob();
    const before = { rows: await db.jobApplication.count(), files: storedResumes().length };
    const oversize = Buffer.concat([minimalPdf(), Buffer.alloc(5 * 1024 * 1024)]);
    const cases: [Parameters<typeof applicationForm>[1], string][] = [
      [{ bytes: windowsExecutable(), name: "resume.pdf" }, RESUME_WRONG_TYPE],
      [{ bytes: oleHeader(), name: "budget.xls" }, RESUME_WRONG_TYPE],
      [{ bytes: Buffer.from("plain text, not a resume"), name: "cv.pdf" }, RESUME_WRONG_TYPE],
      [{ bytes: oversize, name: "big.pdf" }, RESUME_TOO_LARGE],
    ];
    for (const [file, message] of cases) {
      const res = await call(apply.POST, { body: applicationForm(job.id, file) });
      expect(res.status, file?.name).toBe(400);
      expect(res.body, file?.name).toEqual({ resume: [message] });
    }
    expect(await db.jobApplication.count()).toBe(before.rows);
    expect(storedResumes()).toHaveLength(before.files);
  });

  it("says which fields are missing, and the spec's message", async () => {
    const job = await createJob();
    const res = await call(apply.POST, {
      body: applicationForm(job.id, null, { applicant_name: "", applicant_email: "" }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      applicant_name: [REQUIRED],
      applicant_email: [REQUIRED],
      resume: [REQUIRED],
      non_field_errors: [APPLICATION_REQUIRED],
    });
    const bad = await call(apply.POST, {
      body: applicationForm(job.id, {}, { applicant_email: "alex", address: "{" }),
    });
    expect(Object.keys(bad.body).sort()).toEqual(["address", "applicant_email"]);
  });

  it("takes no application for an inactive job, and 404 for an unknown one", async () => {
    const before = storedResumes().length;
    const inactive = await createJob({ isActive: false });
    const res = await call(apply.POST, { body: applicationForm(inactive.id) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: JOB_INACTIVE });
    const unknown = await call(apply.POST, { body: applicationForm(999999) });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: "Not found." });
    expect(await db.jobApplication.count({ where: { jobId: inactive.id } })).toBe(0);
    expect(storedResumes()).toHaveLength(before);
  });

  it("keeps the application when the confirmation cannot be sent", async () => {
    const job = await createJob();
    const to = newAddress();
    smtp.refuseNext();
    const logged = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const res = await call(apply.POST, {
      body: applicationForm(job.id, {}, { applicant_email: to }),
    });
    const logs = logged.mock.calls.map(([line]) => String(line));
    logged.mockRestore();
    expect(logs).toEqual([expect.stringContaining("Application confirmation not sent")]);
    expect(res.status).toBe(201);
    expect(res.body.confirmation_sent).toBe(false);
    expect(await db.jobApplication.findUnique({ where: { id: res.body.id } })).not.toBeNull();
    expect(smtp.to(to)).toEqual([]);
  });

  it("removes the stored resume when the application cannot be written", async () => {
    const job = await createJob();
    const before = { rows: await db.jobApplication.count(), files: storedResumes().length };
    // This test file has a database of its own: make every new application fail.
    await db.$executeRawUnsafe(`CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'refused for the test'; END $$`);
    await db.$executeRawUnsafe(`CREATE TRIGGER refuse BEFORE INSERT ON job_applications
      FOR EACH ROW EXECUTE FUNCTION refuse()`);
    const logged = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      const res = await call(apply.POST, { body: applicationForm(job.id) });
      expect(res.status).toBe(500);
    } finally {
      logged.mockRestore();
      await db.$executeRawUnsafe(`DROP TRIGGER refuse ON job_applications`);
      await db.$executeRawUnsafe(`DROP FUNCTION refuse()`);
    }
    expect(await db.jobApplication.count()).toBe(before.rows);
    expect(storedResumes()).toHaveLength(before.files);
  });
});

describe("GET JobsApplications/{id}/resume/", () => {
  it("gives provider staff the PDF inline, or as a download, never cached or sniffed", async () => {
    const { application } = await applied({ name: "Alex CV.pdf" });
    const url = application.resume ?? "";
    expect(url.startsWith("/api/files/")).toBe(false);
    const params = { id: String(application.id) };
    const inline = await resume.GET(
      new (await import("next/server")).NextRequest(`http://localhost${url}`, {
        headers: { authorization: `Bearer ${staff}` },
      }),
      { params: Promise.resolve(params) },
    );
    expect(inline.status).toBe(200);
    expect(Buffer.from(await inline.arrayBuffer())).toEqual(minimalPdf());
    expect(Object.fromEntries(inline.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="Alex CV.pdf"; filename*=UTF-8''Alex%20CV.pdf`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; frame-ancestors 'self'; sandbox",
    });
    const saved = await call(resume.GET, {
      token: staff,
      path: `${url}?download=1`,
      params,
    });
    expect(saved.headers.get("content-disposition")).toMatch(/^attachment; filename="Alex CV.pdf"/);
  });

  it("always downloads a Word file", async () => {
    const { application } = await applied({ bytes: minimalDocx(), name: "Ana's CV.docx" });
    const res = await call(resume.GET, { token: staff, params: { id: String(application.id) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Ana's CV.docx"; filename*=UTF-8''Ana%27s%20CV.docx`,
    );
  });

  it("is for provider staff only, and the file is not public under /api/files", async () => {
    const { application } = await applied();
    const params = { id: String(application.id) };
    for (const { who, o, status: code } of await outsiders())
      expect((await call(resume.GET, { ...o, params })).status, who).toBe(code);
    const row = await db.jobApplication.findUniqueOrThrow({ where: { id: application.id } });
    const key = row.resumeKey ?? "";
    const file = await call(getFile, { path: `/api/files/${key}`, params: { key } });
    expect(file.status).toBe(404);
    expect(file.body).toEqual({ detail: "Not found." });
  });

  it("answers 404 for an unknown application and for one without a resume", async () => {
    const job = await createJob();
    const bare = await db.jobApplication.create({
      data: { jobId: job.id, applicantName: "Sam", applicantEmail: "sam@example.com" },
    });
    const none = await call(resume.GET, { token: staff, params: { id: String(bare.id) } });
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ detail: NO_RESUME });
    const unknown = await call(resume.GET, { token: staff, params: { id: "999999" } });
    expect(unknown.body).toEqual({ detail: "Not found." });
  });
});

describe("PATCH JobsApplications/{id}/", () => {
  it("sets any status, in any case; refuses others; 404 for unknown ids", async () => {
    const { application } = await applied();
    const patch = (body: unknown, id = application.id, o = {}) =>
      call(status.PATCH, { method: "PATCH", token: staff, params: { id: String(id) }, body, ...o });
    expect((await patch({ status: "REVIEWING" })).body.status).toBe("REVIEWING");
    expect((await patch({ status: "accepted" })).body.status).toBe("ACCEPTED");
    expect((await patch({ status: "PENDING" })).body.status).toBe("PENDING");
    const bad = await patch({ status: "HIRED" });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ status: [INVALID_STATUS] });
    expect((await patch({})).body).toEqual({ status: [REQUIRED] });
    const missing = await patch({ status: "REJECTED" }, 999999);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: "Not found." });
    for (const { who, o, status: code } of await outsiders())
      expect(
        (await patch({ status: "REJECTED" }, application.id, { token: undefined, ...o })).status,
        who,
      ).toBe(code);
    const row = await db.jobApplication.findUniqueOrThrow({ where: { id: application.id } });
    expect(row.status).toBe("PENDING");
  });
});

describe("POST JobsApplications/email/", () => {
  it("sends staff's message to the applicant", async () => {
    const { application, to } = await applied();
    const res = await call(email.POST, {
      token: staff,
      body: {
        application_id: application.id,
        subject: "Interview on Monday",
        custom_message: "Hello Alex,\n\nCould you come in at 10:00?\nBring <nothing>.",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true, to });
    const mail = smtp.to(to).find((m) => m.raw.includes("Subject: Interview on Monday"));
    expect(mail?.raw).toContain(`Reply-To: ${COMPANY.email}`);
    expect(mail?.raw).toContain("Could you come in at 10:00?");
    expect(mail?.raw).toContain("Bring &lt;nothing&gt;.");
  });

  it("answers 502 'Failed to send email.' when the server refuses, and changes nothing", async () => {
    const { application, to } = await applied();
    await call(status.PATCH, {
      method: "PATCH",
      token: staff,
      params: { id: String(application.id) },
      body: { status: "REVIEWING" },
    });
    smtp.refuseNext();
    const logged = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const res = await call(email.POST, {
      token: staff,
      body: { application_id: application.id, subject: "Offer", custom_message: "Welcome!" },
    });
    const logs = logged.mock.calls.map(([line]) => String(line));
    logged.mockRestore();
    expect(logs).toEqual([expect.stringContaining("Email to an applicant not sent")]);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ detail: EMAIL_FAILED });
    const row = await db.jobApplication.findUniqueOrThrow({ where: { id: application.id } });
    expect(row.status).toBe("REVIEWING");
    expect(smtp.to(to).filter((m) => m.raw.includes("Subject: Offer"))).toEqual([]);
  });

  it("requires subject and message, a known application, and provider staff", async () => {
    const { application, to } = await applied();
    const send = (body: unknown, o = {}) => call(email.POST, { token: staff, body, ...o });
    expect((await send({ application_id: application.id })).body).toEqual({
      subject: [REQUIRED],
      custom_message: [REQUIRED],
    });
    const unknown = await send({ application_id: 999999, subject: "Hi", custom_message: "Hi" });
    expect(unknown.status).toBe(404);
    const body = { application_id: application.id, subject: "Spam", custom_message: "Spam" };
    for (const { who, o, status: code } of await outsiders())
      expect((await send(body, { token: undefined, ...o })).status, who).toBe(code);
    expect(smtp.to(to).filter((m) => m.raw.includes("Subject: Spam"))).toEqual([]);
  });
});
