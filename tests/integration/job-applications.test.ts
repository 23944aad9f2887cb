// Applying for a job with a resume: checked by its bytes, kept private, never left behind by a
// failure; the applicant is mailed a confirmation (a real SMTP server in-process).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import * as apply from "@/app/api/jobs/JobsApplications/route";
import { COMPANY } from "@/lib/core/company";
import { REQUIRED } from "@/lib/core/schemas";
import { db } from "@/lib/db";
import { APPLICATION_LIMIT } from "@/lib/jobs/limits";
import {
  APPLICATION_REQUIRED,
  JOB_INACTIVE,
  RESUME_TOO_LARGE,
  RESUME_WRONG_TYPE,
} from "@/lib/jobs/schemas";
import { fileStorage } from "@/lib/storage";

import { call, visitorHeaders } from "./helpers";
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
const storedResumes = async () => {
  const keys = [];
  for await (const key of fileStorage().keys())
    if (key.startsWith("private/resumes/")) keys.push(key);
  return keys;
};

describe("POST JobsApplications/", () => {
  it("saves an application with a PDF and mails the applicant a confirmation", async () => {
    const job = await createJob({ title: "Banquet Manager" });
    const to = newApplicantAddress();
    const address = { street: "1 Main St", city: "Boston", state: "MA", zip: "02108", country: "" };
    const res = await call(apply.POST, {
      headers: visitorHeaders(),
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
    expect(mail.raw).toContain("Thank you for applying for the Banquet Manager position");
  });

  it("mails nothing the applicant typed but the address it goes to", async () => {
    const job = await createJob({ title: "Chef" });
    const to = newApplicantAddress();
    const name = "Your account is locked, confirm at http://evil.example/login now";
    const res = await call(apply.POST, {
      headers: visitorHeaders(),
      body: applicationForm(job.id, {}, { applicant_name: name, applicant_email: to }),
    });
    expect(res.status).toBe(201);
    expect(res.body.applicant_name).toBe(name); // staff still read it
    const [mail] = smtp.to(to);
    expect(mail.raw).toContain("Thank you for applying for the Chef position");
    for (const typed of ["evil.example", "account is locked", "Your account"])
      expect(mail.raw, typed).not.toContain(typed);
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
    const before = { rows: await db.jobApplication.count(), files: (await storedResumes()).length };
    const oversize = Buffer.concat([minimalPdf(), Buffer.alloc(5 * 1024 * 1024)]);
    const cases: [Parameters<typeof applicationForm>[1], string][] = [
      [{ bytes: windowsExecutable(), name: "resume.pdf" }, RESUME_WRONG_TYPE],
      [{ bytes: oleHeader(), name: "budget.xls" }, RESUME_WRONG_TYPE],
      [{ bytes: Buffer.from("plain text, not a resume"), name: "cv.pdf" }, RESUME_WRONG_TYPE],
      [{ bytes: oversize, name: "big.pdf" }, RESUME_TOO_LARGE],
    ];
    for (const [file, message] of cases) {
      const res = await call(apply.POST, {
        headers: visitorHeaders(),
        body: applicationForm(job.id, file),
      });
      expect(res.status, file?.name).toBe(400);
      expect(res.body, file?.name).toEqual({ resume: [message] });
    }
    expect(await db.jobApplication.count()).toBe(before.rows);
    expect(await storedResumes()).toHaveLength(before.files);
  });

  it("says which fields are missing, and the spec's message", async () => {
    const job = await createJob();
    const res = await call(apply.POST, {
      headers: visitorHeaders(),
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
      headers: visitorHeaders(),
      body: applicationForm(job.id, {}, { applicant_email: "alex", address: "{" }),
    });
    expect(Object.keys(bad.body).sort()).toEqual(["address", "applicant_email"]);
  });

  it("takes no application for an inactive job, and 404 for an unknown one", async () => {
    const before = (await storedResumes()).length;
    const inactive = await createJob({ isActive: false });
    const res = await call(apply.POST, {
      headers: visitorHeaders(),
      body: applicationForm(inactive.id),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: JOB_INACTIVE });
    const unknown = await call(apply.POST, {
      headers: visitorHeaders(),
      body: applicationForm(999999),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: "Not found." });
    expect(await db.jobApplication.count({ where: { jobId: inactive.id } })).toBe(0);
    expect(await storedResumes()).toHaveLength(before);
  });

  it("keeps the application when the confirmation cannot be sent", async () => {
    const job = await createJob();
    const to = newApplicantAddress();
    smtp.refuseNext();
    const logged = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const res = await call(apply.POST, {
      headers: visitorHeaders(),
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
    const before = { rows: await db.jobApplication.count(), files: (await storedResumes()).length };
    // This test file has a database of its own: make every new application fail.
    await db.$executeRawUnsafe(`CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'refused for the test'; END $$`);
    await db.$executeRawUnsafe(`CREATE TRIGGER refuse BEFORE INSERT ON job_applications
      FOR EACH ROW EXECUTE FUNCTION refuse()`);
    const logged = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      const res = await call(apply.POST, {
        headers: visitorHeaders(),
        body: applicationForm(job.id),
      });
      expect(res.status).toBe(500);
    } finally {
      logged.mockRestore();
      await db.$executeRawUnsafe(`DROP TRIGGER refuse ON job_applications`);
      await db.$executeRawUnsafe(`DROP FUNCTION refuse()`);
    }
    expect(await db.jobApplication.count()).toBe(before.rows);
    expect(await storedResumes()).toHaveLength(before.files);
  });
});

/** A client address of its own, in a /64 of its own: `net` and its `i`th address. */
const ipv6Network = () => {
  const group = () => Math.floor(Math.random() * 0xffff).toString(16);
  const net = `2001:db8:${group()}:${group()}`;
  return { net, from: (i: number) => ({ "x-forwarded-for": `${net}::${(i + 1).toString(16)}` }) };
};

describe("the application limits", () => {
  it("takes 5 applications per client address in ten minutes, then answers 429", async () => {
    const job = await createJob();
    const headers = visitorHeaders();
    const key = `ip:${headers["x-forwarded-for"]}`;
    await db.rateLimitHit.createMany({
      data: Array.from({ length: APPLICATION_LIMIT.max }, () => ({ bucket: "application", key })),
    });
    const refused = await call(apply.POST, { headers, body: applicationForm(job.id) });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Too many applications from your network\./);
    expect(await db.jobApplication.count({ where: { jobId: job.id } })).toBe(0);
    const other = await call(apply.POST, {
      headers: visitorHeaders(),
      body: applicationForm(job.id),
    });
    expect(other.status).toBe(201);
  });

  it("takes 10 a day from one client address however slowly they come, a /64 as one", async () => {
    const job = await createJob();
    const { net, from } = ipv6Network();
    for (let i = 0; i < 10; i++) {
      const res = await call(apply.POST, { headers: from(i), body: applicationForm(job.id) });
      expect(res.status, `application ${i + 1}`).toBe(201);
      // An hour passes: the ten-minute limit no longer counts it, the day's still does.
      await db.$executeRaw`UPDATE rate_limit_hits SET created_at = created_at - interval '1 hour'
        WHERE key LIKE ${`%${net}%`}`;
    }
    const refused = await call(apply.POST, { headers: from(99), body: applicationForm(job.id) });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Too many applications from your network today\./);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await db.jobApplication.count({ where: { jobId: job.id } })).toBe(10);
  });

  it("takes 3 a day for one email, from any address, and mails it 3 confirmations", async () => {
    const job = await createJob();
    const to = newApplicantAddress();
    const send = (email: string) =>
      call(apply.POST, {
        headers: visitorHeaders(),
        body: applicationForm(job.id, {}, { applicant_email: email }),
      });
    for (let i = 0; i < 3; i++)
      expect((await send(i === 1 ? to.toUpperCase() : to)).status).toBe(201);
    const refused = await send(to);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Too many applications for this email address today\./);
    const mailed = smtp.received.filter((m) => m.to.some((t) => t.toLowerCase() === to));
    expect(mailed).toHaveLength(3);
    expect(await db.jobApplication.count({ where: { jobId: job.id } })).toBe(3);
    expect((await send(newApplicantAddress())).status).toBe(201);
  });
});
