// Applying for a job with a resume: checked by its bytes, kept private, never left behind by a
// failure; the applicant is mailed a confirmation (a real SMTP server in-process).
import fs from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import * as apply from "@/app/api/jobs/JobsApplications/route";
import { REQUIRED } from "@/lib/api/schemas";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import {
  APPLICATION_REQUIRED,
  JOB_INACTIVE,
  RESUME_TOO_LARGE,
  RESUME_WRONG_TYPE,
} from "@/lib/jobs/schemas";
import { COMPANY } from "@/lib/site/config";
import { fileStorage } from "@/lib/storage";

import { call } from "./helpers";
import {
  applicationForm,
  applied,
  createJob,
  minimalDocx,
  minimalPdf,
  newApplicantAddress,
  oleHeader,
  windowsExecutable,
} from "./jobs-support";
import { startTestSmtp, type TestSmtp } from "./smtp";

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.close());

/** The resumes in the storage's private area. */
const storedResumes = () => {
  const dir = path.join(env().DATA_DIR, "uploads", "private", "resumes");
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.endsWith(".type")) : [];
};

describe("POST JobsApplications/", () => {
  it("saves an application with a PDF and mails the applicant a confirmation", async () => {
    const job = await createJob({ title: "Banquet Manager" });
    const to = newApplicantAddress();
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
    const to = newApplicantAddress();
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
