// Settings as a first-time owner meets them: the team screen offers only what can succeed on your
// own row, says the server's reason for a refusal (once), shows that an invitation is pending and
// what the Edit dialog's email is; an image over every limit is refused in the image's words; the
// booking settings' range errors say their unit; and declining an invitation is asked first.
import { CONTACT_EMAIL_LABEL, INVITED_ADDRESS_HINT } from "@/lib/users/team-schemas";

import { createAccount, expect, test } from "./fixtures";
import { demoTeam, shoot } from "./review-support";
import { DEMO_OWNER, tenantUrl } from "./support";

const usersTab = async (page: import("@playwright/test").Page) => {
  await page.goto(tenantUrl("/settings"));
  await page.getByRole("tab", { name: "Users" }).click();
};

test("your own row offers only what can succeed", async ({ page, venue }) => {
  expect(venue.slug).toBe("demo"); // signed in as its owner
  await usersTab(page);
  const mine = page.getByRole("row").filter({ hasText: DEMO_OWNER.email });
  await expect(mine).toContainText("(you)");
  await expect(mine.getByRole("button", { name: /Deactivate|Activate/ })).toHaveCount(0);
  await expect(mine.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await mine.getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit User" });
  await expect(dialog.getByLabel("Role")).toBeDisabled();
  await expect(dialog.getByLabel("Status")).toBeDisabled();
  await expect(dialog).toContainText("You cannot change your own role or status.");
  // The email there is the venue's way to reach the person, not their sign-in.
  await expect(dialog.getByLabel("Contact email at this venue")).toBeVisible();
  await expect(dialog).toContainText(`They sign in with ${DEMO_OWNER.email}`);
  await shoot(page, "team-edit-own");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("User updated successfully!")).toBeVisible();
});

test("a refused change says the server's reason, once", async ({ page, request, venue }) => {
  expect(venue.slug).toBe("demo");
  await usersTab(page);
  // Someone already on the team, invited again: the server says who and what.
  await page.getByRole("button", { name: "Add New User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New User" });
  await dialog.getByLabel("Email").fill(DEMO_OWNER.email);
  await dialog.getByRole("button", { name: "Add User" }).click();
  const said = page.getByText(/^Failed to add user\. .*already a member/);
  await expect(said).toHaveCount(1);
  await expect(dialog.getByRole("alert")).toContainText("already a member");
  await expect(page.getByText("It might already exist or be invalid.")).toHaveCount(0);
  await shoot(page, "team-invite-duplicate");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // A member removed behind the screen's back: deactivating them says why it failed.
  const gone = await createAccount({ role: "Staff", name: "Gus Gone" });
  await page.reload();
  await page.getByRole("tab", { name: "Users" }).click();
  const row = page.getByRole("row").filter({ hasText: gone.email });
  await expect(row).toContainText("Gus Gone");
  await row.getByRole("button", { name: "Deactivate" }).click();
  const team = await demoTeam(request);
  expect((await team.remove(await team.idOf(gone.email))).status()).toBe(204);
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Failed to change user status. Not found.")).toBeVisible();
});

test("a pending invitation says so where the name will be", async ({ page, venue }) => {
  const email = `pending-${Date.now()}@example.com`;
  await venue.addMember({ tenant_specific_email: email, role: "Staff" });
  await usersTab(page);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Invitation sent");
  await expect(row).not.toContainText("—");
  await shoot(page, "team-pending");
  // The address it went to is not the venue's to change: a typo is withdrawn and invited anew.
  await row.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog");
  const address = dialog.getByLabel(CONTACT_EMAIL_LABEL);
  await expect(address).toHaveValue(email);
  await expect(address).toHaveAttribute("readonly", "");
  await expect(dialog.getByText(INVITED_ADDRESS_HINT)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("an image over every upload limit is refused in the image's own words", async ({
  page,
  venue,
}) => {
  expect(venue.slug).toBe("demo");
  await page.goto(tenantUrl("/settings"));
  await page.getByLabel("Logo file").setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(12 * 1024 * 1024, 1),
  });
  await page.getByRole("button", { name: "Upload logo" }).click();
  await expect(page.getByRole("alert").getByText("The image is larger than 5 MB.")).toBeVisible();
  // The toast says the spec's sentence, then the server's reason (decision 080).
  await expect(
    page.getByText("Failed to upload logo. The image is larger than 5 MB."),
  ).toBeVisible();
  await expect(page.getByText(/larger than 10 MB/)).toHaveCount(0);
  await shoot(page, "upload-too-large");
});

test("the booking settings' range errors say their unit", async ({ page, venue }) => {
  expect(venue.slug).toBe("demo");
  await page.goto(tenantUrl("/settings"));
  await page.getByRole("tab", { name: "Bookings" }).click();
  await page.getByLabel("Minimum notice (hours)").fill("5000");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(
    page.getByText("Ensure this value is less than or equal to 2160 hours."),
  ).toBeVisible();
  await shoot(page, "booking-settings-unit");
});

test("declining an invitation is asked first, and can be taken back with the keyboard", async ({
  browser,
  venue,
  request,
}) => {
  const account = await createAccount({ slug: null, name: "Dee Decliner" });
  await venue.addMember({ tenant_specific_email: account.email, role: "Staff" });
  const page = await browser.newPage();
  await page.goto(tenantUrl("/invitation"));
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Decline" }).click();
  const ask = page.getByRole("alertdialog", { name: "Decline this invitation?" });
  await expect(ask).toContainText("This cannot be undone");
  await expect(ask.getByRole("button", { name: "Cancel" })).toBeFocused();
  await shoot(page, "invitation-decline-confirm");
  await page.keyboard.press("Escape");
  await expect(ask).toBeHidden();
  // Still invited: nothing was sent.
  const team = await (await demoTeam(request)).list();
  expect(team.find((m) => m.email === account.email)?.status).toBe("pending");

  await page.getByRole("button", { name: "Decline" }).click();
  await ask.getByRole("button", { name: "Decline" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main").getByText("You declined the invitation")).toBeVisible();
  await page.close();
});
