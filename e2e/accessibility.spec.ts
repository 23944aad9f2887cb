// axe-core on every page of the product, the consoles included: no serious or critical violation.
// Each page is its own test, checked once it has drawn its content: its main landmark is there and
// no loading state is left.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";

import { JobsApi } from "./admin-jobs-support";
import { expect, signInWithCookie, test } from "./fixtures";
import { DEMO_ADMIN, DEMO_OWNER, providerUrl, tenantUrl } from "./support";

async function expectNoSeriousViolations(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("main").first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, url).toEqual([]);
}

/** A job with an applicant, made through the API for the pages that show them. */
async function jobWithApplicant(request: APIRequestContext) {
  const jobs = await JobsApi.asAdmin(request);
  const job = await jobs.job();
  return { job, applicant: await jobs.apply(job.id) };
}

async function ticketId(request: APIRequestContext) {
  const token = await request.post("/api/token/", {
    headers: { "X-Tenant": "demo" },
    data: DEMO_OWNER,
  });
  const { access } = (await token.json()) as { access: string };
  const ticket = await request.post("/api/support/tickets/", {
    headers: { "X-Tenant": "demo", Authorization: `Bearer ${access}` },
    data: { subject: "Projector", description: "The projector in the ballroom flickers." },
  });
  expect(ticket.status()).toBe(201);
  return ((await ticket.json()) as { id: number }).id;
}

test.describe("accessibility (axe): the provider's public pages", () => {
  const pages = [
    "/",
    "/about",
    "/contact",
    "/careers",
    "/careers/browse",
    "/products",
    "/security-vulnerability-report",
    "/login",
    "/forgot-password",
    "/reset-password#token=made-up",
    "/no-such-page",
  ];
  for (const path of pages)
    test(path, async ({ page }) => expectNoSeriousViolations(page, providerUrl(path)));

  test("a job's page and its application form", async ({ page, request }) => {
    const { job } = await jobWithApplicant(request);
    await expectNoSeriousViolations(page, providerUrl(`/jobs/${job.id}`));
    await expectNoSeriousViolations(page, providerUrl(`/jobs/${job.id}/apply`));
  });
});

test.describe("accessibility (axe): a venue's public site", () => {
  for (const path of [
    "/",
    "/login",
    "/forgot-password",
    "/reset-password#token=made-up",
    "/invitation",
  ])
    test(path, async ({ page }) => expectNoSeriousViolations(page, tenantUrl(path)));

  test("a hall's availability", async ({ page, venue }) => {
    const hall = await venue.hall();
    await expectNoSeriousViolations(page, tenantUrl(`/availability/${hall.id}`));
  });
});

test.describe("accessibility (axe): the venue's console", () => {
  test.beforeEach(async ({ context, request }) => {
    await signInWithCookie(context, request, DEMO_OWNER, "demo");
  });
  const pages = [
    "/dashboard",
    "/calendar",
    "/bookings",
    "/halls",
    "/profile",
    "/settings",
    "/support",
    "/support/hosting",
  ];
  for (const path of pages)
    test(path, async ({ page }) => expectNoSeriousViolations(page, tenantUrl(path)));

  test("a support ticket", async ({ page, request }) => {
    const id = await ticketId(request);
    await expectNoSeriousViolations(page, tenantUrl(`/support/tickets/${id}`));
  });
});

test.describe("accessibility (axe): the provider's console", () => {
  test.beforeEach(async ({ context, request }) => {
    await signInWithCookie(context, request, DEMO_ADMIN, null);
  });
  const pages = [
    "/admin/dashboard",
    "/admin/jobs",
    "/admin/post-job",
    "/admin/profile",
    "/admin/settings/ffsettings",
    "/admin/support",
    "/admin/tenants",
    "/admin/tenants/access",
  ];
  for (const path of pages)
    test(path, async ({ page }) => expectNoSeriousViolations(page, providerUrl(path)));

  test("a job's candidates and one applicant", async ({ page, request }) => {
    const { job, applicant } = await jobWithApplicant(request);
    await expectNoSeriousViolations(page, providerUrl(`/admin/jobs/${job.id}/candidates`));
    await expectNoSeriousViolations(
      page,
      providerUrl(`/admin/jobs/${job.id}/candidates/${applicant.id}`),
    );
  });
});
