// A venue's settings in Chromium: its public look, its team and its branches; and who may see
// them. Every test makes its own data, and puts the demo venue's look back as it found it.
import sharp from "sharp";

import { createAccount, expect, signInWithCookie, test, VenueApi } from "./fixtures";
import { mailTo, tenantUrl } from "./support";

async function pngFile(name: string) {
  const buffer = await sharp({
    create: {
      width: 120,
      height: 120,
      channels: 4,
      background: { r: 15, g: 118, b: 110, alpha: 1 },
    },
  })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

test("the public look: name, colour and logo show on the venue's home page", async ({
  page,
  venue,
}) => {
  const name = VenueApi.unique("Riverside Events");
  const before = await venue.customization();
  try {
    await page.goto(tenantUrl("/settings"));
    await expect(page.getByRole("heading", { name: "Public Site Customization" })).toBeVisible();
    await page.getByLabel("Site name").fill(name);
    await page.getByLabel("Primary colour").fill("#0f766e");
    await page.getByRole("button", { name: "Save Customization" }).click();
    await expect(page.getByText("Customization saved!")).toBeVisible();

    // No file: the spec's message, and nothing sent.
    await page.getByRole("button", { name: "Upload logo" }).click();
    await expect(page.getByText("No file selected for logo.")).toBeVisible();
    await page.getByLabel("Logo file").setInputFiles(await pngFile("logo.png"));
    await page.getByRole("button", { name: "Upload logo" }).click();
    await expect(page.getByText("logo uploaded successfully!")).toBeVisible();
    await expect(page.getByRole("img", { name: "Current logo" })).toHaveAttribute(
      "src",
      /^\/api\/files\/t\d+\/logo\/.+\.webp$/,
    );
    // A script named .png is refused by its bytes.
    await page.getByLabel("Banner file").setInputFiles({
      name: "banner.png",
      mimeType: "image/png",
      buffer: Buffer.from("<script>alert(1)</script>"),
    });
    await page.getByRole("button", { name: "Upload banner" }).click();
    await expect(page.getByText("Upload a PNG, JPEG, WebP or GIF image.")).toBeVisible();
    await expect(page.getByText("Failed to upload banner.")).toBeVisible();

    const saved = await venue.customization();
    expect(saved).toMatchObject({ site_name: name, primary_color: "#0f766e" });
    await page.goto(tenantUrl("/"));
    const header = page.getByRole("banner");
    await expect(header).toContainText(name);
    // next/image serves it through the optimizer: the upload's address is in the src.
    const logo = encodeURIComponent(saved.logo_url ?? "");
    await expect(header.locator(`img[src*="${logo}"]`)).toBeVisible();
    // The picked colour is the site's: its call to action wears it.
    await expect(page.getByRole("link", { name: /Explore Halls|Explore/ }).first()).toHaveCSS(
      "background-color",
      "rgb(15, 118, 110)",
    );
  } finally {
    await venue.putCustomization({
      site_name: before.site_name,
      primary_color: before.primary_color,
      logo_url: before.logo_url,
    });
  }
});

test("the team: invite a person, who accepts with the mailed password and must change it", async ({
  page,
  venue,
  browser,
}) => {
  void venue;
  const email = `${VenueApi.unique("nora").replace(" ", "-")}@example.com`;
  await page.goto(tenantUrl("/settings"));
  await page.getByRole("tab", { name: "Users" }).click();
  await page.getByRole("button", { name: "Add New User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New User" });
  await dialog.getByRole("button", { name: "Add User" }).click();
  await expect(dialog.getByText("Please enter an email address for the new user.")).toBeVisible();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Name").fill("Nora New");
  await dialog.getByLabel("Role").selectOption("Manager");
  await dialog.getByLabel("Job title").selectOption("Event Coordinator");
  await dialog.getByLabel("Downtown").check();
  await dialog.getByRole("button", { name: "Add User" }).click();
  await expect(page.getByText("User added successfully!")).toBeVisible();
  // Until they accept, the venue sees the email it typed and the status pending, nothing more.
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("pending");
  await expect(row).not.toContainText("Nora New");
  await expect(row).toContainText("Manager");
  await expect(row).toContainText("Event Coordinator");
  await expect(row).toContainText("Downtown");
  await expect(row).toContainText("Invited");
  await expect(row.getByRole("button", { name: "Activate" })).toHaveCount(0);

  const mail = await mailTo(email);
  expect(mail).toContain(tenantUrl("/invitation"));
  const password = /temporary password: (\S+)/.exec(mail)?.[1] ?? "";
  expect(password).toHaveLength(14);
  // They answer the invitation, in a browser of their own, with the mailed password.
  const theirs = await browser.newPage();
  await theirs.goto(tenantUrl("/invitation"));
  // Whoever has no password at hand is offered the way to choose one.
  const forgot = theirs.getByRole("link", { name: "Forgot password?" });
  await expect(forgot).toHaveAttribute("href", "/forgot-password");
  await theirs.getByLabel("Email").fill(email);
  await theirs.getByLabel("Password").fill(password);
  await theirs.getByRole("button", { name: "Accept" }).click();
  // Signed in, a temporary password must be changed before anything else.
  await expect(theirs).toHaveURL(tenantUrl("/profile"));
  const forced = theirs.getByRole("dialog", { name: "Choose a New Password" });
  await expect(forced).toContainText("Choose your own password to continue working.");
  await forced.getByLabel("Temporary password").fill(password);
  await forced.getByLabel("New password", { exact: true }).fill("Nora#New-Password1");
  await forced.getByLabel("Confirm new password").fill("Nora#New-Password1");
  await forced.getByRole("button", { name: "Change Password" }).click();
  await expect(theirs.getByText("Password changed successfully!")).toBeVisible();
  await theirs.goto(tenantUrl("/calendar"));
  await expect(theirs).toHaveURL(tenantUrl("/calendar"));
  await theirs.close();

  // Accepted: the venue now sees their name, and runs their membership.
  await page.reload();
  await page.getByRole("tab", { name: "Users" }).click();
  await expect(row).toContainText("Nora New");
  await expect(row).toContainText("active");
  await row.getByRole("button", { name: "Edit Nora New" }).click();
  const edit = page.getByRole("dialog", { name: "Edit User" });
  await expect(edit.getByLabel("Name")).toHaveCount(0); // the account's name is theirs
  await edit.getByRole("button", { name: "Cancel" }).click();
  // Deactivate, with the spec's question and answer.
  await row.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(
    `Are you sure you want to change Nora New's status to "inactive"?`,
  );
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText('User status changed to "inactive" successfully!')).toBeVisible();
  await expect(row).toContainText("inactive");
  await row.getByRole("button", { name: "Delete Nora New" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("User deleted successfully!")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("the team: someone with an account elsewhere is invited, declines, then accepts", async ({
  page,
  venue,
  browser,
}) => {
  // An account made elsewhere: the venue learns nothing of it, and it keeps its name. (A provider
  // user's invitation cannot be accepted: tests/integration/invitation-provider-users.test.ts.)
  const account = await createAccount({ venueless: true, name: "Pat Elsewhere" });
  const invited = await venue.addMember({ tenant_specific_email: account.email, role: "Staff" });
  expect(invited).toMatchObject({ name: "", uuid: null, status: "pending" });
  await page.goto(tenantUrl("/settings"));
  await page.getByRole("tab", { name: "Users" }).click();
  const row = page.getByRole("row").filter({ hasText: account.email });
  await expect(row).toContainText("pending");
  await expect(row).not.toContainText("Pat Elsewhere");

  const theirs = await browser.newPage();
  await theirs.goto(tenantUrl("/invitation"));
  await theirs.getByLabel("Email").fill(account.email);
  await theirs.getByLabel("Password").fill(account.password);
  await theirs.getByRole("button", { name: "Decline" }).click();
  await theirs.getByRole("alertdialog").getByRole("button", { name: "Decline" }).click();
  await expect(theirs.getByRole("main").getByText("You declined the invitation")).toBeVisible();
  await page.reload();
  await page.getByRole("tab", { name: "Users" }).click();
  await expect(row).toHaveCount(0);

  await venue.addMember({ tenant_specific_email: account.email, role: "Staff" });
  await theirs.goto(tenantUrl("/invitation"));
  await theirs.getByLabel("Email").fill(account.email);
  await theirs.getByLabel("Password").fill(account.password);
  await theirs.getByRole("button", { name: "Accept" }).click();
  await expect(theirs).toHaveURL(tenantUrl("/dashboard"));
  await theirs.close();
  await page.reload();
  await page.getByRole("tab", { name: "Users" }).click();
  await expect(row).toContainText("Pat Elsewhere");
  await expect(row).toContainText("active");
  await row.getByRole("button", { name: "Delete Pat Elsewhere" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);
});

test("branches: add one; one with halls cannot be deleted", async ({ page, venue }) => {
  const name = VenueApi.unique("Harbour");
  await page.goto(tenantUrl("/settings"));
  await page.getByRole("tab", { name: "Branches" }).click();
  await page.getByRole("button", { name: "Add Branch" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Branch" });
  await dialog.getByRole("button", { name: "Add Branch" }).click();
  await expect(dialog.getByText("This field is required.")).toBeVisible();
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("City").fill("Hoboken");
  await dialog.getByRole("button", { name: "Add Branch" }).click();
  await expect(page.getByText("Branch added successfully!")).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText("Hoboken");
  const branch = (await venue.branches()).find((b) => b.name === name);
  await venue.hall({ branch: branch?.id });
  await item.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(
    page.getByText(/^Failed to delete branch: This branch still has 1 hall\./),
  ).toBeVisible();
  await expect(item).toBeVisible();
});

test("a Staff member sees no Settings, and the page and the API refuse them", async ({
  page,
  context,
  request,
}) => {
  const staff = await createAccount({ role: "Staff" });
  await context.clearCookies();
  await signInWithCookie(context, request, staff);
  await page.goto(tenantUrl("/dashboard"));
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Settings" })).toHaveCount(0);
  await page.goto(tenantUrl("/settings"));
  await expect(page.getByText("You don't have permission to view this page.")).toBeVisible();
  const res = await page.evaluate(
    async () =>
      (
        await fetch("/api/tenant/customization/", {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ site_name: "Mine" }),
        })
      ).status,
  );
  expect(res).toBe(403);
});
