// A job's public page and its application form (spec §2.1, §5), anonymous on the provider's
// host: the sections, 'Apply Now', a real PDF sent and read back as the provider admin, the
// required fields, a renamed executable refused by the server, inactive jobs, and the form without
// JavaScript. Each test posts its own jobs (e2e/jobs-support.ts).
import { REQUIRED } from "@/lib/core/schemas";
import {
  APPLICATION_FAILED,
  APPLICATION_REQUIRED,
  APPLICATION_SUBMITTED,
  JOB_INACTIVE,
  redirectNotice,
  RESUME_WRONG_TYPE,
} from "@/lib/jobs/messages";

import { minimalPdf, windowsExecutable } from "../tests/resume-files";
import { expect, test } from "./jobs-support";
import { providerUrl, watchConsole } from "./support";

const REQUIREMENTS = {
  about: "HallBook builds the software venues run on.",
  responsibilities: "Own the calendar from design to production.",
  skills: ["TypeScript and React", "PostgreSQL"],
  niceToHave: ["Experience in events"],
  whyJoin: "A small, senior team.",
  benefits: ["Remote-friendly", "Learning budget"],
  other: "We welcome applicants of every background.",
};

test("a job's page shows its sections, 'Competitive' for no salary, and leaves out empty ones", async ({
  page,
  jobs,
}) => {
  const full = await jobs.job({ requirements: REQUIREMENTS });
  await page.goto(`/jobs/${full.id}`);
  await expect(page).toHaveTitle(`${full.title} · HallBook`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(full.title);
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "Lisbon" })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "Competitive" })).toBeVisible();
  const headings = page.getByRole("heading", { level: 2 });
  await expect(headings).toHaveText([
    "About the Company",
    "The Role",
    "Required Skills & Qualifications",
    "Nice to Have",
    "Why Join Us?",
    "Benefits",
    "Other",
  ]);
  const role = page.getByRole("region", { name: "The Role" });
  await expect(role).toContainText(full.description);
  await expect(role).toContainText(REQUIREMENTS.responsibilities);
  const skills = page.getByRole("region", { name: "Required Skills & Qualifications" });
  await expect(skills.getByRole("listitem")).toHaveText(REQUIREMENTS.skills);
  await expect(page.getByRole("region", { name: "Benefits" }).getByRole("listitem")).toHaveText(
    REQUIREMENTS.benefits,
  );

  const sparse = await jobs.job({
    salary: "€60,000 – €70,000",
    description: "",
    requirements: { skills: ["Planning"] },
  });
  await page.goto(`/jobs/${sparse.id}`);
  await expect(page.getByRole("definition").filter({ hasText: "€60,000 – €70,000" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    "Required Skills & Qualifications",
  ]);

  await page.getByRole("link", { name: "Back to Careers" }).click();
  await expect(page).toHaveURL(providerUrl("/careers"));
});

test("'Apply Now' reveals the form; a PDF resume is sent, then /careers after 3 s", async ({
  page,
  jobs,
}) => {
  const errors = watchConsole(page);
  const job = await jobs.job({ requirements: REQUIREMENTS });
  await page.goto(`/jobs/${job.id}`);
  const form = page.getByRole("form", { name: "Application" });
  await expect(form).toHaveCount(0);
  await page.getByRole("link", { name: "Apply Now" }).click();
  await expect(form).toBeInViewport();
  await expect(form.getByLabel("Full Name")).toBeFocused();
  await expect(page).toHaveURL(providerUrl(`/jobs/${job.id}`));

  await form.getByLabel("Full Name").fill("Ada Lovelace");
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByLabel("Phone (optional)").fill("+44 20 7946 0000");
  await form.getByLabel("City").fill("London");
  await form.getByLabel("Country").fill("United Kingdom");
  await form.getByLabel("Cover Letter (optional)").fill("I would love to build HallBook.");
  const pdf = minimalPdf("Resume of Ada Lovelace");
  await form.getByLabel("Resume").setInputFiles({
    name: "Ada CV.pdf",
    mimeType: "application/pdf",
    buffer: pdf,
  });
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText(APPLICATION_SUBMITTED)).toBeVisible();
  const shown = Date.now();
  // The confirmation stays on screen, counting down to the page change (decision 068).
  const status = page.getByRole("status").filter({ hasText: APPLICATION_SUBMITTED });
  await expect(status).toContainText(redirectNotice(3));
  await expect(status).toContainText(redirectNotice(1), { timeout: 3_000 });
  await page.waitForURL(providerUrl("/careers"), { timeout: 10_000 });
  expect(Date.now() - shown).toBeGreaterThan(2_000);

  const [application] = await jobs.applications(job.id);
  expect(application).toMatchObject({
    applicant_name: "Ada Lovelace",
    applicant_email: "ada@example.com",
    phone_number: "+44 20 7946 0000",
    address: { street: "", city: "London", state: "", zip: "", country: "United Kingdom" },
    cover_letter: "I would love to build HallBook.",
    status: "PENDING",
    resume_name: "Ada CV.pdf",
  });
  expect((await jobs.resume(application)).equals(pdf)).toBe(true);
  expect(errors).toEqual([]);
});

test("the form says what is required, and shows the server's refusal of a renamed .exe", async ({
  page,
  jobs,
}) => {
  const job = await jobs.job();
  // The direct link opens the form.
  await page.goto(`/jobs/${job.id}/apply`);
  const form = page.getByRole("form", { name: "Application" });
  await expect(form).toBeInViewport();
  await expect(form.getByLabel("Full Name")).toBeFocused();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(form.getByRole("alert")).toHaveText(APPLICATION_REQUIRED);
  await expect(form.getByText(REQUIRED)).toHaveCount(3);
  await expect(form.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Full Name").fill("Mallory Example");
  await form.getByLabel("Email").fill("mallory@example.com");
  // A file of another type is refused before it is sent.
  await form.getByLabel("Resume").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("hello"),
  });
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(form.getByText(RESUME_WRONG_TYPE)).toBeVisible();

  // An executable named .pdf passes the browser's check; the server reads its bytes.
  await form.getByLabel("Resume").setInputFiles({
    name: "resume.pdf",
    mimeType: "application/pdf",
    buffer: windowsExecutable(),
  });
  const answer = page.waitForResponse("**/api/jobs/JobsApplications/");
  await form.getByRole("button", { name: "Submit Application" }).click();
  expect((await answer).status()).toBe(400);
  // A refused field is said at the field alone: trying again would not help.
  await expect(form.getByText(RESUME_WRONG_TYPE)).toBeVisible();
  await expect(form.getByLabel("Resume")).toBeFocused();
  await expect(page.getByText(APPLICATION_FAILED)).toHaveCount(0);
  expect(await jobs.applications(job.id)).toEqual([]);

  // A failure a retry can fix (the server's own error) says so.
  await page.route("**/api/jobs/JobsApplications/", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: "{}" }),
  );
  await form.getByLabel("Resume").setInputFiles({
    name: "resume.pdf",
    mimeType: "application/pdf",
    buffer: minimalPdf("Resume"),
  });
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(form.getByRole("alert")).toHaveText(APPLICATION_FAILED);
});

test("an inactive job's page says it takes no applications, with no form", async ({
  page,
  jobs,
}) => {
  const job = await jobs.job({ status: false });
  for (const path of [`/jobs/${job.id}`, `/jobs/${job.id}/apply`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
    await expect(page.getByText("Inactive", { exact: true })).toBeVisible();
    await expect(page.getByText(JOB_INACTIVE)).toBeVisible();
    await expect(page.getByRole("link", { name: "Apply Now" })).toHaveCount(0);
    await expect(page.getByRole("form", { name: "Application" })).toHaveCount(0);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a job's apply page says that applying needs JavaScript, and sends nothing", async ({
    page,
    jobs,
  }) => {
    const job = await jobs.job();
    await page.goto(`/jobs/${job.id}/apply`);
    // Playwright's locators do not read inside <noscript> (shown by a browser without JavaScript).
    expect(await page.content()).toMatch(/<noscript>.*Please turn on JavaScript to apply\./);
    await expect(page.getByLabel("Full Name")).toBeDisabled();
    await expect(page.getByRole("button", { name: "Submit Application" })).toBeDisabled();
  });
});
