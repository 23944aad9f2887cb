// Calendar feeds in Chromium: an Admin makes a hall's feed in Settings, its address serves the
// hall's bookings as a calendar, and deleting the feed stops the address at once.
import { FEED_DELETED } from "@/lib/calendar-feeds/schemas";

import { dayOfMonth } from "./calendar-support";
import { expect, test } from "./fixtures";
import { tenantUrl } from "./support";

test("a hall's feed: made in Settings, read as a calendar, and stopped by deleting it", async ({
  page,
  venue,
  request,
}) => {
  const day = dayOfMonth(1, 20);
  const { hall, booking } = await venue.bookedHall(day);
  await page.goto(tenantUrl("/settings"));
  await page.getByRole("tab", { name: "Bookings" }).click();
  const section = page.getByRole("region", { name: "Calendar feeds" });
  await section.getByLabel("Bookings of").selectOption({ label: hall.name });
  const name = `Front desk ${hall.name}`;
  await section.getByLabel("Feed name").fill(name);
  await section.getByRole("button", { name: "Create feed" }).click();
  const address = section.getByLabel("Feed address");
  await expect(address).toHaveValue(/\/api\/feeds\/[\w-]+\.ics$/);
  const url = new URL(await address.inputValue());
  expect(url.host).toBe(new URL(tenantUrl("/")).host);
  // As a calendar app reads it: the venue named by its address (here by X-Tenant, on localhost).
  const read = () => request.get(url.pathname, { headers: { "X-Tenant": "demo" } });

  // Each feed is listed by its name, with when a calendar app last read it.
  const row = section.getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("Not read by a calendar app yet");
  const feed = await read();
  expect(feed.status()).toBe(200);
  await page.reload();
  await page.getByRole("tab", { name: "Bookings" }).click();
  await expect(row).toContainText("Last read by a calendar app");
  await expect(row).not.toContainText("Not read by a calendar app yet");
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/feeds-${width}.png` });
  }
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await feed.text();
  expect(text).toContain(`SUMMARY:${booking.event_name} (tentative)`);
  expect(text).not.toContain(booking.customer_email);

  await row.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  // Said once the server has deleted it (while the dialog is open, the row is hidden from roles
  // anyway: waiting for it alone raced the deletion).
  await expect(page.getByText(FEED_DELETED)).toBeVisible();
  await expect(row).toBeHidden();
  expect((await read()).status()).toBe(404);
});
