// The public careers pages on the provider's host, anonymous: /careers, /careers/browse (with
// and without JavaScript), the links to them, and an unknown job's 404. Each test posts the jobs it
// needs through the API as the provider admin (e2e/jobs-support.ts); they are deleted after it.
// A job's page and applying: careers-apply.spec.ts.
import { JOB_NOT_FOUND, NO_JOBS_MATCH } from "@/lib/jobs/messages";

import { expect, test } from "./jobs-support";
import { plainRequest, providerUrl, watchConsole } from "./support";

/** /careers/browse with these filters, as its form writes them. */
const browseUrl = (filters: Record<string, string>) =>
  providerUrl(`/careers/browse?${new URLSearchParams(filters)}`);

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

// The page answers 404 itself (decision 064); Next draws its not-found boundary in the browser
// (vercel/next.js#62228), so the plain answer is a 404 that asks not to be indexed.
test("an unknown or non-numeric job id is a 404 page", async ({ page }) => {
  for (const path of ["/jobs/2147483000", "/jobs/abc", "/jobs/abc/apply"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: JOB_NOT_FOUND })).toBeVisible();
    const plain = await plainRequest("localhost", path);
    expect(plain.status).toBe(404);
    expect(plain.body).toMatch(/<meta name="robots" content="noindex"/);
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
});
