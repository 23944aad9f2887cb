// Repeating bookings as a venue manager meets them the first time (issue 26): the clashes are
// shown before saving without asking, the dates a rule makes are named, the question a clash asks
// is in view, the venue's limit is said at its field, and a cancellation says what it did.
import { format, parseISO } from "date-fns";

import { REPEATS_LEGEND } from "@/components/calendar/legend";
import { ONLY_THIS_HOLDS, SAVING_ASKS } from "@/lib/bookings/series-scope";

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
import { tenantUrl } from "./support";

const listed = (date: string) => format(parseISO(date), "EEE d MMM yyyy");

/** A new weekly booking on `first`'s weekday, 19:00–20:30, until `until`, in the form. */
async function weeklyForm(
  page: Parameters<typeof newBookingOn>[0],
  hall: number,
  first: string,
  until: string,
) {
  const form = await newBookingOn(page, {
    hall,
    day: first,
    from: "19:00",
    to: "20:30",
    title: VenueApi.unique("Salsa"),
  });
  await form.getByLabel("Repeats").selectOption("weekly");
  await form.getByLabel("Last date").fill(until);
  return form;
}

/** The form of a new booking in a hall of its own, on two Tuesdays: a rule to change. */
async function twoTuesdays(page: Parameters<typeof newBookingOn>[0], venue: VenueApi) {
  const hall = await venue.hall();
  const first = onOrAfter(dayOfMonth(1, 1), 2);
  return weeklyForm(page, hall.id, first, plusDays(first, 7));
}

/** 4 Tuesdays in a hall of their own; the date `days` after the first, open in the Edit form. */
async function editDateOfSeries(
  page: Parameters<typeof newBookingOn>[0],
  venue: VenueApi,
  days: number,
) {
  const hall = await venue.hall();
  const first = onOrAfter(dayOfMonth(1, 1), 2);
  const made = await venue.series(
    { hall: hall.id, start_time: `${first}T19:00`, end_time: `${first}T20:00` },
    { freq: "weekly", count: 4 },
  );
  const date = plusDays(first, days);
  await openCalendar(page, { hall: hall.id, date });
  await eventNamed(dayCell(page, date), made.event_name).click();
  const details = page.getByRole("dialog", { name: "Event Details" });
  await details.getByRole("button", { name: "Edit" }).click();
  return { first, made };
}

test("the clashes of a weekly rule are shown as soon as it is complete, with its first and last date", async ({
  page,
  venue,
}) => {
  const hall = await venue.hall();
  const first = onOrAfter(dayOfMonth(1, 1), 2);
  const taken = plusDays(first, 21);
  const blocker = await venue.booking({
    hall: hall.id,
    start_time: `${taken}T18:00`,
    end_time: `${taken}T19:30`,
  });
  const until = plusDays(first, 7 * 9); // 10 Tuesdays
  const form = await weeklyForm(page, hall.id, first, until);

  // No "Check dates" pressed: the preview comes by itself.
  const preview = form.getByRole("status").filter({ hasText: "10 dates" });
  await expect(preview).toContainText(
    `10 dates, from ${listed(first)} to ${listed(until)}, 1 of them clashes with another booking:`,
  );
  await expect(preview.getByRole("listitem")).toContainText(blocker.event_name);
  // A change of the rule checks again.
  await form.getByRole("button", { name: "Thursday" }).click();
  await expect(form.getByRole("status").filter({ hasText: "19 dates" })).toBeVisible();
});

test("a save refused for clashes brings its question into view", async ({ page, venue }) => {
  const hall = await venue.hall();
  const first = onOrAfter(dayOfMonth(1, 1), 2);
  const taken = plusDays(first, 14);
  await venue.booking({
    hall: hall.id,
    start_time: `${taken}T19:00`,
    end_time: `${taken}T20:00`,
  });
  const form = await weeklyForm(page, hall.id, first, plusDays(first, 7 * 20));
  await form.getByRole("button", { name: "Create Booking" }).click();
  const skip = form.getByRole("button", {
    name: "Skip these dates and book the rest",
  });
  await expect(skip).toBeInViewport();
});

test("the venue's limit on dates is said at the Ends field, in words, before saving", async ({
  page,
  venue,
}) => {
  const form = await twoTuesdays(page, venue);
  await form.getByLabel("Repeats").selectOption("daily");
  await form.getByLabel("Number of times").fill("500");
  await form.getByRole("button", { name: "Check dates" }).click();
  const ends = form.getByRole("radiogroup", { name: "Ends" });
  await expect(ends).toContainText(
    "A repeating booking may have at most 200 dates; this one has more.",
  );
  await expect(form.getByText(/recurrence\.count/)).toHaveCount(0);
});

test("a monthly rule on a day some months lack says those months are skipped", async ({
  page,
  venue,
}) => {
  const form = await twoTuesdays(page, venue);
  await form.getByLabel("Repeats").selectOption("monthly");
  await form.getByLabel("Day of the month").fill("31");
  await expect(form.getByText("Months without a 31st are skipped.")).toBeVisible();
  await form.getByLabel("Day of the month").fill("28");
  await expect(form.getByText(/Months without/)).toHaveCount(0);
});

test("cancelling a date and the following ones says so on the calendar, not that one was deleted", async ({
  page,
  venue,
}) => {
  const { first } = await editDateOfSeries(page, venue, 14);
  const third = plusDays(first, 14);
  await page
    .getByRole("dialog", { name: "Edit Booking" })
    .getByRole("button", { name: "Delete" })
    .click();
  const scope = page.getByRole("dialog", {
    name: "Cancel a repeating booking",
  });
  await scope.getByLabel("This and following bookings").check();
  await scope.getByRole("button", { name: "Cancel bookings" }).click();
  const said = `Cancelled this date and the following ones, from ${listed(third)}.`;
  await expect(page.getByRole("status").filter({ hasText: said })).toBeVisible();
  await expect(page.getByText("Booking deleted successfully!")).toHaveCount(0);
});

test("an edit that moves a date of a series to another day is for that date only, and says so", async ({
  page,
  venue,
}) => {
  const { first, made } = await editDateOfSeries(page, venue, 7);
  const wednesday = plusDays(first, 8);
  const form = page.getByRole("dialog", { name: "Edit Booking" });
  await form.getByLabel("Start Time").fill(`${wednesday}T19:00`);
  await form.getByLabel("End Time").fill(`${wednesday}T20:00`);
  await form.getByRole("button", { name: "Update Booking" }).click();
  const scope = page.getByRole("dialog", { name: "Change a repeating booking" });
  await expect(scope.getByText("Only this booking can move to another day.")).toBeVisible();
  await expect(scope.getByLabel("This and following bookings")).toBeDisabled();
  await expect(scope.getByLabel("All upcoming bookings")).toBeDisabled();
  await scope.getByRole("button", { name: "Save changes" }).click();
  await expect(scope).toBeHidden();
  const series = await venue.getSeries(made.series.id);
  const days = series.occurrences.map((o) => venueLocal(o.start_time).slice(0, 10));
  expect(days).toEqual([first, wednesday, plusDays(first, 14), plusDays(first, 21)]);
});

test("the edit form of a date of a series says how it repeats, and a hold is for that date only", async ({
  page,
  venue,
}) => {
  const { first, made } = await editDateOfSeries(page, venue, 7);
  const form = page.getByRole("dialog", { name: "Edit Booking" });
  await expect(form.getByRole("note")).toContainText("Repeats: Every ");
  await expect(form.getByRole("note")).toContainText(SAVING_ASKS);
  await form.getByLabel("Status").selectOption("tentative");
  await form.getByLabel("Hold until").fill(`${plusDays(first, 3)}T12:00`);
  await form.getByRole("button", { name: "Update Booking" }).click();
  const scope = page.getByRole("dialog", { name: "Change a repeating booking" });
  await expect(scope.getByText(ONLY_THIS_HOLDS)).toBeVisible();
  await expect(scope.getByLabel("All upcoming bookings")).toBeDisabled();
  await scope.getByRole("button", { name: "Save changes" }).click();
  await expect(scope).toBeHidden();
  const series = await venue.getSeries(made.series.id);
  expect(series.occurrences.map((o) => o.hold_until !== null)).toEqual([false, true, false, false]);
});

test("a drag of a date of a series says that only that date moved", async ({ page, venue }) => {
  const hall = await venue.hall();
  const first = onOrAfter(dayOfMonth(1, 1), 2);
  const made = await venue.series(
    { hall: hall.id, start_time: `${first}T19:00`, end_time: `${first}T20:00` },
    { freq: "weekly", count: 2 },
  );
  const wednesday = plusDays(first, 1);
  await openCalendar(page, { hall: hall.id, date: first });
  const event = eventNamed(dayCell(page, first), made.event_name);
  await expect(event.getByLabel("Repeats")).toBeVisible();
  const legend = page.getByRole("complementary", { name: "Calendar Legend" });
  await expect(legend.getByText(REPEATS_LEGEND)).toBeVisible();
  await dragTo(page, await centerOf(event), await centerOf(dayCell(page, wednesday)));
  await expect(eventNamed(dayCell(page, wednesday), made.event_name)).toBeVisible();
  await expect(
    page.getByRole("status").filter({
      hasText: "Booking updated successfully! Only this date of the series moved.",
    }),
  ).toBeVisible();
});

test("a date of a series in the bookings list links to the list of its series", async ({
  page,
  venue,
}) => {
  const hall = await venue.hall();
  const first = onOrAfter(dayOfMonth(1, 1), 5);
  const customer = VenueApi.unique("Repeat Customer");
  const made = await venue.series(
    {
      hall: hall.id,
      start_time: `${first}T09:00`,
      end_time: `${first}T10:00`,
      customer_name: customer,
    },
    { freq: "weekly", count: 3 },
  );
  await page.goto(tenantUrl("/bookings"));
  await page.getByLabel("Customer Name/Email/Phone").fill(customer);
  const row = page.getByRole("row").filter({ hasText: made.event_name }).first();
  await row.getByRole("link", { name: "Repeats: all dates" }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings\\?series=${made.series.id}$`));
  await expect(
    page.getByRole("button", { name: /Series: Every Friday at 09:00, 3 times/ }),
  ).toBeVisible();
});
