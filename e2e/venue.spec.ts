// A venue manager's day on demo.localhost: halls and slots, booking from the calendar, moving
// bookings, the list, the year view, editing and deleting. The steps build on each other.
import { expect, test, type Page } from "@playwright/test";

import { signInAsOwner, tenantUrl, watchConsole } from "./support";

test.describe.configure({ mode: "serial" });

const HALL = "E2E Terrace";
const pad = (n: number) => String(n).padStart(2, "0");
// The venue's calendar opens on the current month in its own zone (the demo tenant is in New York).
const [venueYear, venueMonth] = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/New_York",
  year: "numeric",
  month: "2-digit",
})
  .format(new Date())
  .split("-")
  .map(Number);
const next = new Date(Date.UTC(venueYear, venueMonth, 1));
/** A day of next month, "YYYY-MM-DD". */
const day = (d: number) => `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(d)}`;
const monthTitle = next.toLocaleDateString("en-US", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

const cell = (page: Page, date: string) =>
  page.locator(`[role="cell"][data-date="${date}"]`).first();
const eventIn = (page: Page, date: string, title: string) => cell(page, date).getByText(title);

async function openCalendarOnNextMonth(page: Page, hallId?: string) {
  await page.goto(tenantUrl(`/calendar${hallId ? `?hall=${hallId}` : ""}`));
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: monthTitle })).toBeVisible();
}

/**
 * Drags the element onto the target in small steps, as a hand would (FullCalendar needs movement).
 */
async function drag(
  page: Page,
  from: ReturnType<Page["locator"]>,
  to: ReturnType<Page["locator"]>,
) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 8, a.y + a.height / 2 + 4, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 15 });
  await page.mouse.up();
}

let hallId = "";

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

test("add a hall and a slot", async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto(tenantUrl("/halls"));
  await expect(page.getByRole("heading", { name: "Halls" })).toBeVisible();
  await page.getByRole("button", { name: "Add Hall" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Hall" });
  // the form checks its fields first
  await dialog.getByRole("button", { name: "Add Hall" }).click();
  await expect(dialog.getByText("This field is required.")).toBeVisible();
  await expect(dialog.getByText("Please select a valid branch.")).toBeVisible();
  await dialog.getByLabel("Name").fill(HALL);
  await dialog.getByLabel("Branch").selectOption({ label: "Downtown (New York)" });
  await dialog.getByLabel("Capacity").fill("60");
  await dialog.getByLabel("Amenities").fill("Heaters, Bar, ");
  await dialog.getByRole("button", { name: "Add Hall" }).click();
  await expect(page.getByText("Hall added successfully!")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: HALL });
  await expect(row).toContainText("Downtown");
  await expect(row).toContainText("Heaters");

  await row.getByRole("button", { name: `Slots of ${HALL}` }).click();
  const panel = page.getByRole("region", { name: `Time slots · ${HALL}` });
  await expect(panel).toBeInViewport();
  await expect(panel.getByText("No slots yet")).toBeVisible();
  await panel.getByRole("button", { name: "Add Slot" }).click();
  const slotDialog = page.getByRole("dialog", { name: "Add Slot" });
  await slotDialog.getByLabel("Slot name").fill("Lunch");
  await slotDialog.getByLabel("Start time").fill("15:00");
  await slotDialog.getByLabel("End time").fill("12:00");
  await slotDialog.getByRole("button", { name: "Add Slot" }).click();
  await expect(slotDialog.getByText("End time must be after start time.")).toBeVisible();
  await slotDialog.getByLabel("Start time").fill("12:00");
  await slotDialog.getByLabel("End time").fill("15:00");
  await slotDialog.getByRole("button", { name: "Add Slot" }).click();
  await expect(page.getByText("Slot added successfully!")).toBeVisible();
  await expect(panel.getByText("12:00 – 15:00")).toBeVisible();
  await panel.getByRole("button", { name: "Back to Halls List" }).click();
  await expect(panel).toBeHidden();

  await row.getByRole("button", { name: `View ${HALL} on Calendar` }).click();
  await expect(page).toHaveURL(/\/calendar\?hall=\d+$/);
  hallId = new URL(page.url()).searchParams.get("hall")!;
  await expect(page.getByLabel("Hall", { exact: true })).toHaveValue(hallId);
  expect(errors).toEqual([]);
});

test("book by clicking a day, and see it on the calendar and in the list", async ({ page }) => {
  const errors = watchConsole(page);
  await openCalendarOnNextMonth(page, hallId);
  await cell(page, day(10)).click({ position: { x: 30, y: 60 } });
  const form = page.getByRole("dialog", { name: "Add New Booking" });
  await expect(form.getByLabel("Start Time")).toHaveValue(`${day(10)}T09:00`);
  await expect(form.getByLabel("End Time")).toHaveValue(`${day(10)}T17:00`);
  await expect(form.getByLabel("Status")).toHaveValue("tentative");
  await expect(form.getByLabel("Hall")).toHaveValue(hallId);
  await form.getByRole("button", { name: "Create Booking" }).click();
  await expect(form.getByText("Booking Title is required.")).toBeVisible();
  await form.getByLabel("Booking Title").fill("E2E Wedding");
  await form.getByLabel("Customer Name").fill("Erin Example");
  await form.getByLabel("Customer Email").fill("e2e-guest@example.com");
  await form.getByLabel("Price").fill("1500");
  await form.getByLabel("Catering").check();
  await form.getByRole("button", { name: "Create Booking" }).click();
  await expect(form.getByText("Success!")).toBeVisible();
  await expect(form.getByText("Booking saved successfully!")).toBeVisible();
  await expect(form).toBeHidden({ timeout: 6000 });
  await expect(eventIn(page, day(10), "E2E Wedding")).toBeVisible();

  // hovering shows the summary popup, whose 'View Details' opens the details
  await eventIn(page, day(10), "E2E Wedding").hover();
  const tip = page.getByRole("tooltip");
  await expect(tip).toContainText("E2E Wedding");
  await expect(tip).toContainText(HALL);
  await expect(tip).toContainText("Tentative");
  await tip.getByRole("button", { name: "View Details" }).click();
  await expect(page.getByRole("dialog", { name: "Event Details" })).toBeVisible();
  await page.keyboard.press("Escape");

  // the event details popup
  await eventIn(page, day(10), "E2E Wedding").click();
  const details = page.getByRole("dialog", { name: "Event Details" });
  await expect(details.getByText(HALL)).toBeVisible();
  await details.getByRole("tab", { name: "Billing" }).click();
  await expect(details.getByText("$1500.00")).toBeVisible();
  await expect(details.getByText("Catering")).toBeVisible();
  await details.getByRole("button", { name: "Close" }).first().click();

  await page.goto(tenantUrl("/bookings"));
  await page.getByLabel("Customer Name/Email/Phone").fill("e2e-guest@EXAMPLE");
  const row = page.getByRole("row").filter({ hasText: "E2E Wedding" });
  await expect(row).toContainText(HALL);
  await expect(row).toContainText("Erin Example");
  await expect(row).toContainText("$1,500.00");
  await expect(row).toContainText("Tentative");
  expect(errors).toEqual([]);
});

test("drag a booking to another day; the new date survives a reload", async ({ page }) => {
  await openCalendarOnNextMonth(page, hallId);
  const event = eventIn(page, day(10), "E2E Wedding");
  await expect(event).toBeVisible();
  await drag(page, event, cell(page, day(12)));
  await expect(page.getByText("Booking updated successfully!").first()).toBeVisible();
  await openCalendarOnNextMonth(page, hallId);
  await expect(eventIn(page, day(12), "E2E Wedding")).toBeVisible();
  await expect(eventIn(page, day(10), "E2E Wedding")).toHaveCount(0);
});

test("dragging onto another booking of the hall is refused and put back, with the error", async ({
  page,
}) => {
  await openCalendarOnNextMonth(page, hallId);
  const created = await page.evaluate(
    async ([hall, date]) => {
      const res = await fetch("/api/tenant/bookings/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          hall: Number(hall),
          event_name: "E2E Blocker",
          start_time: `${date}T08:00`,
          end_time: `${date}T18:00`,
          status: "confirmed",
        }),
      });
      return res.status;
    },
    [hallId, day(14)],
  );
  expect(created).toBe(201);
  await openCalendarOnNextMonth(page, hallId);
  await expect(eventIn(page, day(14), "E2E Blocker")).toBeVisible();
  await drag(page, eventIn(page, day(12), "E2E Wedding"), cell(page, day(14)));
  await expect(
    page.getByText(/^Error updating booking: This hall is already booked .*\(E2E Blocker\)\.$/),
  ).toBeVisible();
  await expect(eventIn(page, day(12), "E2E Wedding")).toBeVisible();
  await openCalendarOnNextMonth(page, hallId);
  await expect(eventIn(page, day(12), "E2E Wedding")).toBeVisible();
});

test("filter the bookings list", async ({ page }) => {
  await page.goto(tenantUrl("/bookings"));
  await expect(page.getByRole("heading", { name: "Filter Bookings" })).toBeVisible();
  await page.getByLabel("Status").selectOption({ label: "Cancelled" });
  const statuses = page.getByRole("row").locator("td:nth-child(7)");
  await expect(statuses.first()).toHaveText("Cancelled");
  for (const text of await statuses.allTextContents()) expect(text).toBe("Cancelled");
  await page.getByLabel("Status").selectOption({ label: "All Statuses" });
  await page.getByLabel("Hall").selectOption({ label: HALL });
  await expect(page.getByRole("row")).toHaveCount(3); // header + two bookings of the new hall
  await page.getByLabel("Start Date").fill(day(13));
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("row").nth(1)).toContainText("E2E Blocker");
  await page.getByLabel("Customer Name/Email/Phone").fill("nobody-matches-this");
  await expect(page.getByText("No bookings found matching your criteria.")).toBeVisible();
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page.getByLabel("Hall")).toHaveValue("");
  await expect(page.getByText(/^Showing 1–25 of \d+$/)).toBeVisible();
});

test("the year view jumps to a day in month view", async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto(tenantUrl("/calendar"));
  await page.getByRole("button", { name: "Year" }).click();
  const overlay = page.getByRole("dialog");
  const year = venueYear;
  await expect(overlay.getByRole("heading", { name: String(year) })).toBeVisible();
  await expect(overlay.getByRole("button", { name: "Today" })).toHaveCount(0);
  await overlay.getByRole("button", { name: "Next year" }).click();
  await expect(overlay.getByRole("heading", { name: String(year + 1) })).toBeVisible();
  await expect(overlay.getByRole("button", { name: "Today" })).toBeVisible();
  await overlay.getByRole("button", { name: "Today" }).click();
  await expect(overlay.getByRole("heading", { name: String(year) })).toBeVisible();
  await overlay.locator(`[data-date="${year}-03-15"]`).click();
  await expect(overlay).toBeHidden();
  await expect(page.getByRole("heading", { name: `March ${year}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Month" })).toHaveAttribute("aria-pressed", "true");
  expect(errors).toEqual([]);
});

test("edit a booking, then delete it", async ({ page }) => {
  await page.goto(tenantUrl("/bookings"));
  await page.getByLabel("Customer Name/Email/Phone").fill("e2e-guest@example.com");
  const row = page.getByRole("row").filter({ hasText: "E2E Wedding" });
  await row.getByRole("button", { name: /^Edit booking/ }).click();
  const form = page.getByRole("dialog", { name: "Edit Booking" });
  await form.getByRole("button", { name: "Update Booking" }).click();
  await expect(page.getByText("No changes to save.")).toBeVisible();
  await expect(form).toBeHidden();

  await row.getByRole("button", { name: /^Edit booking/ }).click();
  await form.getByLabel("Booking Title").fill("E2E Wedding Reception");
  await form.getByLabel("Status").selectOption("confirmed");
  await form.getByRole("button", { name: "Update Booking" }).click();
  await expect(form.getByText("Booking saved successfully!")).toBeVisible();
  await form.getByRole("button", { name: "Cancel" }).click();
  const edited = page.getByRole("row").filter({ hasText: "E2E Wedding Reception" });
  await expect(edited).toContainText("Confirmed");

  await edited.getByRole("button", { name: /^Edit booking/ }).click();
  await form.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(
    "Are you sure you want to delete this booking? This action cannot be undone.",
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Booking deleted successfully!")).toBeVisible();
  await expect(page.getByText("No bookings found matching your criteria.")).toBeVisible();
});

test("the dashboard shows real figures and what is next", async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto(tenantUrl("/dashboard"));
  await expect(
    page.getByRole("heading", { name: "Welcome to Demo Banquets Dashboard" }),
  ).toBeVisible();
  for (const label of [
    "Total Active Bookings",
    "Available Halls",
    "Upcoming Events",
    "Pending Approvals",
  ])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByText("Available Halls").locator("..").locator("..")).toContainText("5"); // four demo halls and E2E Terrace
  await expect(page.getByRole("heading", { name: "Next Up!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View All Events →" })).toBeVisible();
  await expect(page.getByText(/created .E2E Blocker./)).toBeVisible();
  await page.getByRole("link", { name: "Go to Calendar" }).click();
  await expect(page).toHaveURL(tenantUrl("/calendar"));
  expect(errors).toEqual([]);
});
