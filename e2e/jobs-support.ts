// The provider's jobs API as its admin, for the careers specs: each test posts the jobs it needs
// (with a tag of its own in their titles) and they are deleted, with their applications, after it.
import { randomUUID } from "node:crypto";

import { test as base, expect, type APIRequestContext } from "@playwright/test";

import type { JobRequirements } from "@/lib/jobs/schemas";
import type { ApplicationDto, JobDto } from "@/lib/jobs/serialize";

import { DEMO_ADMIN } from "./support";

export type JobFields = Partial<Omit<JobDto, "id" | "requirements">> & {
  requirements?: Partial<JobRequirements>;
};

export class JobsApi {
  private readonly created: number[] = [];
  /** A word of this test's own, for titles and searches: "t1a2b3c4". */
  readonly tag = `t${randomUUID().slice(0, 8)}`;

  private constructor(
    private readonly request: APIRequestContext,
    private readonly access: string,
  ) {}

  /** Signs in as the provider admin (POST /api/token/ without a venue). */
  static async signIn(request: APIRequestContext) {
    const res = await request.post("/api/token/", { data: DEMO_ADMIN });
    expect(res.status(), "the provider admin's sign-in").toBe(200);
    return new JobsApi(request, ((await res.json()) as { access: string }).access);
  }

  private async send<T>(method: string, path: string, data?: unknown): Promise<T> {
    const res = await this.request.fetch(`/api/jobs/${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.access}` },
      data,
    });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return res.status() === 204 ? (undefined as T) : ((await res.json()) as T);
  }

  /** POST ManageJobs/: an active job in Lisbon titled with this test's tag, unless told. */
  async job(fields: JobFields = {}): Promise<JobDto> {
    const job = await this.send<JobDto>("POST", "ManageJobs/", {
      title: `Event Planner ${this.tag}`,
      company_name: "HallBook",
      location: "Lisbon",
      description: "Plan the events our venues host.",
      ...fields,
    });
    this.created.push(job.id);
    return job;
  }

  applications(jobId: number) {
    return this.send<ApplicationDto[]>("GET", `ManageJobs/${jobId}/applications/`);
  }

  /** The bytes of an application's resume, read as provider staff. */
  async resume(application: ApplicationDto): Promise<Buffer> {
    const res = await this.request.get(`${application.resume}?download=1`, {
      headers: { Authorization: `Bearer ${this.access}` },
    });
    expect(res.status()).toBe(200);
    return res.body();
  }

  /** Deletes the jobs this test made (and their applications and resumes). */
  async cleanUp() {
    for (const id of this.created.splice(0)) await this.send("DELETE", `ManageJobs/${id}/`);
  }
}

/** `test` with `jobs`: the provider's jobs API, cleaned up after each test. */
export const test = base.extend<{ jobs: JobsApi }>({
  jobs: async ({ request }, use) => {
    const jobs = await JobsApi.signIn(request);
    await use(jobs);
    await jobs.cleanUp();
  },
});
export { expect };
