// Lighthouse (the npm package) on the machine's Chromium: a page's performance and accessibility
// scores, 0-100. Its default preset, a phone: most visitors of a venue's site come on one. Its
// throttling (a slow 4G connection, a slower CPU) is simulated from one unthrottled load, so the
// scores depend on the page more than on how busy the machine is. The CPU's slowdown is
// calibrated to the machine, as Lighthouse's docs/throttling.md advises: its default, four times,
// takes a high-end desktop (benchmark index 1500-2000) to a mid-tier phone; a machine that
// measures slower (a small one, or one busy with other work during the load) is slowed less, so
// that every run emulates the same phone (PHONE). The index is the one Lighthouse measured during
// the load: the load is gathered first, then scored with the slowdown it calls for.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import * as constants from "lighthouse/core/config/constants.js";

import { chromium } from "../playwright.config";

export type Scores = { performance: number; accessibility: number; benchmarkIndex: number };

/** The phone's CPU, in Lighthouse's benchmark index: a high-end desktop's midpoint, 1750, / 4. */
const PHONE = 1750 / 4;

/** The slowdown that takes a machine of `benchmarkIndex` to the phone: 1 to 4 times. */
export const cpuSlowdownFor = (benchmarkIndex: number) =>
  Math.min(4, Math.max(1, benchmarkIndex / PHONE));

const config = (cpuSlowdownMultiplier: number) => ({
  extends: "lighthouse:default" as const,
  settings: {
    onlyCategories: ["performance", "accessibility"],
    throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier },
  },
});

export async function lighthouseScores(url: string): Promise<Scores> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-lighthouse-"));
  const chrome = await launch({
    chromePath: chromium.executablePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    await lighthouse(url, { port: chrome.port, logLevel: "error", gatherMode: dir }, config(4));
    // The load was unthrottled (simulated throttling): only the scoring reads the slowdown.
    const file = path.join(dir, "artifacts.json");
    const artifacts = JSON.parse(fs.readFileSync(file, "utf8"));
    const benchmarkIndex: number = artifacts.BenchmarkIndex;
    const slowdown = cpuSlowdownFor(benchmarkIndex);
    artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
    fs.writeFileSync(file, JSON.stringify(artifacts));
    const result = await lighthouse(
      undefined,
      { logLevel: "error", output: "json", auditMode: dir },
      config(slowdown),
    );
    const categories = result!.lhr.categories;
    return {
      performance: Math.round((categories.performance!.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility!.score ?? 0) * 100),
      benchmarkIndex,
    };
  } finally {
    chrome.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
