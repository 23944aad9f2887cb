// The venue's reports and the bookings export in Chromium (issue 27, decision 094): a period
// chosen, figures for data the spec made, a report's CSV and the list's export downloaded.
import fs from "node:fs";

import { expect, test } from "./fixtures";
import { tenantUrl } from "./support";

test("reports show a hall's occupancy and revenue, and download as CSV", async ({
  page,
  venue,
}) => {
  const hall = await venue.hall();
  // Far ahead, in a month of its own: 2035-02.
  const booking = await venue.booking({
    hall: hall.id,
    start_time: "2035-02-10T10:00",
    end_time: "2035-02-10T16:00",
    status: "confirmed",
    price: "1500",
    email_customer: false,
  });
  await page.goto(tenantUrl("/reports"));
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  const period = page.getByRole("form", { name: "Report period" });
  // Backwards: said at its field, nothing asked.
  await period.getByLabel("From").fill("2035-03-01");
  await period.getByLabel("To").fill("2035-02-01");
  await period.getByRole("button", { name: "Show" }).click();
  await expect(period.getByText("The start date is after the end date.")).toBeVisible();
  await period.getByLabel("From").fill("2035-02-01");
  await period.getByLabel("To").fill("2035-02-28");
  await period.getByRole("button", { name: "Show" }).click();
  // The period is kept in the address.
  await expect(page).toHaveURL(/\/reports\?from=2035-02-01&to=2035-02-28$/);

  const occupancy = page.getByRole("region", { name: "Occupancy" });
  const row = occupancy.getByRole("row").filter({ hasText: hall.name });
  // 6 hours of 28 days × 12 open hours
  await expect(row).toContainText("1.8%");
  const revenue = page.getByRole("region", { name: "Revenue" });
  await expect(revenue.getByRole("row").filter({ hasText: hall.name })).toContainText("$1,500.00");
  // Months as the venue's locale writes them.
  await expect(revenue.getByRole("row").filter({ hasText: hall.name })).toContainText("Feb 2035");

  const download = page.waitForEvent("download");
  await revenue.getByRole("link", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("demo-revenue-2035-02-01-2035-02-28.csv");
  const text = fs.readFileSync(await file.path(), "utf8");
  expect(text).toContain(`${hall.name},2035-02,1500.00,0.00,0.00,1500.00`);

  // The list's export keeps its filters.
  await page.goto(tenantUrl("/bookings"));
  await page.getByLabel("Status").selectOption("confirmed");
  const exported = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = fs.readFileSync(await (await exported).path(), "utf8");
  expect(csv).toContain(`DEMO-${booking.id},`);
  expect(csv).not.toMatch(/,tentative,/);
});

test("a period in the address is shown, and a wrong one said at its field", async ({
  page,
  venue,
}) => {
  const hall = await venue.hall();
  await venue.booking({
    hall: hall.id,
    start_time: "2036-03-10T10:00",
    end_time: "2036-03-10T12:00",
    status: "confirmed",
    price: "700",
    email_customer: false,
  });
  // What the form sends as a plain GET before the page's JavaScript runs.
  await page.goto(tenantUrl("/reports?from=2036-04-01&to=2036-03-01"));
  const period = page.getByRole("form", { name: "Report period" });
  await expect(period.getByText("The start date is after the end date.")).toBeVisible();
  await expect(period.getByLabel("From")).toHaveValue("2036-04-01");
  await page.goto(tenantUrl("/reports?from=2036-03-01&to=2036-03-31"));
  await expect(period.getByLabel("To")).toHaveValue("2036-03-31");
  const revenue = page.getByRole("region", { name: "Revenue" });
  await expect(revenue.getByRole("row").filter({ hasText: hall.name })).toContainText("Mar 2036");
});
