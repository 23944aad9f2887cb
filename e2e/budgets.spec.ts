// Page budgets on the pages a visitor lands on (landing-pages.ts): each loads under 150 KB of
// compressed JavaScript (a hall's availability, with its enquiry form's validation, under 200 KB).
// Their Lighthouse scores are lighthouse.spec.ts's.
import { expect, test } from "@playwright/test";

import { KB, LANDING_PAGES, urlOf } from "./landing-pages";

test.describe("page budgets", () => {
  for (const [name, url, budget] of LANDING_PAGES) {
    test(`${name} loads under ${budget / KB} KB of compressed JavaScript`, async ({ page }) => {
      const sizes: Promise<number>[] = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "script")
          sizes.push(request.sizes().then((s) => s.responseBodySize));
      });
      await page.goto(await urlOf(url), { waitUntil: "networkidle" });
      const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
      test.info().annotations.push({ type: "JavaScript", description: `${total} bytes` });
      expect(sizes.length).toBeGreaterThan(0);
      expect(total, `${(total / KB).toFixed(1)} KB of JavaScript`).toBeLessThan(budget);
    });
  }
});
