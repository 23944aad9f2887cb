// Page budgets on the pages a visitor lands on: the company home, the careers page, a venue's
// public home and the login page. Each loads under 150 KB of compressed JavaScript, and Lighthouse
// scores it at least 90 for performance and 95 for accessibility (lighthouse.ts).
import { expect, test } from "@playwright/test";

import { lighthouseScores } from "./lighthouse";
import { providerUrl, tenantUrl } from "./support";

const LANDING_PAGES: [string, string][] = [
  ["the company home", providerUrl("/")],
  ["the careers page", providerUrl("/careers")],
  ["a venue's public home", tenantUrl("/")],
  ["the login page", tenantUrl("/login")],
];

const JS_BUDGET = 150 * 1024;

test.describe("page budgets", () => {
  for (const [name, url] of LANDING_PAGES) {
    test(`${name} loads under 150 KB of compressed JavaScript`, async ({ page }) => {
      const sizes: Promise<number>[] = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "script")
          sizes.push(request.sizes().then((s) => s.responseBodySize));
      });
      await page.goto(url, { waitUntil: "networkidle" });
      const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
      test.info().annotations.push({ type: "JavaScript", description: `${total} bytes` });
      expect(sizes.length).toBeGreaterThan(0);
      expect(total, `${(total / 1024).toFixed(1)} KB of JavaScript`).toBeLessThan(JS_BUDGET);
    });
  }

  test("Lighthouse scores every landing page 90+ for performance, 95+ for accessibility", async () => {
    test.setTimeout(240_000);
    const scores: Record<string, { performance: number; accessibility: number }> = {};
    for (const [name, url] of LANDING_PAGES) scores[name] = await lighthouseScores(url);
    test.info().annotations.push({ type: "Lighthouse", description: JSON.stringify(scores) });
    console.log("Lighthouse:", JSON.stringify(scores));
    for (const [name, { performance, accessibility }] of Object.entries(scores)) {
      expect(performance, `${name}: ${JSON.stringify(scores[name])}`).toBeGreaterThanOrEqual(90);
      expect(accessibility, `${name}: ${JSON.stringify(scores[name])}`).toBeGreaterThanOrEqual(95);
    }
  });
});
