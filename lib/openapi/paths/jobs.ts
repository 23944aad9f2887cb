// The provider's job postings and the applications to them (no venue).
import { anyone, providerStaff } from "@/lib/api/doors";
import {
  applicantEmailInput,
  applicationInput,
  applicationStatusInput,
  jobInput,
  jobPatch,
  resumeQuery,
} from "@/lib/jobs/schemas";

import { area, content, created, noContent, ok } from "../operation";
import { applicantEmailed } from "../replies";

const RESUME_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
];

export const JOBS = area("Jobs", {
  "GET /api/jobs/ManageJobs/": {
    summary: "List the jobs",
    description: "Newest first: the active jobs for everyone, every job for provider staff.",
    auth: anyone,
    reply: ok("The jobs."),
  },
  "POST /api/jobs/ManageJobs/": {
    summary: "Post a job",
    description:
      "Title, company and location required; `requirements` as an object of sections or the " +
      "spec's JSON text of one. A job answers its `requirements` as the spec's JSON text " +
      "(every section: about, responsibilities, skills, niceToHave, whyJoin, benefits, other).",
    auth: providerStaff,
    body: jobInput,
    reply: created("The job."),
  },
  "GET /api/jobs/ManageJobs/{id}/": {
    summary: "Read a job",
    description: "Active or not: an inactive job's page says so (and it takes no application).",
    auth: anyone,
    reply: ok("The job."),
  },
  "PATCH /api/jobs/ManageJobs/{id}/": {
    summary: "Change a job",
    description: "Any subset of the fields.",
    auth: providerStaff,
    body: jobPatch,
    reply: ok("The job as it now is."),
  },
  "DELETE /api/jobs/ManageJobs/{id}/": {
    summary: "Delete a job",
    description: "With its applications and their resumes.",
    auth: providerStaff,
    reply: noContent("Deleted."),
  },
  "GET /api/jobs/ManageJobs/{id}/applications/": {
    summary: "List a job's applicants",
    description: "Newest first.",
    auth: providerStaff,
    reply: ok("The applications."),
  },
  "GET /api/jobs/ManageJobs/{id}/applications/{applicantId}/": {
    summary: "Read an application",
    description: "One applicant of the job; not found when they applied for another one.",
    auth: providerStaff,
    reply: ok("The application."),
  },
  "POST /api/jobs/JobsApplications/": {
    summary: "Apply for a job",
    description:
      "Multipart: job_id, applicant_name, applicant_email, resume (PDF, DOC or DOCX, at most " +
      "5 MB), and optionally phone_number, address (JSON text) and cover_letter. The applicant " +
      "is sent a confirmation; at most 20 per client address in ten minutes.",
    auth: anyone,
    body: applicationInput,
    form: "multipart",
    reply: created("The application."),
    errors: [429],
  },
  "PATCH /api/jobs/JobsApplications/{id}/": {
    summary: "Set an application's status",
    description: "PENDING, REVIEWING, ACCEPTED or REJECTED.",
    auth: providerStaff,
    body: applicationStatusInput,
    reply: ok("The application."),
  },
  "GET /api/jobs/JobsApplications/{id}/resume/": {
    summary: "Download an applicant's resume",
    description: "A PDF inline, or `?download=1` to save it; other files are always attachments.",
    auth: providerStaff,
    query: resumeQuery,
    reply: content(RESUME_TYPES, "The resume."),
  },
  "POST /api/jobs/JobsApplications/email/": {
    summary: "Mail an applicant",
    description: "A subject and a message to the application's applicant.",
    auth: providerStaff,
    body: applicantEmailInput,
    reply: ok("Sent.", applicantEmailed),
    errors: [502],
  },
});
