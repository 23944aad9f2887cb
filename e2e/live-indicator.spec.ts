// The console's live indicator says something only where it means something: on the pages whose
// figures the live stream refreshes (calendar, bookings, dashboard), not on the others. A stream
// the server refuses for good is not retried forever as 'Reconnecting…': the indicator says that
// updates stopped, and why; a venue disabled meanwhile turns the page into its 'Tenant Not Found'.
import { randomUUID } from "node:crypto";

import { createAccount, expect, signInWithCookie, test } from "./fixtures";
import { accessToken } from "./review-support";
import { DEMO_ADMIN, tenantUrl } from "./support";

const indicator = (page: import("@playwright/test").Page) => page.locator("[data-live]");

test("'Live' shows on the pages that update live, and nowhere else", async ({
  context,
  request,
  page,
}) => {
  const me = await createAccount({ role: "Admin" });
  await signInWithCookie(context, request, me, "demo");
  for (const path of ["/calendar", "/bookings", "/dashboard"]) {
    await page.goto(tenantUrl(path));
    await expect(page.getByRole("status").filter({ hasText: "Live" }), path).toBeVisible();
  }
  for (const path of ["/settings", "/halls", "/profile"]) {
    await page.goto(tenantUrl(path));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(indicator(page), path).toHaveCount(0);
  }
  // Back on a live page it shows again without a reload (client-side navigation).
  await page.getByRole("link", { name: "Calendar" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
});

test("a venue disabled while its calendar is open: the page says so, once", async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const slug = `live-${randomUUID().slice(0, 8)}`;
  const provider = { Authorization: `Bearer ${await accessToken(request, DEMO_ADMIN, null)}` };
  const made = await request.post("/api/public/register/", {
    headers: provider,
    data: {
      name: `Venue ${slug}`,
      slug,
      admin_email: `${slug}@venue.example.com`,
      admin_password: "Venue#12345",
    },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  const me = await createAccount({ slug, role: "Admin" });
  const context = await browser.newContext();
  await signInWithCookie(context, request, me, slug);
  const page = await context.newPage();
  await page.goto(tenantUrl("/calendar", slug));
  await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();

  const off = await request.patch(`/api/public/tenants/${id}/disable/`, { headers: provider });
  expect(off.status()).toBe(200);

  // The stream's refusal or the next thing the page loads finds the venue gone: the page is the
  // venue's 'Tenant Not Found', said once, not a toast, a failed panel and a Retry each.
  await expect(page.getByRole("heading", { name: "Tenant Not Found" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("Failed to load schedules.")).toHaveCount(0);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/screenshots/venue-disabled-${width}.png` });
  }
  await context.close();
});
