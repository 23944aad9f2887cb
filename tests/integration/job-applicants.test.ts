// What provider staff do with an applicant: read the resume (never public), change the status,
// write to them. Mail goes to a real SMTP server in-process.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { GET as getFile } from "@/app/api/files/[...key]/route";
import * as resume from "@/app/api/jobs/JobsApplications/[id]/resume/route";
import * as status from "@/app/api/jobs/JobsApplications/[id]/route";
import * as email from "@/app/api/jobs/JobsApplications/email/route";
import { COMPANY } from "@/lib/core/company";
import { REQUIRED } from "@/lib/core/schemas";
import { db } from "@/lib/db";
import { EMAIL_FAILED, INVALID_STATUS, NO_RESUME } from "@/lib/jobs/schemas";

import { call } from "./helpers";
import {
  applied,
  createJob,
  minimalDocx,
  minimalPdf,
  outsiders,
  providerStaffMember,
} from "./jobs-support";
import { startTestSmtp, type TestSmtp } from "./smtp";

let smtp: TestSmtp;
let staff: string;
beforeAll(async () => {
  smtp = await startTestSmtp();
  staff = (await providerStaffMember()).token;
});
afterAll(() => smtp.close());

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
