// The public careers pages on the provider's host, anonymous: /careers, /careers/browse (with
// and without JavaScript), a job's page and its application form. Each test posts the jobs it
// needs through the API as the provider admin (e2e/jobs-support.ts); they are deleted after it.
import { REQUIRED } from "@/lib/api/schemas";
import {
  APPLICATION_FAILED,
  APPLICATION_REQUIRED,
  APPLICATION_SUBMITTED,
  JOB_INACTIVE,
  JOB_NOT_FOUND,
  NO_JOBS_MATCH,
  RESUME_WRONG_TYPE,
} from "@/lib/jobs/messages";

import { minimalPdf, windowsExecutable } from "../tests/resume-files";
import { expect, test } from "./jobs-support";
import { plainRequest, providerUrl, watchConsole } from "./support";

/** /careers/browse with these filters, as its form writes them. */
const browseUrl = (filters: Record<string, string>) =>
  providerUrl(`/careers/browse?${new URLSearchParams(filters)}`);

const REQUIREMENTS = {
  about: "HallBook builds the software venues run on.",
  responsibilities: "Own the calendar from design to production.",
  skills: ["TypeScript and React", "PostgreSQL"],
  niceToHave: ["Experience in events"],
  whyJoin: "A small, senior team.",
  benefits: ["Remote-friendly", "Learning budget"],
  other: "We welcome applicants of every background.",
};

test("/careers shows the three newest open positions and the way to all of them", async ({
  page,
  jobs,
}) => {
  const errors = watchConsole(page);
  const posted = [];
  for (const name of ["Alpha", "Bravo", "Charlie", "Delta"])
    posted.push(await jobs.job({ title: `${name} ${jobs.tag}`, location: `Porto ${jobs.tag}` }));
  await page.goto("/careers");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const cards = page.getByRole("list", { name: "Open positions" }).getByRole("listitem");
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0).getByRole("heading")).toHaveText(`Delta ${jobs.tag}`);
  await expect(cards.nth(1).getByRole("heading")).toHaveText(`Charlie ${jobs.tag}`);
  await expect(cards.nth(2).getByRole("heading")).toHaveText(`Bravo ${jobs.tag}`);
  await expect(cards.nth(0)).toContainText(`Porto ${jobs.tag}`);
  await expect(cards.nth(0)).toContainText("Plan the events our venues host.");
  await expect(page.getByText(`Alpha ${jobs.tag}`)).toHaveCount(0);

  const apply = cards.nth(0).getByRole("link", { name: /^Apply Now/ });
  await expect(apply).toHaveAttribute("href", `/jobs/${posted[3].id}`);

  await page.getByRole("link", { name: "View All Open Positions" }).click();
  await expect(page).toHaveURL(providerUrl("/careers/browse"));
  await expect(page.getByRole("link", { name: `Alpha ${jobs.tag}` })).toBeVisible();

  await page.goto("/careers");
  await apply.click();
  await expect(page).toHaveURL(providerUrl(`/jobs/${posted[3].id}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Delta ${jobs.tag}`);
  expect(errors).toEqual([]);
});

test("the header, the footer and the home page lead to /careers", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Careers" })
    .click();
  await expect(page).toHaveURL(providerUrl("/careers"));
  await expect(page.getByRole("heading", { name: "Open positions" })).toBeVisible();

  await page.goto("/");
  await page.getByRole("link", { name: "See open positions" }).click();
  await expect(page).toHaveURL(providerUrl("/careers"));

  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Footer" })
    .getByRole("link", { name: "Careers" })
    .click();
  await expect(page).toHaveURL(providerUrl("/careers"));
});

test("browse filters by text and location as you type, and says when nothing matches", async ({
  page,
  jobs,
}) => {
  const errors = watchConsole(page);
  const atlantis = `Atlantis ${jobs.tag}`;
  const zeppelin = await jobs.job({ title: `Zeppelin Pilot ${jobs.tag}`, location: atlantis });
  await jobs.job({ title: `Balloon Pilot ${jobs.tag}`, location: "Lisbon" });
  await jobs.job({
    title: `Chef ${jobs.tag}`,
    location: atlantis,
    description: "Cook for the pilots of our venues.",
  });
  await jobs.job({ title: `Retired Pilot ${jobs.tag}`, status: false });
  const rows = page.getByRole("list", { name: "Jobs" }).getByRole("listitem");

  await page.goto("/careers/browse");
  const search = page.getByRole("searchbox", { name: "Search" });
  await search.fill(jobs.tag);
  await expect(page).toHaveURL(browseUrl({ q: jobs.tag }));
  // The inactive job is not listed.
  await expect(rows).toHaveCount(3);

  // Every word, in the title or the description.
  await search.fill(`pilot ${jobs.tag}`);
  await expect(rows).toHaveCount(3);
  await search.fill(`zeppelin ${jobs.tag}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Zeppelin Pilot ${jobs.tag}`);

  await search.fill(jobs.tag);
  await page.getByLabel("Location").selectOption(atlantis);
  await expect(page).toHaveURL(browseUrl({ q: jobs.tag, location: atlantis }));
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole("link", { name: `Balloon Pilot ${jobs.tag}` })).toHaveCount(0);

  await search.fill(`plumber ${jobs.tag}`);
  await expect(page.getByText(NO_JOBS_MATCH)).toBeVisible();
  await expect(rows).toHaveCount(0);
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(providerUrl("/careers/browse"));
  await expect(search).toHaveValue("");
  await expect(page.getByLabel("Location")).toHaveValue("");

  // A link with the filters shows the same list; a row opens the job.
  await page.goto(`/careers/browse?q=zeppelin+${jobs.tag}`);
  await expect(search).toHaveValue(`zeppelin ${jobs.tag}`);
  await page.getByRole("link", { name: `Zeppelin Pilot ${jobs.tag}` }).click();
  await expect(page).toHaveURL(providerUrl(`/jobs/${zeppelin.id}`));
  expect(errors).toEqual([]);
});

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
  await expect(form.getByRole("alert")).toHaveText(APPLICATION_FAILED);
  await expect(form.getByText(RESUME_WRONG_TYPE)).toBeVisible();
  await expect(form.getByLabel("Resume")).toBeFocused();
  expect(await jobs.applications(job.id)).toEqual([]);
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

test("an unknown or non-numeric job id is a 404 page, rendered on the server", async ({ page }) => {
  for (const path of ["/jobs/2147483000", "/jobs/abc", "/jobs/abc/apply"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: JOB_NOT_FOUND })).toBeVisible();
    const plain = await plainRequest("localhost", path);
    expect(plain.status).toBe(404);
    expect(plain.body).toContain(JOB_NOT_FOUND);
  }
  await page.getByRole("link", { name: "Browse open positions" }).click();
  await expect(page).toHaveURL(providerUrl("/careers/browse"));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("browse filters through its form and the query string", async ({ page, jobs }) => {
    const madrid = `Madrid ${jobs.tag}`;
    const sommelier = await jobs.job({ title: `Sommelier ${jobs.tag}`, location: madrid });
    await jobs.job({ title: `Bartender ${jobs.tag}`, location: "Lisbon" });
    await page.goto("/careers/browse");
    await page.getByRole("searchbox", { name: "Search" }).fill(jobs.tag);
    await page.getByLabel("Location").selectOption(madrid);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(browseUrl({ q: jobs.tag, location: madrid }));
    const rows = page.getByRole("list", { name: "Jobs" }).getByRole("listitem");
    await expect(rows).toHaveCount(1);
    await expect(page.getByLabel("Location")).toHaveValue(madrid);
    await page.getByRole("link", { name: `Sommelier ${jobs.tag}` }).click();
    await expect(page).toHaveURL(providerUrl(`/jobs/${sommelier.id}`));
    await expect(page.getByText("Competitive")).toBeVisible();

    await page.goto(`/careers/browse?q=plumber+${jobs.tag}`);
    await expect(page.getByText(NO_JOBS_MATCH)).toBeVisible();
  });

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
