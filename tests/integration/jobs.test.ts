// The provider's job postings (/api/jobs/ManageJobs/): everyone reads the active ones, provider
// staff read all and manage them; deleting a job takes its applications and their resumes along.
import { describe, expect, it } from "vitest";

import * as apply from "@/app/api/jobs/JobsApplications/route";
import * as applicant from "@/app/api/jobs/ManageJobs/[id]/applications/[applicantId]/route";
import * as applicants from "@/app/api/jobs/ManageJobs/[id]/applications/route";
import * as jobItem from "@/app/api/jobs/ManageJobs/[id]/route";
import * as jobs from "@/app/api/jobs/ManageJobs/route";
import { REQUIRED } from "@/lib/core/schemas";
import { db } from "@/lib/db";
import { EMPTY_REQUIREMENTS, INVALID_REQUIREMENTS } from "@/lib/jobs/schemas";
import { fileStorage } from "@/lib/storage";

import { call, venue, visitorHeaders } from "./helpers";
import { applicationForm, createJob, outsiders, providerStaffMember } from "./jobs-support";

const ids = (body: { id: number }[]) => body.map((j) => j.id);
const item = (id: number, o: Parameters<typeof call>[1] = {}) => ({
  params: { id: String(id) },
  ...o,
});

describe("GET ManageJobs/", () => {
  it("lists active jobs newest first to everyone, and every job to provider staff", async () => {
    const older = await createJob();
    const inactive = await createJob({ isActive: false });
    const newer = await createJob();
    const { token } = await providerStaffMember();
    const v = await venue();
    const everyone = await call(jobs.GET);
    expect(everyone.status).toBe(200);
    const ours = [older.id, inactive.id, newer.id];
    expect(ids(everyone.body).filter((id) => ours.includes(id))).toEqual([newer.id, older.id]);
    expect(everyone.body.every((j) => j.status)).toBe(true);
    expect(ids((await call(jobs.GET, { token: v.token })).body)).not.toContain(inactive.id);
    const staff = await call(jobs.GET, { token });
    expect(ids(staff.body).filter((id) => ours.includes(id))).toEqual([
      newer.id,
      inactive.id,
      older.id,
    ]);
  });
});

describe("POST ManageJobs/", () => {
  it("posts a job with requirements sent as the spec's JSON string, stored as JSON", async () => {
    const { token } = await providerStaffMember();
    const requirements = { about: "We host.", skills: ["SQL", "Kindness"], benefits: "Remote" };
    const res = await call(jobs.POST, {
      token,
      body: {
        title: " Head Chef ",
        company_name: "HallBook",
        location: "Porto",
        salary: "",
        description: "Run the kitchen.",
        requirements: JSON.stringify(requirements),
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "Head Chef",
      company_name: "HallBook",
      location: "Porto",
      salary: null,
      description: "Run the kitchen.",
      status: true,
    });
    // answered as the spec's JSON string (spec §3)
    expect(JSON.parse(res.body.requirements)).toEqual({
      ...EMPTY_REQUIREMENTS,
      ...requirements,
      benefits: ["Remote"],
    });
    expect(res.body.created_at).toEqual(expect.any(String));
    const row = await db.job.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.requirements).toEqual(JSON.parse(res.body.requirements));
    expect((await call(jobItem.GET, item(res.body.id))).body).toEqual(res.body);
  });

  it("answers bad input with field errors and writes nothing", async () => {
    const { token } = await providerStaffMember();
    const before = await db.job.count();
    const empty = await call(jobs.POST, { token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      title: [REQUIRED],
      company_name: [REQUIRED],
      location: [REQUIRED],
    });
    const bad = await call(jobs.POST, {
      token,
      body: { title: "X", company_name: "Y", location: "Z", requirements: "{", status: "maybe" },
    });
    expect(bad.body).toEqual({
      requirements: [INVALID_REQUIREMENTS],
      status: ["Must be true or false."],
    });
    expect((await call(jobs.POST, { token, body: "[1," })).status).toBe(400);
    expect(await db.job.count()).toBe(before);
  });

  it("is for provider staff only", async () => {
    const body = { title: "X", company_name: "Y", location: "Z" };
    const before = await db.job.count();
    for (const { who, o, status } of await outsiders())
      expect((await call(jobs.POST, { ...o, body })).status, who).toBe(status);
    expect(await db.job.count()).toBe(before);
  });
});

describe("ManageJobs/{id}/", () => {
  it("shows an inactive job to anyone, so its page can say so; unknown ids are 404", async () => {
    const job = await createJob({ isActive: false });
    const res = await call(jobItem.GET, item(job.id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: job.id, status: false, salary: null });
    for (const id of ["999999", "abc", "0"]) {
      const missing = await call(jobItem.GET, { params: { id } });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ detail: "Not found." });
    }
  });

  it("changes only what a PATCH sends", async () => {
    const { token } = await providerStaffMember();
    const job = await createJob();
    const res = await call(jobItem.PATCH, item(job.id, { token, body: { status: false } }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: false, title: job.title, location: "Lisbon" });
    expect(JSON.parse(res.body.requirements).skills).toEqual(["Planning"]);
    expect(ids((await call(jobs.GET)).body)).not.toContain(job.id);
    const salary = await call(jobItem.PATCH, item(job.id, { token, body: { salary: "€50k" } }));
    expect(salary.body).toMatchObject({ salary: "€50k", status: false });
    const bad = await call(jobItem.PATCH, item(job.id, { token, body: { title: " " } }));
    expect(bad.body).toEqual({ title: [REQUIRED] });
    const missing = await call(jobItem.PATCH, item(999999, { token, body: { title: "X" } }));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: "Not found." });
    for (const { who, o, status } of await outsiders())
      expect(
        (await call(jobItem.PATCH, item(job.id, { ...o, body: { title: "Mine" } }))).status,
        who,
      ).toBe(status);
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).title).toBe(job.title);
  });

  it("deletes a job with its applications and their resume files", async () => {
    const { token } = await providerStaffMember();
    const job = await createJob();
    const applied = await call(apply.POST, {
      headers: visitorHeaders(),
      body: applicationForm(job.id),
    });
    expect(applied.status).toBe(201);
    const row = await db.jobApplication.findUniqueOrThrow({ where: { id: applied.body.id } });
    expect(await fileStorage().get(row.resumeKey ?? "")).not.toBeNull();
    for (const { who, o, status } of await outsiders())
      expect((await call(jobItem.DELETE, item(job.id, o))).status, who).toBe(status);
    const res = await call(jobItem.DELETE, item(job.id, { token }));
    expect(res.status).toBe(204);
    expect(await db.job.findUnique({ where: { id: job.id } })).toBeNull();
    expect(await db.jobApplication.count({ where: { jobId: job.id } })).toBe(0);
    expect(await fileStorage().get(row.resumeKey ?? "")).toBeNull();
    expect((await call(jobItem.DELETE, item(job.id, { token }))).status).toBe(404);
  });
});

describe("a job's applicants", () => {
  it("are listed, newest first, and read one by one by provider staff", async () => {
    const { token } = await providerStaffMember();
    const job = await createJob();
    const other = await createJob();
    expect((await call(applicants.GET, item(job.id, { token }))).body).toEqual([]);
    const first = await call(apply.POST, {
      headers: visitorHeaders(),
      body: applicationForm(job.id),
    });
    const second = await call(apply.POST, {
      headers: visitorHeaders(),
      body: applicationForm(job.id, {}, { applicant_name: "Sam Rivera" }),
    });
    const elsewhere = await call(apply.POST, {
      headers: visitorHeaders(),
      body: applicationForm(other.id),
    });
    const list = await call(applicants.GET, item(job.id, { token }));
    expect(list.status).toBe(200);
    expect(ids(list.body)).toEqual([second.body.id, first.body.id]);
    const one = (jobId: number, applicantId: number) =>
      call(applicant.GET, {
        token,
        params: { id: String(jobId), applicantId: String(applicantId) },
      });
    const res = await one(job.id, first.body.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...first.body, confirmation_sent: undefined });
    // An applicant of another job, an unknown applicant and an unknown job are all 404.
    for (const [jobId, applicantId] of [
      [job.id, elsewhere.body.id],
      [job.id, 999999],
      [999999, first.body.id],
    ]) {
      const missing = await one(jobId, applicantId);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ detail: "Not found." });
    }
    expect((await call(applicants.GET, item(999999, { token }))).status).toBe(404);
  });

  it("are for provider staff only", async () => {
    const job = await createJob();
    const applied = await call(apply.POST, {
      headers: visitorHeaders(),
      body: applicationForm(job.id),
    });
    const params = { id: String(job.id), applicantId: String(applied.body.id) };
    for (const { who, o, status } of await outsiders()) {
      expect((await call(applicants.GET, item(job.id, o))).status, who).toBe(status);
      expect((await call(applicant.GET, { ...o, params })).status, who).toBe(status);
    }
  });
});
