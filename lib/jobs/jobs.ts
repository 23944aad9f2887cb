// The provider's job postings: listed publicly while active, managed by provider staff
// (docs/decisions/019-resumes-and-job-api.md).
import type { Principal } from "@/lib/auth/principal";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/db";

import { removeResumes } from "./resumes";
import type { JobInput, JobPatch } from "./schemas";
import { jobSelect, serializeJob } from "./serialize";

/** Provider staff in their console (a provider principal): they see inactive jobs too. */
export const isJobsStaff = (principal: Principal | null) =>
  principal !== null && principal.tenant === null;

/** Newest first; active jobs only, unless `includeInactive` (provider staff). */
export async function listJobs({ includeInactive = false }: { includeInactive?: boolean } = {}) {
  const rows = await db.job.findMany({
    where: includeInactive ? {} : { isActive: true },
    select: jobSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(serializeJob);
}

/**
 * A job by id, active or not: an inactive job's page says that it is inactive (and it takes no
 * application, lib/jobs/applications.ts). 404 when there is none.
 */
export async function findJobOrThrow({ id }: { id: number }) {
  const job = await db.job.findUnique({ where: { id }, select: jobSelect });
  if (!job) throw notFound();
  return job;
}

export async function getJob({ id }: { id: number }) {
  return serializeJob(await findJobOrThrow({ id }));
}

/** The columns of the fields sent; Prisma leaves out those that are undefined. */
function columns(input: JobPatch) {
  return {
    title: input.title,
    companyName: input.company_name,
    location: input.location,
    salary: input.salary,
    description: input.description,
    isActive: input.status,
    requirements: input.requirements,
  };
}

export async function createJob({ input }: { input: JobInput }) {
  const job = await db.job.create({
    data: {
      ...columns(input),
      title: input.title,
      companyName: input.company_name,
      location: input.location,
    },
    select: jobSelect,
  });
  return serializeJob(job);
}

/** 404 when the job does not exist (Prisma's P2025, lib/core/db-errors.ts). */
export async function updateJob({ id, input }: { id: number; input: JobPatch }) {
  const job = await db.job.update({ where: { id }, data: columns(input), select: jobSelect });
  return serializeJob(job);
}

/**
 * Deletes a job with its applications (the foreign key cascades), then their resume files: after
 * the commit, so a rollback never leaves a row without its file.
 */
export async function deleteJob({ id }: { id: number }) {
  const keys = await db.$transaction(async (tx) => {
    // The row lock makes an application being written for this job wait, then fail on the
    // foreign key (and remove its own file), so no resume is left behind unlisted.
    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM jobs WHERE id = ${id} FOR UPDATE`;
    if (!locked.length) throw notFound();
    const applications = await tx.jobApplication.findMany({
      where: { jobId: id, resumeKey: { not: null } },
      select: { resumeKey: true },
    });
    await tx.job.delete({ where: { id } });
    return applications.flatMap((a) => (a.resumeKey ? [a.resumeKey] : []));
  });
  await removeResumes(keys);
}
