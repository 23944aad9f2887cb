// A session opened through an access request, and the requests themselves, as both sides see
// them: the session is offered no control it may not use; a second request while one waits is
// refused with its reason; every time is the venue's, with its zone, on both pages; a revoked
// approval says Revoked.
import { createAccount, expect, signInWithCookie, test } from "./fixtures";
import { DESKTOP, impersonating, shoot } from "./review-support";
import { DEMO_OWNER, providerUrl, tenantUrl } from "./support";

const VENUE_TIME = /\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T/;

test("an impersonated session is offered no control it may not use", async ({
  browser,
  request,
}) => {
  const { context } = await impersonating(browser, request, "Admin");
  const page = await context.newPage();
  await page.goto(tenantUrl("/settings"));
  const nav = page.getByRole("navigation", { name: "Console" });
  await expect(nav.getByRole("link", { name: "Settings" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Hosting Support" })).toHaveCount(0);
  await page.getByRole("tab", { name: "Bookings" }).click();
  await expect(page.getByLabel("Minimum notice (hours)")).toBeDisabled();
  await expect(page.getByLabel("Default hold (days)")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save Settings" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Calendar feeds" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create feed" })).toHaveCount(0);
  await shoot(page, "impersonated-booking-settings", { fullPage: true });
  await context.close();
});

test("requests: one at a time per venue, and every time in the venue's zone", async ({
  browser,
  request,
}) => {
  const provider = await createAccount({ slug: null, name: "Ria Requester" });
  const console = await browser.newContext({ viewport: DESKTOP, timezoneId: "Asia/Tokyo" });
  await signInWithCookie(console, request, provider, null);
  const page = await console.newPage();
  await page.goto(providerUrl("/admin/tenants/access"));
  const ask = async () => {
    await page.getByLabel("Tenant Slug").fill("demo");
    await page.getByLabel("Role").selectOption("Manager");
    await page.getByRole("button", { name: "Send Request" }).click();
  };
  await ask();
  await expect(page.getByText("Impersonation request for demo sent successfully.")).toBeVisible();
  await ask();
  await expect(
    page.getByText(
      "You already asked for Manager access to Demo Banquets. Wait for the venue's answer to that request.",
    ),
  ).toBeVisible();
  const mine = page.getByRole("region", { name: "Your Requests" }).locator("li");
  await expect(mine).toHaveCount(1);
  const id = Number(await mine.getAttribute("data-request"));

  // The venue approves it: both pages show its expiry in the venue's zone, whatever the browser's.
  const venue = await browser.newContext({ viewport: DESKTOP, timezoneId: "Europe/Berlin" });
  await signInWithCookie(venue, request, DEMO_OWNER, "demo");
  const owner = await venue.newPage();
  await owner.goto(tenantUrl("/support/hosting"));
  const card = (section: string) =>
    owner.getByRole("region", { name: section }).locator(`li[data-request="${id}"]`);
  await card("Pending Impersonation Sessions").getByRole("button", { name: "Approve" }).click();
  await expect(card("Approved Impersonation Sessions")).toContainText(VENUE_TIME);
  const expires = (await card("Approved Impersonation Sessions").textContent())!.match(
    VENUE_TIME,
  )![0];
  await owner.reload();
  await shoot(owner, "hosting-support-approved");
  await page.getByRole("button", { name: "Refresh Your Requests" }).click();
  await expect(mine).toContainText(`Expires ${expires}`);
  await shoot(page, "access-page-approved");

  // Revoked: it says so, on both sides.
  await card("Approved Impersonation Sessions").getByRole("button", { name: "Revoke" }).click();
  await owner.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  const ended = card("Expired Impersonation Sessions");
  await expect(ended).toContainText("REVOKED");
  await expect(ended).toContainText(/Revoked \w{3} \d{1,2}, \d{4}, .* E[SD]T/);
  await expect(ended).not.toContainText("Expired ");
  await shoot(owner, "hosting-support-revoked");
  await page.getByRole("button", { name: "Refresh Your Requests" }).click();
  await expect(mine).toContainText("REVOKED");
  await expect(mine).toContainText(/Revoked .* E[SD]T/);
  await Promise.all([console.close(), venue.close()]);
});
