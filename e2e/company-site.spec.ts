// The provider's public site: its pages, the header for visitors and for signed-in staff, unknown
// paths, the tenant console dialog, the logo strip, and the contact and security report forms
// (with and without JavaScript) whose notices land in the server's outbox. Every test is a
// visitor of its own (a client address of its own: public messages are limited per address).
import { randomInt, randomUUID } from "node:crypto";

import { expect, test, type Page } from "@playwright/test";

import { CONTACT_SENT } from "@/lib/contact/form";
import { COMPANY } from "@/lib/core/company";
import {
  TENANT_NOT_FOUND,
  TENANT_NOT_FOUND_TITLE,
  TENANT_SLUG_REQUIRED,
  TENANT_VERIFY_FAILED,
} from "@/lib/site/messages";
import { REPORT_NETWORK_FAILED, REPORT_RECEIVED } from "@/lib/support/messages";

import { signInWithCookie } from "./fixtures";
import { DEMO_ADMIN, mailTo, providerUrl, tenantUrl, watchConsole } from "./support";

const REQUIRED = "This field is required.";

test.beforeEach(async ({ context }) => {
  const ip = `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;
  await context.setExtraHTTPHeaders({ "x-forwarded-for": ip });
});

const openConsoleDialog = async (page: Page) => {
  await page.getByRole("button", { name: "Go to Your Tenant Console" }).click();
  return page.getByRole("dialog", { name: "Go to Your Tenant Console" });
};

test.describe("pages", () => {
  test("the header's pages render with their titles; Learn More is a button that stays put", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(providerUrl("/about"));
    await expect(page).toHaveTitle("About · HallBook");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "We build the software event venues run on.",
    );
    await expect(page.getByRole("heading", { name: "What we believe" })).toBeVisible();

    await nav.getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveTitle("Products · HallBook");
    for (const name of ["Hall Booking System", "Tenant Management Portal", "Analytics & Reporting"])
      await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    const learnMore = page.getByRole("button", { name: "Learn More" });
    await expect(learnMore).toHaveCount(3);
    // reachable by keyboard, announced as unavailable, and doing nothing when pressed
    await learnMore.first().focus();
    await expect(learnMore.first()).toBeFocused();
    await expect(learnMore.first()).toHaveAttribute("aria-disabled", "true");
    await expect(learnMore.first()).toHaveAccessibleDescription("Product pages are coming soon.");
    await page.keyboard.press("Enter");
    await learnMore.nth(2).focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(providerUrl("/products"));

    await nav.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveTitle("Contact · HallBook");
    await page.getByRole("link", { name: "report it privately" }).click();
    await expect(page).toHaveTitle("Report a Security Vulnerability · HallBook");
    expect(errors).toEqual([]);
  });

  test("unknown paths land on the home page; unknown API paths answer 404 JSON", async ({
    page,
    request,
  }) => {
    // a venue's pages are not reachable through the provider's host either
    for (const path of [
      "/no-such-page",
      "/some/deeper/path?x=1",
      "/products/extra",
      "/demo/dashboard",
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(providerUrl("/"));
    }
    await expect(page.getByRole("button", { name: "Go to Your Tenant Console" })).toBeVisible();
    const api = await request.get("/api/no-such-endpoint/");
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ detail: "Not found." });
  });

  test("signed in, the header shows Admin instead of Contact, and Logout", async ({
    page,
    context,
    request,
  }) => {
    await signInWithCookie(context, request, DEMO_ADMIN, null);
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveCount(0);
    await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Login" })).toHaveCount(0);
  });

  test("the logo strip: 8 logos, 30 s a loop, still for visitors who prefer reduced motion", async ({
    page,
  }) => {
    await page.goto("/");
    const strip = page.getByRole("region", { name: "Venues using HallBook" });
    const track = strip.locator("> div");
    await expect(track.locator("> div:not([aria-hidden=true])")).toHaveCount(8);
    await expect(track).toHaveCSS("animation-duration", "30s");
    await expect(track).toHaveCSS("animation-iteration-count", "infinite");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(track).toHaveCSS("animation-name", "none");
  });
});

test.describe("tenant console dialog", () => {
  test("an empty slug is refused; an unknown one says so, with its links; 'demo' opens its site", async ({
    page,
    context,
  }) => {
    const errors = watchConsole(page);
    await page.goto("/");
    const dialog = await openConsoleDialog(page);
    await dialog.getByRole("button", { name: "Open Console" }).click();
    await expect(dialog.getByText(TENANT_SLUG_REQUIRED)).toBeVisible();
    await dialog.getByLabel("Tenant slug").fill("   ");
    await dialog.getByRole("button", { name: "Open Console" }).click();
    await expect(dialog.getByText(TENANT_SLUG_REQUIRED)).toBeVisible();

    await dialog.getByLabel("Tenant slug").fill("no-such-venue");
    await dialog.getByRole("button", { name: "Open Console" }).click();
    await expect(dialog.getByText(TENANT_NOT_FOUND_TITLE)).toBeVisible();
    await expect(dialog.getByText(TENANT_NOT_FOUND)).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Contact the administrator" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(context.pages()).toHaveLength(1); // the tab opened for the lookup was closed

    // lower-cased and trimmed; the venue's site opens in a new tab at {slug}.localhost:PORT/home
    await dialog.getByLabel("Tenant slug").fill("  DEMO ");
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      dialog.getByRole("button", { name: "Open Console" }).click(),
    ]);
    await tab.waitForURL(tenantUrl("/home"));
    await expect(tab.getByRole("heading", { name: "Our Branches" })).toBeVisible();
    await expect(tab).toHaveTitle(/Demo Banquets/);
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("'Request a demo' leads to the contact form with its subject filled in", async ({
    page,
  }) => {
    await page.goto("/");
    const dialog = await openConsoleDialog(page);
    await dialog.getByLabel("Tenant slug").fill("nobody-here");
    await dialog.getByRole("button", { name: "Open Console" }).click();
    await dialog.getByRole("link", { name: "Request a demo" }).click();
    await expect(page).toHaveURL(providerUrl("/contact?subject=Demo%20request"));
    await expect(page.getByLabel("Subject (optional)")).toHaveValue("Demo request");
  });

  test("a failed lookup says so; Cancel clears the slug and Escape closes", async ({ page }) => {
    await page.route("**/api/public/clients/**", (route) => route.abort());
    await page.goto("/");
    let dialog = await openConsoleDialog(page);
    await dialog.getByLabel("Tenant slug").fill("demo");
    await dialog.getByRole("button", { name: "Open Console" }).click();
    await expect(dialog.getByText(TENANT_VERIFY_FAILED)).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    dialog = await openConsoleDialog(page);
    await expect(dialog.getByLabel("Tenant slug")).toHaveValue("");
    await expect(dialog.getByText(TENANT_VERIFY_FAILED)).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("contact form", () => {
  test("shows field errors, then sends, says so, clears itself and mails the provider", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const name = `Visitor ${randomUUID().slice(0, 6)}`;
    await page.goto("/contact");
    const form = page.locator("#contact-form");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText(REQUIRED)).toHaveCount(3); // name, email, message
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Message").fill("Do you support venues with 12 halls?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Enter a valid email address.")).toBeVisible();
    await expect(form.getByText(REQUIRED)).toHaveCount(0);

    await form.getByLabel("Email").fill("visitor@example.com");
    await form.getByLabel("Subject (optional)").fill("Twelve halls");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText(CONTACT_SENT);
    for (const label of ["Name", "Email", "Subject (optional)", "Message"])
      await expect(form.getByLabel(label)).toHaveValue("");

    const mail = await mailTo(COMPANY.email);
    expect(mail).toContain("Subject: Contact message: Twelve halls");
    expect(mail).toContain("Reply-To: visitor@example.com");
    expect(mail).toContain(name);
    expect(errors).toEqual([]);
  });

  test("a refusal in the server's words: the rate limit's wait", async ({ page }) => {
    const detail = "Too many messages from your network. Please try again in 7 minutes.";
    await page.route("**/api/support/contact-form/", (route) =>
      route.fulfill({ status: 429, json: { detail } }),
    );
    await page.goto("/contact");
    const form = page.locator("#contact-form");
    await form.getByLabel("Name").fill("Busy Visitor");
    await form.getByLabel("Email").fill("busy@example.com");
    await form.getByLabel("Message").fill("Hello again");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText(detail);
    await expect(form.getByLabel("Message")).toHaveValue("Hello again");
  });
});

test.describe("security report", () => {
  test("needs every field, then thanks the reporter and mails the provider", async ({ page }) => {
    const errors = watchConsole(page);
    const name = `Reporter ${randomUUID().slice(0, 6)}`;
    await page.goto("/security-vulnerability-report");
    const form = page.locator("#security-report-form");
    await form.getByRole("button", { name: "Submit Report" }).click();
    await expect(form.getByText(REQUIRED)).toHaveCount(3);
    await form.getByLabel("Your Name").fill(name);
    await form.getByLabel("Your Email").fill("reporter@example.com");
    await form.getByLabel("Vulnerability Details").fill("Stored XSS in a hall's description.");
    await form.getByRole("button", { name: "Submit Report" }).click();
    await expect(form.getByRole("status")).toHaveText(REPORT_RECEIVED);
    await expect(form.getByLabel("Your Name")).toHaveValue("");

    const mail = await mailTo(COMPANY.email);
    expect(mail).toContain(`Subject: Security Vulnerability Report from ${name}`);
    expect(mail).toContain("Reply-To: reporter@example.com");
    expect(errors).toEqual([]);
  });

  test("a server error and a network error each have their text", async ({ page }) => {
    let answer: "error" | "offline" = "error";
    await page.route("**/api/support/security-report/", (route) =>
      answer === "error"
        ? route.fulfill({ status: 500, json: { detail: "Internal server error." } })
        : route.abort("internetdisconnected"),
    );
    await page.goto("/security-vulnerability-report");
    const form = page.locator("#security-report-form");
    await form.getByLabel("Your Name").fill("Rita");
    await form.getByLabel("Your Email").fill("rita@example.com");
    await form.getByLabel("Vulnerability Details").fill("Details");
    await form.getByRole("button", { name: "Submit Report" }).click();
    await expect(form.getByRole("alert")).toHaveText("Submission failed: Internal server error.");
    answer = "offline";
    await form.getByRole("button", { name: "Submit Report" }).click();
    await expect(form.getByRole("alert")).toHaveText(REPORT_NETWORK_FAILED);
    await expect(form.getByLabel("Vulnerability Details")).toHaveValue("Details");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts, gives field errors, then sends and clears itself", async ({
    page,
  }) => {
    const name = `No-script ${randomUUID().slice(0, 6)}`;
    await page.goto("/contact");
    const form = page.locator("#contact-form");
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill("nope");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Enter a valid email address.")).toBeVisible();
    await expect(form.getByText(REQUIRED)).toBeVisible(); // the message
    await expect(form.getByLabel("Name")).toHaveValue(name);

    await form.getByLabel("Email").fill("noscript@example.com");
    await form.getByLabel("Message").fill("Sent without JavaScript.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(CONTACT_SENT)).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("");
    expect(await mailTo(COMPANY.email)).toContain(name);
  });

  test("the security report posts too", async ({ page }) => {
    await page.goto("/security-vulnerability-report");
    const form = page.locator("#security-report-form");
    await form.getByLabel("Your Name").fill("No-script Reporter");
    await form.getByLabel("Your Email").fill("ns@example.com");
    await form.getByLabel("Vulnerability Details").fill("Found without JavaScript.");
    await form.getByRole("button", { name: "Submit Report" }).click();
    await expect(page.getByText(REPORT_RECEIVED)).toBeVisible();
  });
});
