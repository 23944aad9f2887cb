// Repeating bookings in Chromium (issue 26, decision 083): the booking form's Repeat section, its
// rule in words and its clashes before saving; a series in the details dialog and the list.
import { format, parseISO } from "date-fns";

import {
  dayCell,
  dayOfMonth,
  eventNamed,
  newBookingOn,
  onOrAfter,
  openCalendar,
  plusDays,
} from "./calendar-support";
import { expect, test, VenueApi } from "./fixtures";

const long = (date: string) => format(parseISO(date), "d MMM yyyy");
const listed = (date: string) => format(parseISO(date), "EEE d MMM yyyy");

test("a weekly booking is checked for clashes before saving, and the rest booked without them", async ({
  page,
  venue,
}) => {
  const hall = await venue.hall();
  const first = onOrAfter(dayOfMonth(1, 1), 2);
  const taken = plusDays(first, 14);
  const blocker = await venue.booking({
    hall: hall.id,
    start_time: `${taken}T18:00`,
    end_time: `${taken}T19:30`,
  });
  const until = plusDays(first, 7 * 11); // 12 Tuesdays
  const title = VenueApi.unique("Yoga");

  const form = await newBookingOn(page, {
    hall: hall.id,
    day: first,
    from: "19:00",
    to: "20:30",
    title,
  });
  await expect(form.getByLabel("Hold until")).toBeVisible();

  await form.getByLabel("Repeats").selectOption("weekly");
  // The booking's own weekday is chosen; a series is not held.
  await expect(form.getByRole("button", { name: "Tuesday" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(form.getByRole("button", { name: "Monday" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await expect(form.getByLabel("Hold until")).toBeHidden();
  await form.getByRole("button", { name: "Create Booking" }).click();
  // The API's own message: no end yet.
  await expect(
    form.getByText("Say when the booking stops repeating: a last date or a number of times."),
  ).toBeVisible();
  await form.getByLabel("Last date").fill(until);
  await expect(form.getByText(`Every Tuesday at 19:00 until ${long(until)}`)).toBeVisible();
  await form.getByRole("button", { name: "Thursday" }).click();
  await expect(
    form.getByText(`Every Tuesday and Thursday at 19:00 until ${long(until)}`),
  ).toBeVisible();
  await form.getByRole("button", { name: "Thursday" }).click();

  await form.getByRole("button", { name: "Check dates" }).click();
  const preview = form.getByRole("status").filter({ hasText: "12 dates" });
  await expect(preview).toContainText(
    `12 dates, from ${listed(first)} to ${listed(until)}, 1 of them clashes with another booking:`,
  );
  await expect(preview.getByRole("listitem")).toHaveText(
    `${listed(taken)}${hall.name}: ${blocker.event_name}, 6:00 PM – 7:30 PM`,
  );

  await form.getByRole("button", { name: "Create Booking" }).click();
  const question = form.getByRole("alert").filter({ hasText: "Book none of the dates" });
  await expect(question).toContainText("1 date clashes with other bookings");
  await expect(question.getByRole("listitem")).toContainText(blocker.event_name);
  await question.getByRole("button", { name: "Skip these dates and book the rest" }).click();
  await expect(form.getByText("Booked 11 dates; 1 skipped because it clashes.")).toBeVisible();

  const made = await venue.schedule({
    hall: String(hall.id),
    start: first,
    end: plusDays(until, 1),
  });
  expect(made.filter((e) => e.title === title)).toHaveLength(11);
});

test("a hall booked by slot offers no Repeat, and says why", async ({ page, venue }) => {
  const hall = await venue.hall({ requires_slot: true });
  await venue.slot(hall.id, { name: "Evening", start_time: "18:00", end_time: "22:00" });
  const day = dayOfMonth(1, 12);
  await openCalendar(page, { hall: hall.id, date: day });
  await dayCell(page, day).click({ position: { x: 30, y: 60 } });
  const form = page.getByRole("dialog", { name: "Add New Booking" });
  await expect(form.getByText("Bookings made by slot do not repeat.")).toBeVisible();
  await expect(form.getByLabel("Repeats")).toHaveCount(0);
});

test("a date of a series says the series in its details, and links to the list of its dates", async ({
  page,
  venue,
}) => {
  const hall = await venue.hall();
  const first = onOrAfter(dayOfMonth(1, 1), 4);
  const made = await venue.series(
    { hall: hall.id, start_time: `${first}T10:00`, end_time: `${first}T11:00` },
    { freq: "weekly", count: 3 },
  );
  await openCalendar(page, { hall: hall.id, date: first });
  await eventNamed(dayCell(page, first), made.event_name).click();
  const details = page.getByRole("dialog", { name: "Event Details" });
  await expect(details.getByText("Every Thursday at 10:00, 3 times")).toBeVisible();
  await details.getByRole("link", { name: "All dates of this series" }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings\\?series=${made.series.id}$`));
  const chip = page.getByRole("button", { name: /Series: Every Thursday at 10:00, 3 times/ });
  await expect(chip).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: made.event_name })).toHaveCount(3);
  await chip.click();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(chip).toBeHidden();
});
