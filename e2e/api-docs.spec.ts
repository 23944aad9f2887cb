// The API reference page: Swagger UI, loaded from this server only and under the page's own
// Content-Security-Policy, draws the document generated from the routes' schemas.
import { expect, test } from "@playwright/test";

import { providerUrl, watchConsole, watchPolicy } from "./support";

test("the API reference draws the generated document, with nothing from elsewhere", async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  const errors = watchConsole(page);
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(providerUrl("/")) && !url.startsWith("data:")) elsewhere.push(url);
  });

  const res = await page.goto("/api/docs");
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle("HallBook API reference");
  await expect(page.getByRole("heading", { name: /HallBook API/ })).toBeVisible();

  // The bookings list, with the query parameters of the route's own schema once opened.
  const bookings = page.locator("#operations-Bookings-getTenantBookings");
  await expect(bookings).toContainText("/api/tenant/bookings/");
  await expect(bookings).toContainText("List the venue's bookings");
  await bookings.locator(".opblock-summary-control").click();
  await expect(bookings.locator('[data-param-name="start_date"]')).toBeVisible();
  await expect(bookings.locator('[data-param-name="page_size"]')).toBeVisible();

  expect(elsewhere).toEqual([]);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});
