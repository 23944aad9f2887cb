// Helpers of the provider console's jobs specs: jobs made through the API as the provider admin,
// applications sent as a visitor sends them (multipart, with a resume made here), and a session
// cookie for any account on the provider's host.
import { randomInt, randomUUID } from "node:crypto";

import { expect, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { encode } from "next-auth/jwt";

import type { ApplicationDto, JobDto } from "@/lib/jobs/serialize";

import { DEMO_ADMIN, PORT } from "./support";

/** "E2E Job 1a2b3c": a name no other test uses. */
export const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 6)}`;

/** A small, valid one-page PDF that says `text` (offsets and xref computed, so viewers open it). */
export function minimalPdf(text = "Resume"): Buffer {
  const content = `BT /F1 24 Tf 72 720 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R " +
      "/Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

/** A Word 97-2003 file as the server tells it by its bytes: the compound-file signature. */
export function minimalDoc(): Buffer {
  const bytes = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  return bytes;
}

export type Resume = { name: string; mimeType: string; buffer: Buffer };
export const pdfResume = (name = "resume.pdf"): Resume => ({
  name,
  mimeType: "application/pdf",
  buffer: minimalPdf(),
});

/** POST /api/token/: an access token, on the provider's host or a venue's (`slug`). */
export async function accessToken(
  request: APIRequestContext,
  who: { email: string; password: string },
  slug: string | null = null,
) {
  const res = await request.post("/api/token/", {
    headers: slug ? { "X-Tenant": slug } : {},
    data: who,
  });
  expect(res.status(), `sign-in of ${who.email}`).toBe(200);
  return ((await res.json()) as { access: string }).access;
}

/** The jobs API: as the provider admin for jobs, and as anyone for applying. */
export class JobsApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly access: string,
  ) {}

  static async asAdmin(request: APIRequestContext) {
    return new JobsApi(request, await accessToken(request, DEMO_ADMIN));
  }

  private get auth() {
    return { Authorization: `Bearer ${this.access}` };
  }

  async job(fields: Partial<Record<keyof JobDto, unknown>> = {}): Promise<JobDto> {
    const res = await this.request.post("/api/jobs/ManageJobs/", {
      headers: this.auth,
      data: { title: unique("E2E Job"), company_name: "HallBook", location: "Remote", ...fields },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as JobDto;
  }

  /** GET ManageJobs/{id}/: the job, or null when there is none. */
  async getJob(id: number): Promise<JobDto | null> {
    const res = await this.request.get(`/api/jobs/ManageJobs/${id}/`, { headers: this.auth });
    if (res.status() === 404) return null;
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as JobDto;
  }

  async applicant(jobId: number, applicationId: number): Promise<ApplicationDto> {
    const res = await this.request.get(
      `/api/jobs/ManageJobs/${jobId}/applications/${applicationId}/`,
      { headers: this.auth },
    );
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as ApplicationDto;
  }

  /** Applies to `jobId` as a visitor does: multipart, no credentials. */
  async apply(
    jobId: number,
    fields: {
      name?: string;
      email?: string;
      phone?: string;
      address?: Record<string, string>;
      coverLetter?: string;
      resume?: Resume;
    } = {},
  ): Promise<ApplicationDto> {
    const multipart: Record<string, string | Resume> = {
      job_id: String(jobId),
      applicant_name: fields.name ?? unique("Applicant"),
      applicant_email: fields.email ?? `e2e-${randomUUID().slice(0, 8)}@example.com`,
      resume: fields.resume ?? pdfResume(),
    };
    if (fields.phone) multipart.phone_number = fields.phone;
    if (fields.address) multipart.address = JSON.stringify(fields.address);
    if (fields.coverLetter) multipart.cover_letter = fields.coverLetter;
    // From an address of its own, as through the proxy the server trusts: the applications of a
    // whole run would otherwise pass one address's limit (lib/jobs/limits.ts).
    const from = `10.23.${randomInt(1, 250)}.${randomInt(1, 250)}`;
    const res = await this.request.post("/api/jobs/JobsApplications/", {
      multipart,
      headers: { "x-forwarded-for": from },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as ApplicationDto;
  }
}

/**
 * A session cookie on the provider's host for any account, made as next-auth makes it: for proving
 * that a venue's account gets nothing there even with a session the sign-in would never give it.
 */
export async function providerSessionCookie(context: BrowserContext, uuid: string) {
  const secret = process.env.E2E_AUTH_SECRET;
  if (!secret) throw new Error("E2E_AUTH_SECRET is set by playwright.config.ts");
  const value = await encode({
    token: { sub: uuid, tenant: null, expiresAt: Date.now() + 3_600_000 },
    secret,
  });
  await context.addCookies([
    {
      name: "next-auth.session-token",
      value,
      url: `http://localhost:${PORT}/`,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
}

/** Every call only provider staff may make about a job and its applicant: method, path, body. */
export function staffOnlyCalls(jobId: number, applicationId: number): [string, string, unknown?][] {
  return [
    ["GET", `/api/jobs/ManageJobs/${jobId}/applications/`],
    ["GET", `/api/jobs/ManageJobs/${jobId}/applications/${applicationId}/`],
    ["POST", "/api/jobs/ManageJobs/", { title: "X", company_name: "X", location: "X" }],
    ["PATCH", `/api/jobs/ManageJobs/${jobId}/`, { title: "Taken over" }],
    ["DELETE", `/api/jobs/ManageJobs/${jobId}/`],
    ["PATCH", `/api/jobs/JobsApplications/${applicationId}/`, { status: "REJECTED" }],
    ["GET", `/api/jobs/JobsApplications/${applicationId}/resume/`],
    [
      "POST",
      "/api/jobs/JobsApplications/email/",
      { application_id: applicationId, subject: "Hi", custom_message: "Hi" },
    ],
  ];
}
