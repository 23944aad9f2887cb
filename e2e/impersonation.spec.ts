// Impersonation end to end: a provider user asks for access to the demo venue on
// /admin/tenants/access, the demo owner approves it on /support/hosting, and the provider user then
// signs in to the venue through its login form; the request shows APPROVED in 'Your Requests'.
import { requestApproved, requestSent, YOUR_REQUESTS } from "@/lib/impersonation/messages";

import { createAccount, expect, signInWithCookie, test } from "./fixtures";
import { DEMO_OWNER, providerUrl, signIn, tenantUrl, watchConsole } from "./support";

test("a provider user asks, the venue's owner approves, the provider user signs in", async ({
  browser,
  request,
}) => {
  const provider = await createAccount({ slug: null });

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
  await expect(
    owner
      .getByRole("region", { name: "Approved Impersonation Sessions" })
      .locator(`li[data-request="${id}"]`),
  ).toContainText("APPROVED");

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(tenantUrl("/login"));
  await signIn(visitor, provider);
  await expect(visitor).toHaveURL(tenantUrl("/dashboard"));

  await page.getByRole("button", { name: `Refresh ${YOUR_REQUESTS}` }).click();
  await expect(mine).toContainText("APPROVED");
  expect(errors).toEqual([]);
  await Promise.all([consoleContext, ownerContext, visitorContext].map((c) => c.close()));
});
