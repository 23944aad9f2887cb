// What the calendar shows lives in its URL: hall, view, date and the open booking. Reloads, links
// and Back and Forward all land where the person expects; focus returns where it came from.
import { dayCell, dayOfMonth, eventNamed, monthTitle, openCalendar } from "./calendar-support";
import { expect, test } from "./fixtures";
import { tenantUrl } from "./support";

test("a link naming no hall says so and shows every hall", async ({ page, venue }) => {
  await venue.hall();
  for (const hall of ["999999", "abc"]) {
    await page.goto(tenantUrl(`/calendar?hall=${hall}`));
    await expect(
      page.getByText("The hall in this link was not found. Showing all halls."),
    ).toBeVisible();
    await expect(page.getByLabel("Hall", { exact: true })).toHaveValue("");
    await expect(page).toHaveURL(tenantUrl("/calendar"));
  }
});

test("the chosen hall goes into the URL and survives a reload", async ({ page, venue }) => {
  const hall = await venue.hall();
  await openCalendar(page);
  await page.getByLabel("Hall", { exact: true }).selectOption(String(hall.id));
  await expect(page).toHaveURL(tenantUrl(`/calendar?hall=${hall.id}`));
  await page.reload();
  await expect(page.getByLabel("Hall", { exact: true })).toHaveValue(String(hall.id));
});

test("view and date survive a reload and follow Back and Forward", async ({ page, venue }) => {
  const hall = await venue.hall();
  const day = dayOfMonth(2, 10);
  await openCalendar(page, { hall: hall.id, date: day });
  await expect(page.getByRole("heading", { name: monthTitle(day) })).toBeVisible();
  await page.getByRole("button", { name: "Week", exact: true }).click();
  await expect(page.getByRole("button", { name: "Week", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page).toHaveURL(/view=week/);
  // A week is told by its first day's header ("Sun 10").
  const firstDay = page.getByRole("columnheader").first();
  const week = (await firstDay.textContent()) ?? "";
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(firstDay).not.toHaveText(week);
  const nextWeek = (await firstDay.textContent()) ?? "";
  await page.reload();
  await expect(firstDay).toHaveText(nextWeek);
  await expect(page.getByRole("button", { name: "Week", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.goBack();
  await expect(firstDay).toHaveText(week);
  await page.goBack();
  await expect(page.getByRole("heading", { name: monthTitle(day) })).toBeVisible();
  await expect(page.getByRole("button", { name: "Month", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.goForward();
  await expect(firstDay).toHaveText(week);
});

test("a day number opens the Day view of that day", async ({ page, venue }) => {
  const hall = await venue.hall();
  const day = dayOfMonth(1, 19);
  await openCalendar(page, { hall: hall.id, date: day });
  const label = new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  await dayCell(page, day).getByRole("link", { name: label }).click();
  await expect(page.getByRole("button", { name: "Day", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page).toHaveURL(new RegExp(`view=day.*date=${day}|date=${day}.*view=day`));
});

test("a booking's details live in the URL: Close and Back close them", async ({ page, venue }) => {
  const day = dayOfMonth(1, 20);
  const { hall, booking: b } = await venue.bookedHall(day);
  await openCalendar(page, { hall: hall.id, date: day });
  const details = page.getByRole("dialog", { name: "Event Details" });

  await eventNamed(dayCell(page, day), b.event_name).click();
  await expect(details).toContainText(b.event_name);
  await expect(page).toHaveURL(new RegExp(`booking=${b.id}`));
  await details.getByRole("button", { name: "Close" }).first().click();
  await expect(details).toBeHidden();
  await expect(page).not.toHaveURL(/booking=/);
  await page.reload();
  await expect(eventNamed(dayCell(page, day), b.event_name)).toBeVisible();
  await expect(details).toBeHidden();

  await eventNamed(dayCell(page, day), b.event_name).click();
  await expect(details).toBeVisible();
  await page.goBack();
  await expect(details).toBeHidden();
  await expect(page).toHaveURL(/\/calendar\?/);
  await expect(eventNamed(dayCell(page, day), b.event_name)).toBeVisible();
});

test("View on Calendar opens the booking on its date", async ({ page, venue }) => {
  const day = dayOfMonth(3, 7);
  const { hall, booking: b } = await venue.bookedHall(day);
  await page.goto(tenantUrl("/bookings"));
  await page.getByLabel("Hall", { exact: true }).selectOption(String(hall.id));
  await page.getByRole("button", { name: `View booking ${b.id} on Calendar` }).click();
  await expect(page.getByRole("dialog", { name: "Event Details" })).toContainText(b.event_name);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { name: monthTitle(day) })).toBeVisible();
  await expect(page).not.toHaveURL(/booking=/);
});

test.describe("focus returns to what opened a dialog", () => {
  test("event details and the booking form, back to the event", async ({ page, venue }) => {
    const day = dayOfMonth(1, 21);
    const { hall, booking: b } = await venue.bookedHall(day);
    await openCalendar(page, { hall: hall.id, date: day });
    const event = eventNamed(dayCell(page, day), b.event_name);
    // The month draws an event hidden until it has measured where it goes: focus it once shown.
    await expect(event).toBeVisible();
    await event.focus();
    await expect(event).toBeFocused();
    await page.keyboard.press("Enter");
    const details = page.getByRole("dialog", { name: "Event Details" });
    await expect(details).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();
    await expect(event).toBeFocused();

    await page.keyboard.press("Enter");
    await details.getByRole("button", { name: "Edit" }).click();
    const form = page.getByRole("dialog", { name: "Edit Booking" });
    await expect(form).toBeVisible();
    // The form takes the focus from the details it replaced, and Tab stays in it.
    await expect(form.getByLabel("Booking Title")).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await form.evaluate((f) => f.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(form).toBeHidden();
    await expect(eventNamed(dayCell(page, day), b.event_name)).toBeFocused();
  });

  test("an event keeps the focus when a live change draws the month again", async ({
    page,
    venue,
  }) => {
    const day = dayOfMonth(1, 14);
    const { hall, booking: b } = await venue.bookedHall(day);
    await openCalendar(page, { hall: hall.id, date: day });
    const event = eventNamed(dayCell(page, day), b.event_name);
    await expect(event).toBeVisible();
    await event.focus();
    await expect(event).toBeFocused();
    const other = await venue.booking({
      hall: hall.id,
      start_time: `${dayOfMonth(1, 16)}T10:00`,
      end_time: `${dayOfMonth(1, 16)}T12:00`,
    });
    // Another screen's booking arrives through the live stream, and the month is drawn again.
    await expect(eventNamed(dayCell(page, dayOfMonth(1, 16)), other.event_name)).toBeVisible();
    await expect(event).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Event Details" })).toContainText(b.event_name);
  });

  test("the year overlay and the new booking form, back to their buttons", async ({
    page,
    venue,
  }) => {
    const hall = await venue.hall();
    await openCalendar(page, { hall: hall.id });
    const year = page.getByRole("button", { name: "Year" });
    await year.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(year).toBeFocused();
    const add = page.getByRole("button", { name: "Add Booking" });
    await add.click();
    await expect(page.getByRole("dialog", { name: "Add New Booking" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(add).toBeFocused();
  });
});

test("the year view jumps to a day in month view", async ({ page, venue }) => {
  const hall = await venue.hall();
  await openCalendar(page, { hall: hall.id });
  const year = Number(dayOfMonth(0, 1).slice(0, 4));
  await page.getByRole("button", { name: "Year" }).click();
  const overlay = page.getByRole("dialog");
  await expect(overlay.getByRole("heading", { name: String(year) })).toBeVisible();
  await expect(overlay.getByRole("button", { name: "Today" })).toHaveCount(0);
  await overlay.getByRole("button", { name: "Next year" }).click();
  await expect(overlay.getByRole("heading", { name: String(year + 1) })).toBeVisible();
  await overlay.getByRole("button", { name: "Today" }).click();
  await expect(overlay.getByRole("heading", { name: String(year) })).toBeVisible();
  await overlay.locator(`[data-date="${year}-03-15"]`).click();
  await expect(overlay).toBeHidden();
  await expect(page.getByRole("heading", { name: `March ${year}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Month" })).toHaveAttribute("aria-pressed", "true");
});

test.describe("a failed load says what failed", () => {
  test("the schedules: the server's error, or that it could not be reached", async ({
    page,
    venue,
  }) => {
    const hall = await venue.hall();
    await page.route("**/api/tenant/schedules/**", (route) =>
      route.fulfill({ status: 500, json: { detail: "Internal server error." } }),
    );
    await openCalendar(page, { hall: hall.id });
    // The month it opens on came with the page: the next one is asked for.
    await page
      .getByRole("region", { name: "Calendar" })
      .getByRole("button", { name: "Next" })
      .click();
    const failed = page.getByRole("alert").filter({ hasText: "Failed to Load Schedules" });
    await expect(failed).toContainText("Failed to load schedules. Internal server error.");
    await page.unroute("**/api/tenant/schedules/**");
    await page.route("**/api/tenant/schedules/**", (route) => route.abort());
    await failed.getByRole("button", { name: "Retry" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Failed to Load Schedules" }),
    ).toContainText("Network error: the server could not be reached.");
  });

  test("a linked booking: only a 404 is 'Booking not found.'", async ({ page, venue }) => {
    const day = dayOfMonth(1, 22);
    const { hall, booking } = await venue.bookedHall(day);
    await page.route(`**/api/tenant/bookings/${booking.id}/`, (route) =>
      route.fulfill({ status: 500, json: { detail: "Internal server error." } }),
    );
    await page.goto(tenantUrl(`/calendar?hall=${hall.id}&booking=${booking.id}`));
    await expect(
      page.getByText("Failed to load the booking. Internal server error."),
    ).toBeVisible();
    await expect(page.getByText("Booking not found.")).toHaveCount(0);
    await page.goto(tenantUrl(`/calendar?hall=${hall.id}&booking=999999999`));
    await expect(page.getByText("Booking not found.")).toBeVisible();
  });
});

test("a booking deleted from its details is not read again, and says only that it was deleted", async ({
  page,
  venue,
}) => {
  const day = dayOfMonth(1, 22);
  const { hall, booking: b } = await venue.bookedHall(day);
  await openCalendar(page, { hall: hall.id, date: day });
  await eventNamed(dayCell(page, day), b.event_name).click();
  const details = page.getByRole("dialog", { name: "Event Details" });
  await details.getByRole("button", { name: "Edit" }).click();
  const form = page.getByRole("dialog", { name: "Edit Booking" });
  await form.getByRole("button", { name: "Delete" }).click();
  // Every read of the deleted booking after its DELETE (it would answer 404: 'Booking not found.').
  const readAfter: string[] = [];
  let deleted = false;
  page.on("request", (r) => {
    if (r.method() === "DELETE" && r.url().includes(`/bookings/${b.id}/`)) deleted = true;
    else if (deleted && r.method() === "GET" && r.url().endsWith(`/api/tenant/bookings/${b.id}/`))
      readAfter.push(r.url());
  });
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Booking deleted successfully!").first()).toBeVisible();
  await expect(eventNamed(dayCell(page, day), b.event_name)).toBeHidden();
  await expect(page).not.toHaveURL(/booking=/);
  await page.waitForTimeout(500);
  expect(readAfter).toEqual([]);
  await expect(page.getByText("Booking not found.")).toBeHidden();
});
