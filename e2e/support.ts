import fs from "node:fs";
import path from "node:path";

import { expect, type Page } from "@playwright/test";

import { PORT, raw, type Raw } from "./raw-http";

export { PORT };

/** A page on a tenant's own host: Chromium resolves *.localhost to 127.0.0.1. */
export const tenantUrl = (path: string, slug = "demo") => `http://${slug}.localhost:${PORT}${path}`;
export const providerUrl = (path: string) => `http://localhost:${PORT}${path}`;

export const DEMO_OWNER = { email: "owner@demo.example.com", password: "Owner#12345" };
export const DEMO_ADMIN = { email: "admin@example.com", password: "Admin#12345" };

export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in as the demo owner on demo.localhost and waits for the dashboard. */
export async function signInAsOwner(page: Page) {
  await page.goto(tenantUrl("/login"));
  await signIn(page, DEMO_OWNER);
  await expect(page).toHaveURL(tenantUrl("/dashboard"));
}

declare global {
  interface Window {
    violations?: string[];
  }
}

/**
 * Records what the page's Content-Security-Policy refuses, on every page it opens from now on;
 * the function returned reads the open page's list ("directive blocked-URI" each).
 */
export async function watchPolicy(page: Page): Promise<() => Promise<string[] | undefined>> {
  await page.addInitScript(() => {
    window.violations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      window.violations!.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () => page.evaluate(() => window.violations);
}

/** Fails the test on any console error or uncaught exception in the page. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/**
 * A plain HTTP request, as a crawler or a link preview makes it: no JavaScript, any Host header
 * (Node does not resolve *.localhost, so the connection goes to 127.0.0.1 with the host given).
 */
export function plainRequest(host: string, path: string, method = "GET"): Promise<Raw> {
  return raw(`${host}:${PORT}`, path, { method });
}

/**
 * The newest mail the server wrote to its outbox for `to` (the test server has no SMTP server),
 * its quoted-printable lines joined; waits for it a little, since the mail is written after the
 * answer.
 */
export async function mailTo(to: string, timeoutMs = 5000): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  const until = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(dir, file), "utf8");
      if (text.includes(`To: ${to}`)) return text.replace(/=\r?\n/g, "");
    }
    if (Date.now() > until) throw new Error(`No mail to ${to} in ${dir}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
