// Changing the dates of a repeating booking in Chromium (issue 26, decision 083): the scope dialog
// for an edit or a cancellation, a drag that moves one date, and the whole story.
import type { Page } from "@playwright/test";
import { format, parseISO } from "date-fns";

import {
  centerOf,
  dayCell,
  dayOfMonth,
  dragTo,
  eventNamed,
  newBookingOn,
  onOrAfter,
  openCalendar,
  plusDays,
  venueLocal,
} from "./calendar-support";
import { expect, test, VenueApi } from "./fixtures";

/** Opens a date's details from the calendar's month view. */
async function details(page: Page, hall: number, day: string, title: string) {
  await openCalendar(page, { hall, date: day });
  await eventNamed(dayCell(page, day), title).click();
  return page.getByRole("dialog", { name: "Event Details" });
}

test("a weekly class for a year: booked in one step, its clash seen first, one Tuesday dragged, the rest from June cancelled", async ({
  page,
  venue,
}) => {
  const hall = await venue.hall();
  const first = onOrAfter(dayOfMonth(1, 1), 2);
  const until = plusDays(first, 7 * 51); // a year of Tuesdays: 52
  const taken = plusDays(first, 7 * 5);
  const other = await venue.booking({
    hall: hall.id,
    start_time: `${taken}T19:30`,
    end_time: `${taken}T22:00`,
  });
  const title = VenueApi.unique("Pilates");

  // One step: the form, its rule in words, its clash before saving, the rest booked.
  const form = await newBookingOn(page, {
    hall: hall.id,
    day: first,
    from: "19:00",
    to: "20:00",
    title,
  });
  await form.getByLabel("Status").selectOption("confirmed");
  await form.getByLabel("Repeats").selectOption("weekly");
  await form.getByLabel("Last date").fill(until);
  await expect(
    form.getByText(`Every Tuesday at 19:00 until ${format(parseISO(until), "d MMM yyyy")}`),
  ).toBeVisible();
  await form.getByRole("button", { name: "Check dates" }).click();
  const preview = form.getByRole("status").filter({ hasText: "52 dates" });
  await expect(preview.getByRole("listitem")).toContainText(other.event_name);
  await form.getByRole("button", { name: "Create Booking" }).click();
  await form.getByRole("button", { name: "Skip these dates and book the rest" }).click();
  await expect(form.getByText("Booked 51 dates; 1 skipped because it clashes.")).toBeVisible();
  await expect(form).toBeHidden({ timeout: 6000 });

  // One Tuesday moved by a drag, to the Wednesday: that date only, and it says so.
  const second = plusDays(first, 7);
  const wednesday = plusDays(second, 1);
  await openCalendar(page, { hall: hall.id, date: second });
  const event = eventNamed(dayCell(page, second), title);
  await dragTo(page, await centerOf(event), await centerOf(dayCell(page, wednesday)));
  await expect(eventNamed(dayCell(page, wednesday), title)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0); // no scope dialog for a drag
  // Saved before it is opened: the event shows where it was dropped while the save is under way.
  await expect(
    page.getByRole("status").filter({ hasText: "Only this date of the series moved." }),
  ).toBeVisible();
  await eventNamed(dayCell(page, wednesday), title).click();
  const moved = page.getByRole("dialog", { name: "Event Details" });
  await expect(moved.getByText("Changed on its own")).toBeVisible();
  await moved.getByRole("button", { name: "Close" }).first().click();

  // The rest from June cancelled: the first Tuesday of June, and every one after it.
  const year = Number(first.slice(0, 4)) + (first.slice(5, 7) > "06" ? 1 : 0);
  const june = onOrAfter(`${year}-06-01`, 2);
  const dialog = await details(page, hall.id, june, title);
  await dialog.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Booking" });
  await edit.getByRole("button", { name: "Delete" }).click();
  const scope = page.getByRole("dialog", { name: "Cancel a repeating booking" });
  await scope.getByLabel("This and following bookings").check();
  await scope.getByRole("button", { name: "Cancel bookings" }).click();
  await expect(scope).toBeHidden();

  const made = await venue.schedule({
    hall: String(hall.id),
    start: first,
    end: plusDays(until, 1),
  });
  const dates = made
    .filter((e) => e.title === title)
    .map((e) => ({ day: venueLocal(e.start).slice(0, 10), status: e.status }));
  const live = dates.filter((d) => d.status !== "cancelled").map((d) => d.day);
  expect(live.length).toBeGreaterThan(10);
  expect(live.every((d) => d < june)).toBe(true);
  expect(live).toContain(wednesday);
  expect(live).not.toContain(taken);
});

test("an edit of a date asks which dates it is for, by keyboard; a clash is listed, nothing saved", async ({
  page,
  venue,
}) => {
  const hall = await venue.hall();
  const first = onOrAfter(dayOfMonth(1, 1), 3);
  const made = await venue.series(
    { hall: hall.id, start_time: `${first}T10:00`, end_time: `${first}T11:00` },
    { freq: "weekly", count: 4 },
  );
  const [, second, , fourth] = made.series.occurrences;
  const fourthDay = venueLocal(fourth.start_time).slice(0, 10);
  const other = await venue.booking({
    hall: hall.id,
    start_time: `${fourthDay}T11:30`,
    end_time: `${fourthDay}T13:00`,
  });

  const secondDay = venueLocal(second.start_time).slice(0, 10);
  const dialog = await details(page, hall.id, secondDay, made.event_name);
  await dialog.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Booking" });
  await edit.getByLabel("End Time").fill(`${secondDay}T12:00`);
  await edit.getByRole("button", { name: "Update Booking" }).click();

  const scope = page.getByRole("dialog", { name: "Change a repeating booking" });
  await expect(scope.getByLabel("This booking")).toBeFocused();
  await expect(scope.getByLabel("This booking")).toBeChecked();
  // Escape leaves the edit as it was: nothing saved.
  await page.keyboard.press("Escape");
  await expect(scope).toBeHidden();
  await expect(edit).toBeVisible();
  expect(venueLocal((await venue.getBooking(second.id)).end_time)).toBe(`${secondDay}T11:00`);

  await edit.getByRole("button", { name: "Update Booking" }).click();
  await page.keyboard.press("ArrowDown");
  await expect(scope.getByLabel("This and following bookings")).toBeChecked();
  await page.keyboard.press("Enter");
  const refusal = scope.getByRole("alert");
  await expect(refusal).toContainText("nothing was changed");
  await expect(refusal.getByRole("listitem")).toContainText(other.event_name);
  expect(venueLocal((await venue.getBooking(second.id)).end_time)).toBe(`${secondDay}T11:00`);

  await scope.getByLabel("This booking").check();
  await scope.getByRole("button", { name: "Save changes" }).click();
  await expect(scope).toBeHidden();
  await expect(edit.getByText("Booking saved successfully!")).toBeVisible();
  expect(venueLocal((await venue.getBooking(second.id)).end_time)).toBe(`${secondDay}T12:00`);
  expect(venueLocal((await venue.getBooking(fourth.id)).end_time)).toBe(`${fourthDay}T11:00`);
});
