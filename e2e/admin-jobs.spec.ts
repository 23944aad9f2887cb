// The provider console's jobs and applicants (spec §2.2): posting, editing and deleting a job
// through its pages, a job's candidates, an applicant's details with the resume preview, a status
// change and a custom email; and who cannot get in. Each test makes its own jobs and applications.
import type { Page } from "@playwright/test";

import { REQUIRED } from "@/lib/core/schemas";
import {
  APPLICANT_NOT_FOUND,
  EMAIL_SENT,
  emailDialogTitle,
  JOB_AND_APPLICANTS_LOAD_FAILED,
  JOB_DELETE_CONFIRM,
  JOB_DELETED,
  JOB_EDIT_LOAD_FAILED,
  JOB_NOT_FOUND,
  JOB_POSTED,
  JOB_UPDATED,
  NO_APPLICANTS,
  NO_RESUME,
  RESUME_PREVIEW_ADVICE,
  RESUME_PREVIEW_FAILED,
  STATUS_CONFIRM_TITLE,
  statusConfirmMessage,
  statusUpdated,
} from "@/lib/jobs/messages";

import {
  accessToken,
  JobsApi,
  minimalDoc,
  providerSessionCookie,
  staffOnlyCalls,
  unique,
} from "./admin-jobs-support";
import { createAccount, expect, signInWithCookie, test } from "./fixtures";
import { DEMO_ADMIN, mailTo, providerUrl, watchConsole } from "./support";

const jobRow = (page: Page, title: string) => page.getByRole("row").filter({ hasText: title });

test.beforeEach(async ({ context, request }) => {
  await signInWithCookie(context, request, DEMO_ADMIN, null);
});

test("post a job through the form (its errors first), edit it, delete it after confirming", async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const api = await JobsApi.asAdmin(request);
  await page.goto(providerUrl("/admin"));
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Jobs" }).click();
  await expect(page).toHaveURL(providerUrl("/admin/jobs"));
  await expect(page.getByRole("heading", { name: "Jobs", exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Post a New Job" }).click();
  await expect(page.getByRole("heading", { name: "Post a New Job" })).toBeVisible();
  await expect(page.getByLabel("Job is Active")).toBeChecked();
  // Title, company and location are required (spec §5); salary is not.
  await page.getByLabel("Company Name").fill("");
  await page.getByRole("button", { name: "Post Job" }).click();
  for (const field of ["Job Title", "Company Name", "Location"])
    await expect(page.getByLabel(field)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(REQUIRED)).toHaveCount(3);
  await expect(page.getByLabel("Salary")).not.toHaveAttribute("aria-invalid", "true");

  const title = unique("Venue Coordinator");
  await page.getByLabel("Job Title").fill(title);
  await page.getByLabel("Company Name").fill("HallBook Labs");
  await page.getByLabel("Location").fill("Lisbon, Portugal");
  await page.getByLabel("Description").fill("Run the events of our venues.");
  await page.getByLabel("About the Company").fill("We build venue software.");
  await page.getByLabel("Required Skills & Qualifications").fill("- Planning\nClear writing\n\n");
  await page.getByLabel("Benefits").fill("Remote-friendly");
  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page.getByText(JOB_POSTED)).toBeVisible();
  await expect(page).toHaveURL(providerUrl("/admin/jobs"));
  const row = jobRow(page, title);
  await expect(row).toContainText("Lisbon, Portugal");
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  // /admin/jobs/{id}/candidates
  const href = await row.getByRole("link", { name: /^View Applicants/ }).getAttribute("href");
  const jobId = Number(href?.split("/")[3]);
  // The bullet sections were stored as lists, one item a line, without their marks.
  const stored = await api.getJob(jobId);
  expect(JSON.parse(stored?.requirements ?? "{}")).toMatchObject({
    about: "We build venue software.",
    skills: ["Planning", "Clear writing"],
    benefits: ["Remote-friendly"],
    niceToHave: [],
  });

  // Edit: the form opens with the job's values.
  await row.getByRole("button", { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(providerUrl(`/admin/post-job?jobId=${jobId}`));
  await expect(page.getByRole("heading", { name: "Edit Job Posting" })).toBeVisible();
  await expect(page.getByLabel("Job Title")).toHaveValue(title);
  await expect(page.getByLabel("Required Skills & Qualifications")).toHaveValue(
    "Planning\nClear writing",
  );
  const renamed = `${title} (Senior)`;
  await page.getByLabel("Job Title").fill(renamed);
  await page.getByLabel("Salary").fill("€50,000");
  await page.getByLabel("Job is Active").uncheck();
  await page.getByRole("button", { name: "Update Job" }).click();
  await expect(page.getByText(JOB_UPDATED)).toBeVisible();
  await expect(page).toHaveURL(providerUrl("/admin/jobs"));
  await expect(jobRow(page, renamed).getByText("Inactive", { exact: true })).toBeVisible();
  expect(await api.getJob(jobId)).toMatchObject({
    title: renamed,
    salary: "€50,000",
    status: false,
  });

  // Delete: asked first; Cancel keeps it.
  await jobRow(page, renamed)
    .getByRole("button", { name: `Delete ${renamed}` })
    .click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(JOB_DELETE_CONFIRM);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(jobRow(page, renamed)).toHaveCount(1);
  await jobRow(page, renamed)
    .getByRole("button", { name: `Delete ${renamed}` })
    .click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(JOB_DELETED)).toBeVisible();
  await expect(jobRow(page, renamed)).toHaveCount(0);
  expect(await api.getJob(jobId)).toBeNull();
  expect(errors).toEqual([]);
});

test("a job or its candidates that cannot be found say so", async ({ page }) => {
  await page.goto(providerUrl("/admin/post-job?jobId=2000000000"));
  await expect(page.getByText(JOB_EDIT_LOAD_FAILED)).toBeVisible();
  await expect(page.getByText(JOB_NOT_FOUND)).toBeVisible();
  await expect(page.getByLabel("Job Title")).toHaveCount(0);

  await page.goto(providerUrl("/admin/jobs/2000000000/candidates"));
  await expect(page.getByText(JOB_AND_APPLICANTS_LOAD_FAILED)).toBeVisible();
  await expect(page.getByText(JOB_NOT_FOUND)).toBeVisible();
});

test("a job's candidates: the applicant's details, the resume, Accept after confirming, a custom email", async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const api = await JobsApi.asAdmin(request);
  const job = await api.job({ title: unique("Banquet Manager"), company_name: "HallBook" });
  const email = `e2e-applicant-${Date.now()}@example.com`;
  const applicant = await api.apply(job.id, {
    name: unique("Jordan Lee"),
    email,
    phone: "+351 21 555 0100",
    address: { street: "1 Rua Augusta", city: "Lisbon", zip: "1100-048", country: "Portugal" },
    coverLetter: "I have run banquets for ten years.",
  });

  await page.goto(providerUrl("/admin/jobs"));
  await jobRow(page, job.title)
    .getByRole("link", { name: /^View Applicants/ })
    .click();
  await expect(page).toHaveURL(providerUrl(`/admin/jobs/${job.id}/candidates`));
  await expect(page.getByRole("heading", { name: job.title })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: applicant.applicant_name });
  await expect(row).toContainText(email);
  await expect(row.getByText("PENDING", { exact: true })).toBeVisible();

  await row.getByRole("link", { name: /^View Details/ }).click();
  await expect(page).toHaveURL(providerUrl(`/admin/jobs/${job.id}/candidates/${applicant.id}`));
  const personal = page.getByRole("region", { name: "Personal Information" });
  await expect(personal).toContainText("+351 21 555 0100");
  // The parts given, in order; the state was left out.
  await expect(personal).toContainText("1 Rua Augusta, Lisbon, 1100-048, Portugal");
  await expect(personal.getByText("PENDING", { exact: true })).toBeVisible();
  const details = page.getByRole("region", { name: "Application Details" });
  await expect(details).toContainText(job.title);
  await expect(details).toContainText("I have run banquets for ten years.");
  await expect(details).toContainText("resume.pdf");

  // Preview: the PDF in a frame, as the staff-only resume address serves it.
  const served = page.waitForResponse((r) => r.url().endsWith(`/${applicant.id}/resume/`));
  await details.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("dialog", { name: `Resume of ${applicant.applicant_name}` });
  const response = await served;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  await expect(preview.locator("iframe")).toHaveAttribute("src", applicant.resume!);
  await expect(preview.getByText(RESUME_PREVIEW_FAILED)).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();
  // Download saves the file under its own name.
  const download = page.waitForEvent("download");
  await details.getByRole("link", { name: "Download" }).click();
  expect((await download).suggestedFilename()).toBe("resume.pdf");

  // Accept: asked first; Cancel changes nothing.
  await page.getByRole("button", { name: "Accept Applicant" }).click();
  const confirm = page.getByRole("alertdialog", { name: STATUS_CONFIRM_TITLE });
  await expect(confirm).toContainText(statusConfirmMessage("ACCEPTED"));
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  expect((await api.applicant(job.id, applicant.id)).status).toBe("PENDING");
  await page.getByRole("button", { name: "Accept Applicant" }).click();
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText(statusUpdated("ACCEPTED"))).toBeVisible();
  await expect(personal.getByText("ACCEPTED", { exact: true })).toBeVisible();
  await expect(page.getByText("PENDING", { exact: true })).toHaveCount(0);
  expect((await api.applicant(job.id, applicant.id)).status).toBe("ACCEPTED");

  // A custom email: both fields required, then it leaves.
  await page.getByRole("button", { name: "Send Custom Email" }).click();
  const dialog = page.getByRole("dialog", { name: emailDialogTitle(applicant.applicant_name) });
  await dialog.getByRole("button", { name: "Send Email" }).click();
  await expect(dialog.getByText(REQUIRED)).toHaveCount(2);
  const subject = unique("Your interview at HallBook");
  await dialog.getByLabel("Subject").fill(subject);
  await dialog.getByLabel("Custom Message").fill("Could you come in on Monday at 10?");
  await dialog.getByRole("button", { name: "Send Email" }).click();
  await expect(page.getByText(EMAIL_SENT)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Written before the answer, so the newest mail to the applicant (after the confirmation).
  const mail = await mailTo(email);
  expect(mail).toContain(`Subject: ${subject}`);
  expect(mail).toContain("Could you come in on Monday at 10?");

  // The list shows the new status too.
  await page.getByRole("link", { name: "Back to Candidates" }).click();
  await expect(row.getByText("ACCEPTED", { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test("an applicant who left out the optional fields, a resume that cannot be previewed, an empty list, an applicant of another job", async ({
  page,
  request,
}) => {
  const api = await JobsApi.asAdmin(request);
  const empty = await api.job();
  const job = await api.job();
  const applicant = await api.apply(job.id, {
    resume: { name: "cv.doc", mimeType: "application/msword", buffer: minimalDoc() },
  });

  await page.goto(providerUrl(`/admin/jobs/${empty.id}/candidates`));
  await expect(page.getByText(NO_APPLICANTS)).toBeVisible();

  await page.goto(providerUrl(`/admin/jobs/${job.id}/candidates/${applicant.id}`));
  const personal = page.getByRole("region", { name: "Personal Information" });
  await expect(personal.getByText("N/A", { exact: true })).toHaveCount(2); // phone, address
  const details = page.getByRole("region", { name: "Application Details" });
  await expect(details.getByText("N/A", { exact: true })).toHaveCount(1); // cover letter
  await expect(details.getByText(NO_RESUME)).toHaveCount(0);
  // A Word file is not shown in the page: Download is the way.
  await details.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("dialog", { name: `Resume of ${applicant.applicant_name}` });
  await expect(preview.getByText(RESUME_PREVIEW_FAILED)).toBeVisible();
  await expect(preview.getByText(RESUME_PREVIEW_ADVICE)).toBeVisible();
  await expect(preview.locator("iframe")).toHaveCount(0);
  await expect(preview.getByRole("link", { name: "Download" })).toHaveAttribute(
    "href",
    `${applicant.resume}?download=1`,
  );
  await page.keyboard.press("Escape");

  // An applicant of another job is not this job's: said, then back to this job's candidates.
  await page.goto(providerUrl(`/admin/jobs/${empty.id}/candidates/${applicant.id}`));
  await expect(page.getByText(APPLICANT_NOT_FOUND).first()).toBeVisible();
  await expect(page).toHaveURL(providerUrl(`/admin/jobs/${empty.id}/candidates`));
  await expect(page.getByText(NO_APPLICANTS)).toBeVisible();
});

test("an anonymous visitor and a venue's Staff member are sent to sign in; the API refuses them", async ({
  browser,
  request,
}) => {
  const api = await JobsApi.asAdmin(request);
  const job = await api.job();
  const applicant = await api.apply(job.id);
  const staff = await createAccount({ role: "Staff" });

  // Anonymous.
  const anonymous = await browser.newContext();
  const page = await anonymous.newPage();
  await page.goto(providerUrl(`/admin/jobs/${job.id}/candidates`));
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fjobs%2F\d+%2Fcandidates/);
  await expect(page.getByText(applicant.applicant_name)).toHaveCount(0);
  await anonymous.close();

  // A venue's Staff member, signed in on their venue, and even with a provider-host session.
  const venueStaff = await browser.newContext();
  await signInWithCookie(venueStaff, request, staff, "demo");
  await providerSessionCookie(venueStaff, staff.uuid);
  const theirs = await venueStaff.newPage();
  for (const path of ["/admin/jobs", `/admin/jobs/${job.id}/candidates/${applicant.id}`]) {
    await theirs.goto(providerUrl(path));
    await expect(theirs).toHaveURL(/\/login\?next=/);
    await expect(theirs.getByText(applicant.applicant_name)).toHaveCount(0);
  }
  await venueStaff.close();

  const staffToken = await accessToken(request, staff, "demo");
  for (const [method, url, data] of staffOnlyCalls(job.id, applicant.id)) {
    const asAnyone = await request.fetch(url, { method, data });
    expect(asAnyone.status(), `${method} ${url} anonymous`).toBe(401);
    const asStaff = await request.fetch(url, {
      method,
      data,
      headers: { Authorization: `Bearer ${staffToken}`, "X-Tenant": "demo" },
    });
    expect([401, 403], `${method} ${url} as venue staff`).toContain(asStaff.status());
  }
  expect(await api.getJob(job.id)).toMatchObject({ title: job.title });
  expect((await api.applicant(job.id, applicant.id)).status).toBe("PENDING");
});
