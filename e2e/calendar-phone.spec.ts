// The calendar on a phone: month cells 50 px wide cut every title to a few letters, so a phone
// opens the calendar as a list of the month's bookings (an agenda), whole titles and halls, with
// the spec's Month, Week, Day and Year one tap away; a tap on a booking opens its details, where
// it is edited, moved or deleted.
import { dayOfMonth } from "./calendar-support";
import { expect, test, VenueApi } from "./fixtures";
import { tenantUrl } from "./support";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("a phone opens the calendar as a list, with the other views a tap away", async ({
  page,
  venue,
}) => {
  const day = dayOfMonth(1, 12);
  const hall = await venue.hall();
  // A hall of the longest name the venue may give: the hall filter lists it.
  await venue.hall({ name: VenueApi.unique("Orchard Loft and Cider Barn ".repeat(5)).slice(-120) });
  const booking = await venue.booking({
    hall: hall.id,
    start_time: `${day}T18:00`,
    end_time: `${day}T22:00`,
    event_name: VenueApi.unique("Golden anniversary dinner for the Okonkwo-Fitzgerald family"),
  });
  await page.goto(tenantUrl(`/calendar?hall=${hall.id}&date=${day}`));

  // The list: the whole title, its hall and its times, on a row of their own.
  const views = page.getByRole("group", { name: "View" });
  await expect(views.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
  const row = page
    .getByRole("list", { name: "Events" })
    .getByRole("button")
    .filter({ hasText: booking.event_name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(hall.name);
  await expect(row).toContainText(/6:00\s?(pm)?\s?–\s?10:00\s?pm/i);
  // Whole, on as many lines as it takes, never cut.
  const title = row.getByText(booking.event_name, { exact: true });
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(title).toBeInViewport({ ratio: 1 });
  // Nothing on the page is wider than the phone: a tap would scroll the page sideways, and the
  // dialogs it opens with it, half off the screen.
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await width()).toBe(390);

  // Every view is one tap away, and fits the screen.
  for (const name of ["Month", "Week", "Day", "Year"])
    await expect(page.getByRole("button", { name, exact: true })).toBeInViewport();
  await views.getByRole("button", { name: "Month" }).tap();
  await expect(page).toHaveURL(/view=month/);
  await expect(page.locator(`[role="cell"][data-date="${day}"]`).first()).toBeVisible();
  await views.getByRole("button", { name: "List" }).tap();
  await expect(page).toHaveURL(/view=list/);

  // A tap on the booking opens its details; Edit opens its form, which moves or deletes it.
  await row.tap();
  const details = page.getByRole("dialog");
  await expect(details).toContainText(booking.event_name);
  await details.getByRole("button", { name: "Edit", exact: true }).tap();
  const form = page.getByRole("dialog");
  await expect(form.getByLabel(/start/i).first()).toBeVisible();
  await expect(form.getByRole("button", { name: "Delete", exact: true })).toBeVisible();
});

test("this month's list opens on today, the days gone a scroll above", async ({ page, venue }) => {
  // Today at the demo venue (New York), with a booking late in the day.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
    new Date(),
  );
  const hall = await venue.hall();
  await venue.booking({
    hall: hall.id,
    start_time: `${today}T22:00`,
    end_time: `${today}T23:00`,
    event_name: VenueApi.unique("Late supper"),
  });
  await page.goto(tenantUrl("/calendar"));
  const heading = page.locator(`section[aria-label="Calendar"] [data-date="${today}"]`);
  await expect(heading).toBeInViewport();
  // The list scrolled within itself: the page's title and the view's buttons are still in view.
  await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeInViewport();
  await expect(page.getByRole("group", { name: "View" })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("a wider screen still opens on the month", async ({ page, venue }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  const day = dayOfMonth(1, 14);
  const { hall } = await venue.bookedHall(day);
  await page.goto(tenantUrl(`/calendar?hall=${hall.id}&date=${day}`));
  await expect(
    page.getByRole("group", { name: "View" }).getByRole("button", { name: "Month" }),
  ).toHaveAttribute("aria-pressed", "true");
});
