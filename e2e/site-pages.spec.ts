// The provider's footer leads to real Privacy Policy and Terms of Service pages and shows only the
// social links configured (playwright.config.ts sets SOCIAL_LINKEDIN_URL alone); a new venue's
// home says something under 'About Us'. Each test uses a venue or data of its own.
import { randomBytes } from "node:crypto";

import { expect, test, withDatabase } from "./fixtures";
import { providerUrl, tenantUrl } from "./support";

test("the footer's Privacy Policy and Terms of Service lead to their pages", async ({ page }) => {
  await page.goto(providerUrl("/"));
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(providerUrl("/privacy"));
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  for (const section of ["What we keep", "Why", "How long", "Contact"])
    await expect(page.getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "hello@hallbook.example" }),
  ).toHaveAttribute("href", "mailto:hello@hallbook.example");

  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(providerUrl("/terms"));
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
});

test("the footer shows only the social links that are configured", async ({ page }) => {
  await page.goto(providerUrl("/about"));
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "LinkedIn" })).toHaveAttribute(
    "href",
    "https://www.linkedin.com/company/hallbook-e2e",
  );
  await expect(footer.getByRole("link", { name: "X (Twitter)" })).toHaveCount(0);
  await expect(footer.getByRole("link", { name: "GitHub" })).toHaveCount(0);
});

test("a new venue's home has a text under 'About Us'", async ({ page }) => {
  const slug = `fresh-${randomBytes(4).toString("hex")}`;
  await withDatabase((db) =>
    db.query(
      `INSERT INTO tenants (name, slug, schema_name, updated_at) VALUES ($1, $2, $2, now())`,
      [`Fresh Venue ${slug}`, slug],
    ),
  );
  await page.goto(tenantUrl("/", slug));
  const about = page.getByRole("region", { name: "About Us" });
  await expect(about.getByRole("heading", { name: "About Us" })).toBeVisible();
  await expect(about.locator("#about-title + p")).toContainText("We host weddings");
});
