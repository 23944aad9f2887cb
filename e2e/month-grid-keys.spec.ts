// The public month of a hall is one Tab stop: arrows move between its days, Home and End to the
// ends of the week, PageUp and PageDown to the month before and after (the ARIA grid pattern).
import { addDays, addMonths, format, parseISO } from "date-fns";

import { expect, test } from "./fixtures";
import { tenantUrl } from "./support";

const focusedDate = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("data-date") ?? null);

test("the month is one Tab stop and the arrows move between its days", async ({ page, venue }) => {
  const hall = await venue.hall();
  const month = format(addMonths(new Date(), 3), "yyyy-MM");
  const day = (n: number) => format(addDays(parseISO(`${month}-01`), n - 1), "yyyy-MM-dd");
  await page.goto(tenantUrl(`/availability/${hall.id}?month=${month}`));
  const grid = page.getByRole("grid");
  await expect(grid).toBeVisible();

  await page.getByRole("link", { name: "Next month" }).focus();
  await page.keyboard.press("Tab");
  expect(await focusedDate(page)).toBe(day(1));
  await page.keyboard.press("Tab");
  expect(await focusedDate(page)).toBeNull();
  await page.keyboard.press("Shift+Tab");
  expect(await focusedDate(page)).toBe(day(1));

  await page.keyboard.press("ArrowRight");
  expect(await focusedDate(page)).toBe(day(2));
  await page.keyboard.press("ArrowDown");
  expect(await focusedDate(page)).toBe(day(9));
  await page.keyboard.press("ArrowLeft");
  expect(await focusedDate(page)).toBe(day(8));
  await page.keyboard.press("ArrowUp");
  expect(await focusedDate(page)).toBe(day(1));
  // Only the focused day is in the Tab order.
  await expect(grid.locator('[tabindex="0"]')).toHaveCount(1);

  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Home");
  const start = parseISO((await focusedDate(page))!);
  await page.keyboard.press("End");
  const end = parseISO((await focusedDate(page))!);
  expect((end.getTime() - start.getTime()) / 86_400_000).toBe(6);

  await page.keyboard.press("Enter");
  await expect(page.locator(`[data-date="${format(end, "yyyy-MM-dd")}"]`)).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  const next = format(addMonths(parseISO(`${month}-01`), 1), "yyyy-MM");
  // PageDown and PageUp keep the day of the month.
  const chosen = format(end, "yyyy-MM-dd");
  await page.keyboard.press("PageDown");
  await expect(page).toHaveURL(tenantUrl(`/availability/${hall.id}?month=${next}`));
  await expect.poll(() => focusedDate(page)).toBe(format(addMonths(end, 1), "yyyy-MM-dd"));
  await page.keyboard.press("PageUp");
  await expect(page).toHaveURL(tenantUrl(`/availability/${hall.id}?month=${month}`));
  await expect.poll(() => focusedDate(page)).toBe(chosen);

  // A week down from the month's last week is in the next month, a week on (not its last day).
  const last = format(addDays(parseISO(`${next}-01`), -1), "yyyy-MM-dd");
  await page.keyboard.press("End");
  while ((await focusedDate(page)) !== last) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(tenantUrl(`/availability/${hall.id}?month=${next}`));
  await expect.poll(() => focusedDate(page)).toBe(format(addDays(parseISO(last), 7), "yyyy-MM-dd"));
});
