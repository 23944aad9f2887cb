// Halls that combine, as a venue's manager meets them for the first time: what the calendar's
// hatched time means, which hall a hovered taken booking belongs to, refusals that stay in view in
// a scrolled form, and what deleting a whole or a part does. Every test makes its own halls.
import { SHARED_HALL } from "@/components/calendar/event-booking";
import { TAKEN_LEGEND } from "@/components/calendar/legend";
import { deleteWords } from "@/lib/halls/combine";

import { dayOfMonth, eventNamed, openCalendar } from "./calendar-support";
import { expect, test, VenueApi } from "./fixtures";
import { tenantUrl } from "./support";

/** A whole of this test's own, made of "<word> East" and "<word> West". */
async function ballroom(venue: VenueApi, prefix: string) {
  const word = VenueApi.unique(prefix);
  const a = await venue.hall({ name: `${word} East` });
  const b = await venue.hall({ name: `${word} West` });
  const whole = await venue.hall({ name: `${word} Ballroom`, parts: [a.id, b.id] });
  return { word, a, b, whole };
}

/** A booking of `hall` on `day` from `from` to `to` ("HH:MM"). */
const bookAt = (venue: VenueApi, hall: number, day: string, from: string, to: string) =>
  venue.booking({ hall, start_time: `${day}T${from}`, end_time: `${day}T${to}` });

test("a half's calendar says what its hatched time is, and whose hall it is", async ({
  page,
  venue,
}) => {
  const { a, whole } = await ballroom(venue, "Legend");
  const day = dayOfMonth(1, 10);
  const big = await bookAt(venue, whole.id, day, "14:00", "18:00");
  await openCalendar(page, { hall: a.id, date: day, view: "week" });
  const legend = page.getByRole("complementary", { name: "Calendar Legend" });
  await expect(legend.getByText(TAKEN_LEGEND)).toBeVisible();

  // The popup of the hatched booking names its hall as the face does: not this half's booking.
  await eventNamed(page, big.event_name).hover();
  await expect(page.getByRole("tooltip")).toContainText(SHARED_HALL(whole.name));
});

test("a half refused in the booking form says why where the form is", async ({ page, venue }) => {
  const { a, whole } = await ballroom(venue, "Form");
  const day = dayOfMonth(1, 11);
  const big = await bookAt(venue, whole.id, day, "14:00", "18:00");
  await page.setViewportSize({ width: 1366, height: 640 });
  await openCalendar(page, { hall: a.id, date: day, view: "week" });
  await page.getByRole("button", { name: "Add Booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Booking" });
  await dialog.getByLabel("Booking Title").fill("Half party");
  await dialog.getByLabel("Hall").selectOption(String(a.id));
  await dialog.getByLabel("Start Time").fill(`${day}T15:00`);
  await dialog.getByLabel("End Time").fill(`${day}T16:00`);
  await dialog.getByLabel("Customer Name").fill("Pat Manager");
  await dialog.getByLabel("Customer Email").fill("pat@example.com");
  await dialog.getByLabel("Booking token").fill("T-1");
  await dialog.getByRole("button", { name: "Create Booking" }).click();
  const alert = dialog.getByRole("alert").filter({ hasText: big.event_name });
  await expect(alert).toBeInViewport();
});

test("a change of parts that would clash is refused in view, next to the form", async ({
  page,
  venue,
}) => {
  const { word, whole } = await ballroom(venue, "Clash");
  const extra = await venue.hall({ name: `${word} Annex` });
  const day = dayOfMonth(1, 12);
  await bookAt(venue, whole.id, day, "14:00", "18:00");
  const small = await bookAt(venue, extra.id, day, "15:00", "16:00");
  await page.setViewportSize({ width: 1366, height: 640 });
  await page.goto(tenantUrl("/halls"));
  await page.getByRole("button", { name: `Edit ${word} Ballroom` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Hall" });
  await dialog.getByRole("searchbox", { name: "Made of" }).fill(`${word} Annex`);
  await dialog.getByRole("checkbox", { name: `${word} Annex` }).check();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  const alert = dialog.getByRole("alert").filter({ hasText: small.event_name });
  await expect(alert).toBeInViewport();
});

test("deleting a whole or a part says what becomes of the others first", async ({
  page,
  venue,
}) => {
  const { word, a, b, whole } = await ballroom(venue, "Gone");
  const halls = await venue.halls();
  await page.goto(tenantUrl("/halls"));
  await page.getByRole("button", { name: `Delete ${word} East` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete hall" });
  await expect(confirm).toContainText(deleteWords(a, halls)!);
  expect(deleteWords(a, halls)).toContain(`part of ${whole.name}`);
  await confirm.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: `Delete ${word} Ballroom` }).click();
  await expect(confirm).toContainText(deleteWords(whole, halls)!);
  expect(deleteWords(whole, halls)).toContain(`${a.name} and ${b.name}`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Hall deleted successfully!")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`^${word} East`) })).toBeVisible();
});
