// A customer's own booking page in Chromium (issue 27, decision 092): opened from their link in a
// browser of their own, it shows the booking and what is due, adds it to a calendar, confirms a
// held date and takes a message; it works without JavaScript; a wrong link is a plain 404.
import { DONE_TEXTS } from "@/lib/customer-page/words";

import { dayOfMonth } from "./calendar-support";
import { customerLink } from "./customer-support";
import { expect, test } from "./fixtures";
import { tenantUrl } from "./support";

const held = async (venue: Parameters<Parameters<typeof test>[2]>[0]["venue"], extra = {}) => {
  const day = dayOfMonth(2, 12);
  const hall = await venue.hall();
  return venue.booking({
    hall: hall.id,
    event_name: "Costa wedding",
    customer_name: "Bea Costa",
    customer_email: "bea@example.com",
    start_time: `${day}T16:00`,
    end_time: `${day}T23:00`,
    price: "2400",
    status: "tentative",
    email_customer: false,
    ...extra,
  });
};

test("the customer sees their held booking, adds it to a calendar and confirms it", async ({
  venue,
  browser,
  page: staff,
}) => {
  await venue.settings({ customer_self_confirm: true });
  const booking = await held(venue);
  const url = await customerLink(booking.id);
  // The customer's own browser: no session of the venue's.
  const customer = await browser.newContext();
  const page = await customer.newPage();
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: "Costa wedding" })).toBeVisible();
  await expect(page.getByText(`Booking DEMO-${booking.id}`)).toBeVisible();
  await expect(page.getByText("Held for you")).toBeVisible();
  const figure = (label: string) => page.locator("dt", { hasText: label }).locator("+ dd");
  await expect(figure("Balance due")).toHaveText("$2,400.00");
  await expect(page.getByText("No payments yet.")).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add to calendar" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`DEMO-${booking.id}.ics`);

  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("status")).toHaveText(DONE_TEXTS.confirmed);
  await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm booking" })).toHaveCount(0);

  await page.getByLabel(/Ask for a change/).fill("Could the band start at 20:00?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status")).toHaveText(DONE_TEXTS.sent);
  await customer.close();

  // The venue reads it in its inbox, a click away from the booking.
  await staff.goto(tenantUrl("/inbox"));
  await staff.getByText(`About booking DEMO-${booking.id}`).first().click();
  await expect(staff.getByText("Could the band start at 20:00?")).toBeVisible();
  await expect(staff.getByRole("link", { name: "Open the booking" })).toHaveAttribute(
    "href",
    `/calendar?booking=${booking.id}`,
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the customer releases the date, and a wrong link is a plain 404", async ({
    venue,
    page,
  }) => {
    const booking = await held(venue, { deposit_amount: "500", deposit_due_on: "2031-01-10" });
    await page.goto(await customerLink(booking.id));
    await expect(
      page.getByText("Deposit $500.00, due by January 10, 2031: $500.00 still to pay."),
    ).toBeVisible();
    // A deposit is owed: the customer cannot confirm alone; they may release or write.
    await expect(page.getByRole("button", { name: "Confirm booking" })).toHaveCount(0);
    // Asked twice: the first press only opens the question.
    await page.getByText("Release the date", { exact: true }).click();
    await expect(page.getByText("It cannot be undone.")).toBeVisible();
    await page.getByRole("button", { name: "Yes, release the date" }).click();
    await expect(page.getByText(DONE_TEXTS.released)).toBeVisible();
    await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(page.getByText("Release the date", { exact: true })).toHaveCount(0);

    const wrong = await page.goto(tenantUrl(`/booking/${"A".repeat(32)}`));
    expect(wrong?.status()).toBe(404);
  });
});

test("a link that opens nothing says so, on the venue's site", async ({ page }) => {
  const wrong = await page.goto(tenantUrl(`/booking/${"A".repeat(32)}`));
  expect(wrong?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { name: "This link does not open a booking" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Visit the venue's site" })).toHaveAttribute(
    "href",
    "/",
  );
});
