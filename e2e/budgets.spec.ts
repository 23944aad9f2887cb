// Page budgets on the pages a visitor lands on: the company home, the careers page, a venue's
// public home, a hall's availability and the login page. Each loads under 150 KB of compressed
// JavaScript (a hall's availability, with its enquiry form's validation, under 200 KB), and
// Lighthouse scores it on a phone at least 90 for performance and 95 for accessibility
// (lighthouse.ts).
import { expect, test } from "@playwright/test";

import { lighthouseScores } from "./lighthouse";
import { PORT, raw } from "./raw-http";
import { providerUrl, tenantUrl } from "./support";

/** The demo venue's first hall on its public home: its availability page. */
async function availabilityUrl() {
  const home = await raw(`demo.localhost:${PORT}`, "/");
  const path = home.body.match(/href="(\/availability\/\d+)"/)?.[1];
  if (!path) throw new Error("The venue's home links no hall's availability.");
  return tenantUrl(path);
}

const KB = 1024;
/** Each page, its address, and the compressed JavaScript it may load. */
const LANDING_PAGES: [string, string | (() => Promise<string>), number][] = [
  ["the company home", providerUrl("/"), 150 * KB],
  ["the careers page", providerUrl("/careers"), 150 * KB],
  ["a venue's public home", tenantUrl("/"), 150 * KB],
  // its enquiry form checks what is typed as the server does (react-hook-form and zod)
  ["a hall's availability", availabilityUrl, 200 * KB],
  ["the login page", tenantUrl("/login"), 150 * KB],
];
const urlOf = async (url: string | (() => Promise<string>)) =>
  typeof url === "string" ? url : url();

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

  test("Lighthouse scores every landing page on a phone 90+ for performance, 95+ for accessibility", async () => {
    test.setTimeout(360_000);
    const scores: Record<string, { performance: number; accessibility: number }> = {};
    for (const [name, url] of LANDING_PAGES)
      scores[name] = await lighthouseScores(await urlOf(url));
    test.info().annotations.push({ type: "Lighthouse", description: JSON.stringify(scores) });
    console.log("Lighthouse:", JSON.stringify(scores));
    for (const [name, { performance, accessibility }] of Object.entries(scores)) {
      expect(performance, `${name}: ${JSON.stringify(scores[name])}`).toBeGreaterThanOrEqual(90);
      expect(accessibility, `${name}: ${JSON.stringify(scores[name])}`).toBeGreaterThanOrEqual(95);
    }
  });
});
