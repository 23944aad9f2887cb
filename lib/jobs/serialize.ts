// The one shape of a job and of an application, as every endpoint and screen reads them.
import type { Prisma } from "@/lib/db";

import { requirementsOf, type ApplicantAddress, type ApplicationStatus } from "./schemas";

export const jobSelect = {
  id: true,
  title: true,
  companyName: true,
  location: true,
  description: true,
  salary: true,
  isActive: true,
  requirements: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.JobSelect;
type JobRow = Prisma.JobGetPayload<{ select: typeof jobSelect }>;

/**
 * Spec §3 "Job"; `status` true means active. Requirements are the spec's JSON string, always with
 * every section (requirementsOf reads it back into sections).
 */
export function serializeJob(j: JobRow) {
  return {
    id: j.id,
    title: j.title,
    company_name: j.companyName,
    location: j.location,
    description: j.description,
    salary: j.salary,
    status: j.isActive,
    requirements: JSON.stringify(requirementsOf(j.requirements)),
    created_at: j.createdAt.toISOString(),
    updated_at: j.updatedAt.toISOString(),
  };
}
export type JobDto = ReturnType<typeof serializeJob>;

export const applicationSelect = {
  id: true,
  jobId: true,
  applicantName: true,
  applicantEmail: true,
  phoneNumber: true,
  address: true,
  coverLetter: true,
  resumeKey: true,
  resumeName: true,
  resumeType: true,
  status: true,
  appliedAt: true,
  updatedAt: true,
  job: { select: { title: true, companyName: true } },
} as const satisfies Prisma.JobApplicationSelect;
export type ApplicationRow = Prisma.JobApplicationGetPayload<{ select: typeof applicationSelect }>;

/** Where provider staff read an application's resume: `?download=1` saves it, else it previews. */
export const resumeUrl = (applicationId: number) =>
  `/api/jobs/JobsApplications/${applicationId}/resume/`;

/**
 * Spec §3 "Job application" with the job's title and company. The resume is described (its
 * original name, its type, and the staff-only address it is read at), never its storage key.
 */
export function serializeApplication(a: ApplicationRow) {
  const hasResume = a.resumeKey !== null;
  return {
    id: a.id,
    job_id: a.jobId,
    job_title: a.job.title,
    company_name: a.job.companyName,
    applicant_name: a.applicantName,
    applicant_email: a.applicantEmail,
    phone_number: a.phoneNumber,
    address: (a.address ?? null) as ApplicantAddress | null,
    cover_letter: a.coverLetter,
    status: a.status as ApplicationStatus,
    applied_at: a.appliedAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
    has_resume: hasResume,
    resume: hasResume ? resumeUrl(a.id) : null,
    resume_name: hasResume ? a.resumeName : null,
    resume_type: hasResume ? a.resumeType : null,
  };
}
export type ApplicationDto = ReturnType<typeof serializeApplication>;
