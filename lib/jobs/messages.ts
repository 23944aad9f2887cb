// The spec's words for jobs, applications and applicants (§2.1, §2.2, §5, §8), exported once so
// the screens and the API say exactly the same thing. Re-exported by ./schemas.

// Jobs (§8 "Jobs", §2.2 /admin/jobs, §8 empty states)
export const JOBS_LOAD_FAILED = "Failed to load job listings. Please try again later.";
export const JOB_NOT_FOUND = "Job not found.";
export const JOB_LOAD_FAILED = "Failed to load job details.";
export const JOB_AND_APPLICANTS_LOAD_FAILED = "Failed to load job details and applicants.";
export const JOBS_UNEXPECTED_ERROR = "An unexpected error occurred while fetching jobs.";
export const JOB_DELETED = "Job deleted successfully!";
export const JOB_DELETE_FAILED = "Failed to delete job.";
export const JOB_UPDATED = "Job updated successfully!";
export const JOB_POSTED = "Job posted successfully!";
export const JOB_SAVE_FAILED = "Failed to save job posting.";
export const JOB_EDIT_LOAD_FAILED = "Failed to load job data for editing.";
export const JOB_DELETE_CONFIRM = "Are you sure you want to delete this job posting?";
export const NO_JOBS_POSTED = "No jobs have been posted yet.";
export const NO_OPEN_POSITIONS = "No open positions at the moment. Please check back later!";
export const NO_JOBS_MATCH = "No jobs match your filters.";
/** Shown for a job whose salary is empty (§2.1). */
export const DEFAULT_SALARY = "Competitive";
/** The job page's section for the job's description (§2.1). */
export const THE_ROLE = "The Role";
/** How many jobs /careers shows before 'View All Open Positions' (§9). */
export const CAREERS_PREVIEW_COUNT = 3;

/** Ours: an inactive job's page is readable, but it takes no application. */
export const JOB_INACTIVE = "This position is no longer accepting applications.";

// Applications (§5, §8 "Application")
export const APPLICATION_REQUIRED = "Name, email, and resume are required fields.";
export const APPLICATION_SUBMITTED =
  "Application submitted successfully! Thank you for your interest.";
export const APPLICATION_FAILED = "Failed to submit application. Please try again.";
/** After a successful application the page goes to /careers after this long (§9). */
export const APPLICATION_REDIRECT_MS = 3000;
/** Ours: under the confirmation, until the page goes to /careers (decision 068). */
export const redirectNotice = (seconds: number) =>
  `Taking you back to Careers in ${seconds} second${seconds === 1 ? "" : "s"}…`;
/** What the resume input accepts (§9 "Resume types"); the server checks the bytes. */
export const RESUME_ACCEPT = ".pdf,.doc,.docx";
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_WRONG_TYPE = "The resume must be a PDF, DOC or DOCX file.";
export const RESUME_TOO_LARGE = "The resume is larger than 5 MB.";

// Applicants (§2.2 candidates and applicant detail, §8 "Applicant")
export const NO_APPLICANTS = "No applicants for this job yet.";
export const APPLICANT_NOT_FOUND = "Applicant not found.";
export const APPLICANT_LOAD_FAILED = "Failed to load applicant details.";
export const STATUS_UPDATE_FAILED = "Failed to update applicant status.";
export const STATUS_CONFIRM_TITLE = "Confirm Status Update";
export const statusConfirmMessage = (status: string) =>
  `Are you sure you want to change the status to ${status}?`;
export const statusUpdated = (status: string) => `Applicant status updated to ${status}.`;
export const NO_RESUME = "No resume uploaded.";
export const RESUME_PREVIEW_FAILED = "Unable to preview the resume.";
export const RESUME_PREVIEW_ADVICE = "Please use the Download button to view it.";
export const emailDialogTitle = (applicant: string) => `Send Email to ${applicant}`;
export const EMAIL_SENT = "Email sent successfully!";
export const EMAIL_FAILED = "Failed to send email.";
/** What a field shows when the applicant left it empty (§2.2). */
export const NOT_AVAILABLE = "N/A";
