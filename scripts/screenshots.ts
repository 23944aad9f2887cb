// Screenshots of the main screens at desktop and phone widths, for reviewing the look of a change.
// Needs a running server (npm start).
// Usage: npm run screenshots [-- --base http://localhost:3000] [-- --only name]
import fs from "node:fs";
import path from "node:path";

import { chromium as browserType } from "@playwright/test";

import { chromium } from "../playwright.config";
import { screens } from "./lib/screens";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : undefined;
};
const base = new URL(arg("base") ?? "http://localhost:3000");
const only = arg("only");
const out = path.resolve(arg("out") ?? "test-results/screenshots");
const host = (slug: string | null, p: string) =>
  `${base.protocol}//${slug ? `${slug}.` : ""}${base.host}${p}`;

const shots = screens(host);

const accounts = {
  owner: ["demo", "owner@demo.example.com", "Owner#12345"],
  admin: [null, "admin@example.com", "Admin#12345"],
} as const;

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const browser = await browserType.launch(chromium);
  for (const [label, viewport] of [
    ["desktop", { width: 1366, height: 800 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    for (const who of ["owner", "admin"] as const) {
      const [slug, email, password] = accounts[who];
      const page = await context.newPage();
      await page.goto(host(slug, "/login"));
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL((u) => !u.pathname.startsWith("/login"));
      await page.close();
    }
    for (const shot of shots.filter((s) => !only || s.name.includes(only))) {
      const page = await context.newPage();
      // Signed-out shots get a fresh context so the session cookies do not change them.
      const target = shot.as ? page : await (await browser.newContext({ viewport })).newPage();
      await target.goto(shot.url, { waitUntil: "networkidle" });
      await shot.prepare?.(target);
      // Data the page loads after it appears: wait for its loading states to go.
      await target
        .waitForFunction(
          () =>
            ![...document.querySelectorAll('[role="status"]')].some((el) =>
              el.textContent?.startsWith("Loading"),
            ),
          undefined,
          { timeout: 10_000 },
        )
        .catch(() => {});
      if (label === "desktop") {
        // A full-page shot: bring lazy images into view first, so they are loaded.
        await target.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 100));
          }
          window.scrollTo(0, 0);
        });
      }
      await target.waitForTimeout(700);
      const file = path.join(out, `${shot.name}-${label}.png`);
      await target.screenshot({ path: file, fullPage: label === "desktop" });
      console.log(file);
      await page.close();
    }
    await context.close();
  }
  await browser.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
