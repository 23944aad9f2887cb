// Lighthouse (the npm package) on the machine's Chromium: a page's performance and accessibility
// scores, 0-100. Its default preset, a phone: most visitors of a venue's site come on one. Its
// throttling (a slow 4G connection, a CPU four times slower) is simulated, so the scores depend on
// the page more than on how busy the machine is.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

import { chromium } from "../playwright.config";

export type Scores = { performance: number; accessibility: number };

export async function lighthouseScores(url: string): Promise<Scores> {
  const chrome = await launch({
    chromePath: chromium.executablePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error" },
      {
        extends: "lighthouse:default",
        settings: { onlyCategories: ["performance", "accessibility"] },
      },
    );
    const categories = result!.lhr.categories;
    return {
      performance: Math.round((categories.performance!.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility!.score ?? 0) * 100),
    };
  } finally {
    chrome.kill();
  }
}
