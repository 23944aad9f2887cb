// A venue's booking settings in Chromium that change what every page of the demo venue shows, so
// the spec runs alone (playwright.config.ts) and puts each setting back: how far a repeating
// booking may reach (issue 26), and the venue's number format (issue 27, decision 086).
import { DEFAULT_MONEY } from "@/lib/money/format";

import { dayOfMonth } from "./calendar-support";
import { expect, test } from "./fixtures";
import { tenantUrl } from "./support";

const NBSP = "\u00a0";

test("the venue sets how many dates a repeating booking may have in Settings → Bookings", async ({
  page,
  venue,
}) => {
  await page.goto(tenantUrl("/settings"));
  await page.getByRole("tab", { name: "Bookings" }).click();
  const most = page.getByLabel("Most dates of a repeating booking");
  await expect(most).toHaveValue("200");
  await expect(page.getByLabel("Longest repeating booking (months)")).toHaveValue("24");
  try {
    await most.fill("0");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(
      page.getByText("Ensure this value is greater than or equal to 1 date."),
    ).toBeVisible();
    await most.fill("52");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Booking settings saved!")).toBeVisible();
    expect((await venue.bookingSettings({})).max_series_occurrences).toBe(52);
  } finally {
    await venue.bookingSettings({ max_series_occurrences: 200 });
  }
});

// The currency is fixed once the venue's ledger has an entry (payments.spec.ts makes some on the
// demo venue, in any order), so this changes the number format alone; a change of currency is in
// tests/integration/week-start.test.ts and booking-payments.test.ts.
test("a venue's number format shows in its settings, the bookings list and on the dashboard", async ({
  page,
  venue,
}) => {
  const hall = await venue.hall();
  const day = dayOfMonth(1, 11); // next month: the dashboard's revenue counts it
  const b = await venue.booking({
    hall: hall.id,
    start_time: `${day}T09:00`,
    end_time: `${day}T12:00`,
    price: "1500",
  });
  await page.goto(tenantUrl("/settings"));
  await page.getByRole("tab", { name: "Bookings" }).click();
  await expect(page.getByLabel("Currency")).toHaveValue(DEFAULT_MONEY.currency);
  await expect(page.getByText("Amounts read as $1,400.50")).toBeVisible();
  try {
    await page.getByLabel("Locale").selectOption("de-DE");
    await expect(page.getByText(`Amounts read as 1.400,50${NBSP}$`)).toBeVisible();
    // Dates keep English words in the locale's order and its 24-hour clock (decision 095).
    await expect(page.getByText("and times as 13 Jun 2031, 18:00")).toBeVisible();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Booking settings saved!")).toBeVisible();

    await page.goto(tenantUrl("/bookings"));
    await page.getByLabel("Hall").selectOption({ label: hall.name });
    const row = page.getByRole("row").filter({ hasText: b.event_name });
    await expect(row).toContainText(`1.500,00${NBSP}$`);
    await expect(row).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
    await expect(row).toContainText("09:00");
    await page.goto(tenantUrl("/dashboard"));
    const revenue = page
      .locator("dt", { hasText: "Estimated revenue next month" })
      .locator("xpath=following-sibling::dd");
    await expect(revenue).toHaveText(/^[\d.]+,\d{2}\s\$$/);
  } finally {
    await venue.bookingSettings({ locale: DEFAULT_MONEY.locale });
  }
});
