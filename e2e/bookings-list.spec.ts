// The bookings list at laptop and phone widths, its amounts and its date filter's hint. Each test
// makes its own data.
import type { Page } from "@playwright/test";

import { DEFAULT_MONEY, formatMoney } from "@/lib/money/format";
import { formatDateTime } from "@/lib/time";

import { dayOfMonth, VENUE_ZONE as NY } from "./calendar-support";
import { expect, test, VenueApi } from "./fixtures";
import { tenantUrl } from "./support";

const PHONE = { width: 390, height: 844 };

/** A day of next month in the venue's zone, "YYYY-MM-DD", and that month's first and last days. */
function nextMonth(day: number) {
  const first = dayOfMonth(1, 1);
  const last = new Date(Date.UTC(Number(first.slice(0, 4)), Number(first.slice(5, 7)), 0));
  return { day: dayOfMonth(1, day), first, last: last.toISOString().slice(0, 10) };
}

/** Text of exactly `length` characters that starts with `token` (a name someone might paste). */
const long = (token: string, length = 120) =>
  `${token} ${"Extraordinarily Long Anniversary Celebration Dinner ".repeat(4)}`.slice(0, length);

const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test.describe("bookings list", () => {
  test("at 1280 and 1366 px, long names truncate and Actions stays in view", async ({
    page,
    venue,
  }) => {
    const token = VenueApi.unique("Zed");
    const hall = await venue.hall({ name: long(VenueApi.unique("Hall"), 100) });
    const title = long(`${token} event`);
    const customer = long(token);
    const b = await venue.booking({
      hall: hall.id,
      event_name: title,
      customer_name: customer,
      start_time: `${nextMonth(3).day}T18:00`,
      end_time: `${nextMonth(3).day}T23:00`,
      price: "19500",
    });
    expect(title).toHaveLength(120);
    expect(customer).toHaveLength(120);

    for (const width of [1280, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(tenantUrl("/bookings"));
      await page.getByLabel("Customer Name/Email/Phone").fill(token);
      const row = page.getByRole("row").filter({ hasText: token });
      await expect(row).toHaveCount(1);
      for (const name of [`Edit booking ${b.id}`, `View booking ${b.id} on Calendar`])
        await expect(row.getByRole("button", { name })).toBeInViewport({ ratio: 1 });
      await expect(row.getByRole("button", { name: `Delete booking ${b.id}` })).toBeInViewport({
        ratio: 1,
      });
      await expect(row.getByRole("cell", { name: "$19,500.00" })).toBeInViewport({ ratio: 1 });
      await expect(row.getByRole("cell", { name: "Tentative" })).toBeInViewport({ ratio: 1 });
      // The full text is there to read on hover.
      await expect(row.getByTitle(title)).toBeVisible();
      await expect(row.getByTitle(customer)).toBeVisible();
      await expect(row.getByTitle(hall.name)).toBeVisible();
      // The table fits without a sideways scroll, and the page does not overflow.
      const table = page.getByRole("table");
      expect(
        await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth),
      ).toBe(0);
      expect(await pageOverflows(page)).toBe(false);
    }
  });

  test("on a phone each booking is a card with its details and its own actions", async ({
    page,
    venue,
  }) => {
    const hall = await venue.hall();
    const b = await venue.booking({
      hall: hall.id,
      event_name: long(VenueApi.unique("Phone gala"), 80),
      customer_name: VenueApi.unique("Pat Phone"),
      start_time: `${nextMonth(5).day}T10:00`,
      end_time: `${nextMonth(5).day}T14:30`,
      price: "1500",
    });
    await page.setViewportSize(PHONE);
    await page.goto(tenantUrl("/bookings"));
    await page.getByLabel("Customer Name/Email/Phone").fill(b.customer_name);
    const card = page.getByRole("listitem", { name: b.event_name });
    await expect(card).toBeVisible();
    await expect(page.getByRole("table")).toBeHidden();
    await card.scrollIntoViewIfNeeded();
    for (const text of [
      hall.name,
      b.customer_name,
      "erin@example.com",
      formatDateTime(b.start_time, NY),
      formatDateTime(b.end_time, NY),
      "Tentative",
      "$1,500.00",
    ])
      await expect(card).toContainText(text);
    for (const name of [
      `Edit booking ${b.id}`,
      `View booking ${b.id} on Calendar`,
      `Delete booking ${b.id}`,
    ])
      await expect(card.getByRole("button", { name })).toBeInViewport({ ratio: 1 });
    expect(await pageOverflows(page)).toBe(false);
    await card.getByRole("button", { name: `Delete booking ${b.id}` }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete");
  });

  test("amounts read $1,500.00 in the list and on the dashboard", async ({ page, venue }) => {
    const hall = await venue.hall();
    const month = nextMonth(9);
    const b = await venue.booking({
      hall: hall.id,
      start_time: `${month.day}T09:00`,
      end_time: `${month.day}T12:00`,
      price: "1500",
    });
    await page.goto(tenantUrl("/bookings"));
    await page.getByLabel("Hall").selectOption({ label: hall.name });
    await expect(page.getByRole("row").filter({ hasText: b.event_name })).toContainText(
      "$1,500.00",
    );

    // The dashboard's next-month revenue is every live booking of next month, this one included.
    const prices = await page.evaluate(async ({ first, last }) => {
      // without page: every booking of the month, as the spec's plain list
      const res = await fetch(`/api/tenant/bookings/?start_date=${first}&end_date=${last}`);
      const list = (await res.json()) as { price: string; status: string }[];
      return list.filter((r) => r.status !== "cancelled").map((r) => r.price);
    }, month);
    const total = prices.reduce((sum, p) => sum + Math.round(Number(p) * 100), 0) / 100;
    expect(total).toBeGreaterThanOrEqual(1500);
    await page.goto(tenantUrl("/dashboard"));
    const revenue = page
      .locator("dt", { hasText: "Estimated revenue next month" })
      .locator("xpath=following-sibling::dd");
    await expect(revenue).toHaveText(formatMoney(total, DEFAULT_MONEY));
    await expect(revenue).toHaveText(/^\$\d{1,3}(,\d{3})+\.\d{2}$/);
  });

  test("a start date after the end date shows a hint and asks the server nothing", async ({
    page,
    venue,
  }) => {
    await venue.hall();
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/tenant/bookings/")) asked.push(new URL(r.url()).search);
    });
    await page.goto(tenantUrl("/bookings"));
    await expect(page.getByText(/^Showing /)).toBeVisible();
    const start = page.getByLabel("Start Date");
    const end = page.getByLabel("End Date");
    await start.fill("2031-06-10");
    await end.fill("2031-06-01");
    await expect(page.getByText("The start date is after the end date.")).toBeVisible();
    await expect(end).toHaveAccessibleDescription("The start date is after the end date.");
    await expect(start).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("No bookings found matching your criteria.")).toBeVisible();

    const fixed = page.waitForRequest((r) => r.url().includes("end_date=2031-06-30"));
    await end.fill("2031-06-30");
    await fixed;
    await expect(page.getByText("The start date is after the end date.")).toBeHidden();
    expect(asked.some((q) => q.includes("start_date=2031-06-10"))).toBe(true);
    expect(asked.filter((q) => q.includes("end_date=2031-06-01"))).toEqual([]);
  });
});
