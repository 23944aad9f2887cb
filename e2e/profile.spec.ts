// Profiles and passwords: editing your profile with a picture, the change-password dialog and its
// rules, the forced change after a reset, and the provider console's profile. Every test signs in
// as an account of its own, so no shared account's password or profile changes.
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";

import { createAccount, expect, signInWithCookie, test, withDatabase } from "./fixtures";
import { DEMO_ADMIN, providerUrl, signIn, tenantUrl, watchConsole } from "./support";

const NEW_PASSWORD = "Fresh#Secret42";

const png = () =>
  sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 140, b: 110 } },
  })
    .png()
    .toBuffer();

/** Whether `password` signs `email` in, through POST /api/token/. */
async function signsIn(
  request: APIRequestContext,
  email: string,
  password: string,
  slug: string | null,
) {
  const res = await request.post("/api/token/", {
    headers: slug ? { "X-Tenant": slug } : {},
    data: { email, password },
  });
  return res.status() === 200;
}

/** The profile's notice line (a live region, empty between notices). */
const notice = (page: Page) => page.getByRole("status", { name: "Profile notice" });

test("edit your profile and upload a picture; both are there after a reload", async ({
  page,
  context,
  request,
}) => {
  const errors = watchConsole(page);
  const me = await createAccount({ role: "Staff" });
  await signInWithCookie(context, request, me, "demo");
  await page.goto(tenantUrl("/profile"));
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await expect(page.getByText(me.email)).toHaveCount(2); // the header card and the email field
  await expect(page.getByText("Email cannot be changed.")).toBeVisible();
  // A venue's Staff member is neither provider staff nor a superuser.
  await expect(page.getByRole("heading", { name: "Professional Information" })).toHaveCount(0);

  await page.getByRole("button", { name: "Edit" }).click();
  await page.getByLabel("Full name").fill("Avery Quinn");
  await page.getByLabel("Phone number").fill("+1 212 555 0147");
  await page.getByLabel("Phone at this venue").fill("ext. 12");
  await page.getByLabel("City").fill("Brooklyn");
  await page.getByLabel("Country").fill("USA");
  await page.getByLabel("Profile picture", { exact: true }).setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: await png(),
  });
  await expect(page.getByRole("img", { name: "Profile picture of Robin Tester" })).toBeVisible();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(notice(page)).toHaveText("Profile saved successfully!");
  await expect(page.getByRole("button", { name: "Edit" })).toBeVisible();
  // Profile notices go after 3 s (toasts stay 5 s): still there at 2 s, gone by 4.5 s.
  await page.waitForTimeout(2000);
  await expect(notice(page)).toHaveText("Profile saved successfully!");
  await expect(notice(page)).toBeEmpty({ timeout: 2500 });
  // Without a reload, the top bar shows the photo, not the initials (checked after the notice's
  // timing, so as not to take from it).
  const menu = page.getByRole("button", { name: /User menu/ });
  await expect(menu.locator("img")).toHaveAttribute("src", /^\/api\/files\/users\/avatar\//);
  await expect(menu).not.toContainText("RT");
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 700 });
    await menu.click();
    await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/avatar-menu-${width}.png` });
    await page.keyboard.press("Escape");
  }

  await page.reload();
  const picture = page.getByRole("img", { name: "Profile picture of Avery Quinn" });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute("src", /^\/api\/files\/users\/avatar\/[0-9a-f-]+\.webp$/);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  for (const value of ["+1 212 555 0147", "ext. 12", "Brooklyn", "USA"])
    await expect(page.getByText(value, { exact: true })).toBeVisible();

  // An empty picture removes it: the initials are back.
  await page.getByRole("button", { name: "Edit" }).click();
  await page.getByRole("button", { name: "Remove photo" }).click();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(notice(page)).toHaveText("Profile saved successfully!");
  await page.reload();
  await expect(page.getByRole("img", { name: /initials of Avery Quinn/ })).toHaveText("AQ");
  await expect(menu.locator("img")).toHaveCount(0);
  await expect(menu).toContainText("AQ");
  expect(errors).toEqual([]);
});

test("change your password: the dialog's rules, a wrong old password, then success", async ({
  page,
  context,
  request,
}) => {
  const me = await createAccount();
  await signInWithCookie(context, request, me, "demo");
  await page.goto(tenantUrl("/profile"));
  const opener = page.getByRole("button", { name: "Change Password" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Change Password" });
  const submit = dialog.getByRole("button", { name: "Change Password" });
  const fill = async (old: string, next: string, confirm: string) => {
    await dialog.getByLabel("Current password").fill(old);
    await dialog.getByLabel("New password", { exact: true }).fill(next);
    await dialog.getByLabel("Confirm new password").fill(confirm);
    await submit.click();
  };

  await submit.click();
  await expect(dialog.getByRole("alert")).toHaveText("All password fields are required.");
  await fill(me.password, "Short#1", "Short#1");
  await expect(dialog.getByText("New password must be at least 8 characters long.")).toBeVisible();
  await fill(me.password, NEW_PASSWORD, "Fresh#Secret43");
  await expect(dialog.getByText("New passwords don't match.")).toBeVisible();
  await fill(me.password, me.password, me.password);
  await expect(
    dialog.getByText("New password cannot be the same as the old password."),
  ).toBeVisible();

  // The server's answer: inline with its detail and a toast; the field is marked, not said again.
  await fill("Not#MyPassword", NEW_PASSWORD, NEW_PASSWORD);
  const wrong = "Your old password was entered incorrectly. Please enter it again.";
  await expect(dialog.getByRole("alert")).toHaveText(`Failed to update password: ${wrong}`);
  await expect(dialog.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Failed to change password.")).toBeVisible();
  await expect(page.getByText(wrong)).toHaveCount(1);

  await fill(me.password, NEW_PASSWORD, NEW_PASSWORD);
  // The notice lasts 3 s: read it while it is there, then the focus.
  await expect(notice(page)).toHaveText("Password changed successfully!");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused(); // the dialog hands focus back to what opened it
  expect(await signsIn(request, me.email, NEW_PASSWORD, "demo")).toBe(true);
  expect(await signsIn(request, me.email, me.password, "demo")).toBe(false);
});

test("a reset password sends you to /profile, where the dialog opens by itself", async ({
  page,
}) => {
  const me = await createAccount({ mustResetPassword: true });
  // When the profile arrived and when a dialog first appeared, by the page's own clock.
  await page.addInitScript(() => {
    const w = window as unknown as { dialogAt?: number };
    new MutationObserver(() => {
      if (!w.dialogAt && document.querySelector('[role="dialog"]')) w.dialogAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(tenantUrl("/login"));
  await signIn(page, me);
  await expect(page).toHaveURL(tenantUrl("/profile"));
  const dialog = page.getByRole("dialog", { name: "Choose a New Password" });
  await expect(dialog).toBeVisible();
  const delay = await page.evaluate(() => {
    const loaded = performance
      .getEntriesByType("resource")
      .find((e) => e.name.includes("/api/tenant/user-details/me/")) as PerformanceResourceTiming;
    return (window as unknown as { dialogAt: number }).dialogAt - loaded.responseEnd;
  });
  expect(delay).toBeGreaterThanOrEqual(450);
  expect(delay).toBeLessThan(2500);

  // Until the password is changed, the console's pages lead back here: a page load, and a link.
  await page.keyboard.press("Escape");
  await expect(page.getByText("Your password must be changed before you continue.")).toBeVisible();
  await page.goto(tenantUrl("/calendar"));
  await expect(page).toHaveURL(tenantUrl("/profile"));
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Bookings" })
    .click();
  await expect(page).toHaveURL(tenantUrl("/profile"));

  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Temporary password").fill(me.password);
  await dialog.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await dialog.getByRole("button", { name: "Change Password" }).click();
  await expect(notice(page)).toHaveText("Password changed successfully!");
  await expect(page.getByText("Your password must be changed before you continue.")).toHaveCount(0);
  const flag = await withDatabase(async (db) => {
    const { rows } = await db.query("SELECT must_reset_password FROM users WHERE id = $1", [me.id]);
    return rows[0].must_reset_password;
  });
  expect(flag).toBe(false);
  // Free to go: the link and a page load both stay where they go.
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Bookings" })
    .click();
  await expect(page).toHaveURL(tenantUrl("/bookings"));
  await page.goto(tenantUrl("/calendar"));
  await expect(page).toHaveURL(tenantUrl("/calendar"));
  await page.goto(tenantUrl("/profile"));
  await page.waitForTimeout(1000);
  await expect(dialog).toBeHidden();
});

test("/admin/profile: a provider user's profile, professional fields and password", async ({
  page,
  context,
  request,
}) => {
  // The demo provider admin sees their own profile (nothing of it is changed here).
  await signInWithCookie(context, request, DEMO_ADMIN, null);
  await page.goto(providerUrl("/admin/profile"));
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await expect(page.getByText(DEMO_ADMIN.email).first()).toBeVisible();

  await context.clearCookies();
  const me = await createAccount({ slug: null, name: "Pat Provider" });
  await signInWithCookie(context, request, me, null);
  await page.goto(providerUrl("/admin/profile"));
  await expect(page.getByRole("heading", { name: "Professional Information" })).toBeVisible();
  await expect(page.getByText("Phone at this venue")).toHaveCount(0);
  await page.getByRole("button", { name: "Edit" }).click();
  await page.getByLabel("Job title").fill("Support Lead");
  await page.getByLabel("Internal ID").fill("HB-0042");
  await page.getByLabel("Notes").fill("On call on Fridays.");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(notice(page)).toHaveText("Profile saved successfully!");
  await page.reload();
  for (const value of ["Support Lead", "HB-0042", "On call on Fridays."])
    await expect(page.getByText(value, { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Change Password" }).click();
  const dialog = page.getByRole("dialog", { name: "Change Password" });
  await dialog.getByLabel("Current password").fill(me.password);
  await dialog.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await dialog.getByRole("button", { name: "Change Password" }).click();
  await expect(notice(page)).toHaveText("Password changed successfully!");
  expect(await signsIn(request, me.email, NEW_PASSWORD, null)).toBe(true);
});
