// Applications for the provider's jobs: anyone applies to an active job with a resume; provider
// staff read applicants, change their status and write to them
// (docs/decisions/019-resumes-and-job-api.md).
import { AppError, badRequest, notFound } from "@/lib/core/errors";
import { db } from "@/lib/db";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { applicantMessageMail, applicationConfirmationMail } from "@/lib/mail/templates/jobs";
import { notifyProviderStaff } from "@/lib/notifications/notify";

import { findJobOrThrow } from "./jobs";
import { assertApplicationAllowed } from "./limits";
import { EMAIL_FAILED, JOB_INACTIVE } from "./messages";
import { checkResume, removeResumes, storeResume } from "./resumes";
import type { ApplicantEmailInput, ApplicationInput, ApplicationStatus } from "./schemas";
import { applicationSelect, serializeApplication, type ApplicationRow } from "./serialize";

/** The applicants of a job, newest first; 404 when the job does not exist. */
export async function listApplications({ jobId }: { jobId: number }) {
  await findJobOrThrow({ id: jobId });
  const rows = await db.jobApplication.findMany({
    where: { jobId },
    select: applicationSelect,
    orderBy: [{ appliedAt: "desc" }, { id: "desc" }],
  });
  return rows.map(serializeApplication);
}

/** An application, of `jobId` when given; 404 otherwise (an applicant of another job too). */
export async function findApplicationOrThrow({ id, jobId }: { id: number; jobId?: number }) {
  const row = await db.jobApplication.findFirst({
    where: { id, jobId },
    select: applicationSelect,
  });
  if (!row) throw notFound();
  return row;
}

export async function getApplication(where: { id: number; jobId?: number }) {
  return serializeApplication(await findApplicationOrThrow(where));
}

const mailFor = (a: ApplicationRow) => ({
  to: a.applicantEmail,
  jobTitle: a.job.title,
  companyName: a.job.companyName,
});

/**
 * Saves an application to an active job: the resume is checked and stored first, and removed
 * again when the row cannot be written, so neither is left without the other. The applicant is
 * then sent a confirmation; when that fails the application stands, and the failure is logged
 * (`confirmation_sent: false`).
 */
export async function applyForJob({ input, ip }: { input: ApplicationInput; ip: string | null }) {
  const job = await db.job.findUnique({
    where: { id: input.job_id },
    select: { isActive: true },
  });
  if (!job) throw notFound();
  if (!job.isActive) throw badRequest(JOB_INACTIVE);
  await assertApplicationAllowed(input.applicant_email, ip);
  const resume = await checkResume({ file: input.resume });
  const key = await storeResume(resume);
  let row: ApplicationRow;
  try {
    row = await db.$transaction(async (tx) => {
      const created = await tx.jobApplication.create({
        data: {
          jobId: input.job_id,
          applicantName: input.applicant_name,
          applicantEmail: input.applicant_email,
          phoneNumber: input.phone_number,
          address: input.address ?? undefined,
          coverLetter: input.cover_letter,
          resumeKey: key,
          resumeName: resume.name,
          resumeType: resume.contentType,
        },
        select: applicationSelect,
      });
      await notifyProviderStaff(
        {
          message: `New application from ${created.applicantName} for ${created.job.title}.`,
          related: {
            type: "job_application",
            id: created.id,
            url: `/admin/jobs/${created.jobId}/candidates/${created.id}`,
          },
        },
        tx,
      );
      return created;
    });
  } catch (error) {
    await removeResumes([key]);
    throw error;
  }
  let confirmationSent = true;
  try {
    await sendMail(applicationConfirmationMail(mailFor(row)));
  } catch (error) {
    confirmationSent = false;
    log.error("Application confirmation not sent", { applicationId: row.id, error });
  }
  return { ...serializeApplication(row), confirmation_sent: confirmationSent };
}

/** Any status from any other (spec §4); 404 when the application does not exist. */
export async function setApplicationStatus({
  id,
  status,
}: {
  id: number;
  status: ApplicationStatus;
}) {
  const row = await db.jobApplication.update({
    where: { id },
    data: { status },
    select: applicationSelect,
  });
  return serializeApplication(row);
}

/**
 * Sends provider staff's message to an applicant. A refused send is a 502 with the spec's
 * 'Failed to send email.'; nothing else changes either way.
 */
export async function emailApplicant({ input }: { input: ApplicantEmailInput }) {
  const row = await findApplicationOrThrow({ id: input.application_id });
  try {
    await sendMail(
      applicantMessageMail({
        ...mailFor(row),
        subject: input.subject,
        message: input.custom_message,
      }),
    );
  } catch (error) {
    log.error("Email to an applicant not sent", { applicationId: row.id, error });
    throw new AppError(502, EMAIL_FAILED);
  }
  return { sent: true, to: row.applicantEmail };
}
