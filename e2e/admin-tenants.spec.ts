// The provider's tenants and feature flags: a system admin provisions a venue through the form,
// its admin signs in on its subdomain, disabling takes its site down (the not-found screen) and
// enabling brings it back; a flag's Enabled toggle saves at once. Each test makes its own data.
import { randomUUID } from "node:crypto";

import { PROVISIONED, SLUG_TAKEN, toggleTenantConfirm } from "@/lib/tenants/messages";

import { expect, signInWithCookie, test } from "./fixtures";
import { DEMO_ADMIN, providerUrl, signIn, tenantUrl } from "./support";

test("provision a tenant, sign in on its site, disable it and enable it again", async ({
  page,
  context,
  request,
}) => {
  const slug = `e2e-${randomUUID().slice(0, 8)}`;
  const name = `Venue ${slug}`;
  const admin = { email: `${slug}@venue.example.com`, password: "Venue#12345" };
  await signInWithCookie(context, request, DEMO_ADMIN, null);
  await page.goto(providerUrl("/admin/tenants"));
  await page.getByRole("button", { name: "Provision Tenant" }).click();
  const form = page.getByRole("dialog", { name: "Provision Tenant" });
  // A reserved slug is refused next to its field.
  await form.getByLabel("Admin email").fill(admin.email);
  await form.getByLabel("Admin password").fill(admin.password);
  await form.getByLabel("Tenant name").fill(name);
  await form.getByLabel("Tenant slug").fill("admin");
  await form.getByRole("button", { name: "Provision" }).click();
  await expect(form.getByText("This name is reserved. Please choose another slug.")).toBeVisible();
  await form.getByLabel("Tenant slug").fill(slug);
  await form.getByRole("button", { name: "Provision" }).click();
  await expect(page.getByText(PROVISIONED)).toBeVisible();
  await expect(form).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("link", { name: slug })).toHaveAttribute(
    "href",
    tenantUrl("/home", slug),
  );
  await expect(row.getByText("Active", { exact: true })).toBeVisible();

  // The new admin signs in on the venue's host and must choose their own password first.
  const venue = await context.browser()!.newContext();
  const venuePage = await venue.newPage();
  await venuePage.goto(tenantUrl("/login", slug));
  await signIn(venuePage, admin);
  await expect(venuePage).toHaveURL(tenantUrl("/profile", slug));
  const forced = venuePage.getByRole("dialog", { name: "Choose a New Password" });
  await expect(forced).toBeVisible();
  // The provider gave this password: it was never theirs, so nothing was "reset".
  await expect(forced).toContainText("Choose your own password to continue working.");

  // Disabled: the site answers 404 with the not-found screen.
  await row.getByRole("button", { name: `Disable ${name}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(toggleTenantConfirm("disable", name));
  await confirm.getByRole("button", { name: "Disable" }).click();
  await expect(row.getByText("Inactive", { exact: true })).toBeVisible();
  const gone = await venuePage.goto(tenantUrl("/home", slug));
  expect(gone?.status()).toBe(404);
  await expect(venuePage.getByRole("heading", { name: "Tenant Not Found" })).toBeVisible();

  // Enabled again: the site is back.
  await row.getByRole("button", { name: `Enable ${name}` }).click();
  await expect(confirm).toContainText(toggleTenantConfirm("enable", name));
  await confirm.getByRole("button", { name: "Enable" }).click();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  const back = await venuePage.goto(tenantUrl("/home", slug));
  expect(back?.status()).toBe(200);
  await expect(venuePage.getByRole("heading", { name: "Tenant Not Found" })).toHaveCount(0);
  await venue.close();
});

test("the provisioning form keeps its details open while they hold something, and its banner says the latest", async ({
  page,
  context,
  request,
}) => {
  await signInWithCookie(context, request, DEMO_ADMIN, null);
  await page.goto(providerUrl("/admin/tenants"));
  await page.getByRole("button", { name: "Provision Tenant" }).click();
  const form = page.getByRole("dialog", { name: "Provision Tenant" });
  const provision = form.getByRole("button", { name: "Provision" });
  const details = form.locator("details");
  await expect(details).not.toHaveAttribute("open");
  await form.getByLabel("Admin email").fill(`e2e-${randomUUID().slice(0, 8)}@venue.example.com`);
  await form.getByLabel("Admin password").fill("Venue#12345");
  await form.getByLabel("Tenant name").fill("Details Venue");
  await form.getByLabel("Tenant slug").fill("demo");
  await provision.click();
  // The server's refusal is in the banner; a change of the fields takes it away.
  const banner = form.getByRole("alert");
  await expect(banner).toContainText(SLUG_TAKEN);
  await form.getByLabel("Tenant slug").fill(`e2e-${randomUUID().slice(0, 8)}`);
  await expect(banner).toHaveCount(0);

  // A detail's error opens the details; fixed, they stay open with what was entered.
  await form.getByText("More details (optional)").click();
  const email = form.getByLabel("Email", { exact: true });
  await email.fill("not-an-email");
  await form.getByText("More details (optional)").click();
  await expect(details).not.toHaveAttribute("open");
  await provision.click();
  await expect(details).toHaveAttribute("open");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await email.fill("office@venue.example.com");
  await expect(email).not.toHaveAttribute("aria-invalid");
  await expect(details).toHaveAttribute("open");
  await expect(email).toBeVisible();
});

test("a flag's Enabled toggle saves at once and stays after a reload", async ({
  page,
  context,
  request,
}) => {
  const name = `e2e_${randomUUID().slice(0, 8)}`;
  await signInWithCookie(context, request, DEMO_ADMIN, null);
  await page.goto(providerUrl("/admin/settings/ffsettings"));
  await page.getByRole("button", { name: "Add New Flag" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Feature Flag" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Description").fill("A flag of the browser tests");
  await dialog.getByRole("button", { name: "Save Flag" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByText("Global")).toBeVisible();
  const toggle = row.getByRole("switch", { name: `Enabled: ${name}` });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await toggle.click();
  await expect(page.getByText(`Feature flag ${name} enabled.`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: name }).getByRole("switch")).toHaveAttribute(
    "aria-checked",
    "true",
  );

  // Editing keeps the name locked; deleting asks first.
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Feature Flag" });
  await expect(edit.getByLabel("Name")).toHaveAttribute("readonly", "");
  await edit.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(page.getByRole("alertdialog")).toContainText(
    "Are you sure you want to delete this feature flag?",
  );
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});
