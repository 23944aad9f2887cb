// Impersonation end to end: a provider user asks for access to the demo venue on
// /admin/tenants/access, the demo owner approves it on /support/hosting, and the provider user then
// signs in to the venue through its login form (the console links there); the request shows
// APPROVED in 'Your Requests'. During the session a banner says who, with which role and until
// when, with a way out; the owner revokes the access and the session stops at once.
import {
  requestApproved,
  requestRevoked,
  requestSent,
  signInTo,
  YOUR_REQUESTS,
} from "@/lib/impersonation/messages";

import { createAccount, expect, signInWithCookie, test } from "./fixtures";
import { DEMO_OWNER, providerUrl, signIn, tenantUrl, watchConsole } from "./support";

test("a provider user asks, the venue's owner approves, the provider user signs in", async ({
  browser,
  request,
}) => {
  const provider = await createAccount({ slug: null, name: "Sam Support" });

  const consoleContext = await browser.newContext();
  await signInWithCookie(consoleContext, request, provider, null);
  const page = await consoleContext.newPage();
  const errors = watchConsole(page);
  await page.goto(providerUrl("/admin/tenants/access"));
  const send = page.getByRole("button", { name: "Send Request" });
  await expect(send).toBeDisabled();
  const role = page.getByLabel("Role");
  await expect(role).toHaveValue("Owner");
  await page.getByLabel("Tenant Slug").fill("  demo ");
  await role.selectOption("Manager");
  await send.click();
  await expect(page.getByText(requestSent("demo"))).toBeVisible();
  const mine = page.getByRole("region", { name: YOUR_REQUESTS }).locator("li");
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(provider.email);
  await expect(mine).toContainText("Manager");
  await expect(mine).toContainText("PENDING");
  const id = Number(await mine.getAttribute("data-request"));

  const ownerContext = await browser.newContext();
  await signInWithCookie(ownerContext, request, DEMO_OWNER, "demo");
  const owner = await ownerContext.newPage();
  await owner.goto(tenantUrl("/support/hosting"));
  const pending = owner
    .getByRole("region", { name: "Pending Impersonation Sessions" })
    .locator(`li[data-request="${id}"]`);
  await expect(pending).toContainText(provider.email);
  await pending.getByRole("button", { name: "Approve" }).click();
  await expect(owner.getByText(requestApproved(id))).toBeVisible();
  const approved = owner
    .getByRole("region", { name: "Approved Impersonation Sessions" })
    .locator(`li[data-request="${id}"]`);
  await expect(approved).toContainText("APPROVED");

  // The console links the approved request to the venue's own sign-in.
  await page.getByRole("button", { name: `Refresh ${YOUR_REQUESTS}` }).click();
  await expect(mine).toContainText("APPROVED");
  const link = mine.getByRole("link", { name: signInTo("Demo Banquets") });
  await expect(link).toHaveAttribute("href", tenantUrl("/login"));

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(tenantUrl("/login"));
  await signIn(visitor, provider);
  await expect(visitor).toHaveURL(tenantUrl("/dashboard"));
  expect(errors).toEqual([]);
  await Promise.all([consoleContext, ownerContext, visitorContext].map((c) => c.close()));
});

test("an impersonated session shows a banner, signs out, and stops when the owner revokes it", async ({
  browser,
  request,
}) => {
  const provider = await createAccount({ slug: null, name: "Sam Support" });
  const asks = await request.post("/api/token/", { data: provider });
  const { access } = (await asks.json()) as { access: string };
  const asked = await request.post("/api/management/impersonation/", {
    headers: { Authorization: `Bearer ${access}` },
    data: { action: "request", tenant_name: "demo", role: "Admin" },
  });
  const { id } = (await asked.json()) as { id: number };
  const ownerContext = await browser.newContext();
  await signInWithCookie(ownerContext, request, DEMO_OWNER, "demo");
  const owner = await ownerContext.newPage();
  await owner.goto(tenantUrl("/support/hosting"));
  await owner
    .getByRole("region", { name: "Pending Impersonation Sessions" })
    .locator(`li[data-request="${id}"]`)
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(owner.getByText(requestApproved(id))).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(tenantUrl("/login"));
  await signIn(visitor, provider);
  await expect(visitor).toHaveURL(tenantUrl("/dashboard"));
  const banner = visitor.getByRole("region", { name: "Impersonated session" });
  await expect(banner).toContainText("Sam Support");
  await expect(banner).toContainText("Admin");
  // The expiry in the venue's zone (America/New_York): EST or EDT.
  await expect(banner.locator("time")).toHaveText(/\d{1,2}:\d{2}\s?[AP]M E[SD]T$/);
  // Pictures without the sign-in's toast over the banner.
  await visitor.reload();
  await expect(banner).toBeVisible();
  await visitor.screenshot({ path: "test-results/screenshots/impersonation-banner-desktop.png" });
  await visitor.setViewportSize({ width: 390, height: 844 });
  await expect(banner).toBeVisible();
  await visitor.screenshot({ path: "test-results/screenshots/impersonation-banner-phone.png" });
  await visitor.setViewportSize({ width: 1280, height: 720 });
  // The team is the venue's own: read-only here.
  await visitor.goto(tenantUrl("/settings"));
  await visitor.getByRole("tab", { name: "Users" }).click();
  await expect(visitor.getByRole("row").filter({ hasText: DEMO_OWNER.email })).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Add New User" })).toHaveCount(0);

  // The way out, then back in on the same approval.
  await banner.getByRole("button", { name: "Sign out" }).click();
  await expect(visitor).toHaveURL(tenantUrl("/"));
  await visitor.goto(tenantUrl("/login"));
  await signIn(visitor, provider);
  await expect(visitor).toHaveURL(tenantUrl("/dashboard"));

  // The owner revokes it on Hosting Support: the session stops at once.
  await owner.reload();
  const approved = owner
    .getByRole("region", { name: "Approved Impersonation Sessions" })
    .locator(`li[data-request="${id}"]`);
  await approved.getByRole("button", { name: "Revoke" }).click();
  await owner.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  await expect(owner.getByText(requestRevoked(id))).toBeVisible();
  await expect(
    owner
      .getByRole("region", { name: "Expired Impersonation Sessions" })
      .locator(`li[data-request="${id}"]`),
  ).toContainText("REVOKED");
  await visitor.goto(tenantUrl("/calendar"));
  await expect(visitor).toHaveURL(/\/login\?/);
  await Promise.all([ownerContext, visitorContext].map((c) => c.close()));
});
