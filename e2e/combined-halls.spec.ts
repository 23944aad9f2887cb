// Halls that combine, in Chromium: a hall made of two halves in the hall dialog, and a combined
// hall's calendar, which shows its halves' bookings as time it cannot have and refuses a drag onto
// them, naming the half's booking. Every test makes its own halls and bookings.
import { SHARED_HALL } from "@/components/calendar/event-booking";
import { PARTS_HINT } from "@/components/halls/hall-parts-field";
import { sharedSpaceClash } from "@/lib/bookings/schemas";

import {
  centerOf,
  dayCell,
  dayOfMonth,
  dragTo,
  eventNamed,
  openCalendar,
  venueLocal,
} from "./calendar-support";
import { expect, test, VenueApi } from "./fixtures";
import { tenantUrl } from "./support";

/** Two halls of this test's own, "<word> East" and "<word> West". */
async function halves(venue: VenueApi, prefix: string) {
  const word = VenueApi.unique(prefix);
  const a = await venue.hall({ name: `${word} East` });
  const b = await venue.hall({ name: `${word} West` });
  return { word, a, b };
}

test("a hall is made of two halves in the hall dialog, with the keyboard", async ({
  page,
  venue,
}) => {
  const { word, a, b } = await halves(venue, "Split");
  await page.goto(tenantUrl("/halls"));
  await page.getByRole("button", { name: "Add Hall" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Hall" });
  await dialog.getByLabel("Name").fill(`${word} Ballroom`);
  await dialog.getByLabel("Branch").selectOption({ index: 1 });
  await dialog.getByLabel("Capacity").fill("300");
  const search = dialog.getByRole("searchbox", { name: "Made of" });
  await expect(search).toHaveAccessibleDescription(PARTS_HINT);
  await search.fill(word);
  const options = dialog.getByRole("group", { name: "Halls to choose from" }).getByRole("checkbox");
  await expect(options).toHaveCount(2);
  await search.press("ArrowDown");
  await expect(options.first()).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  await expect(
    dialog.getByRole("list", { name: "Chosen parts" }).getByRole("listitem"),
  ).toHaveCount(2);
  await dialog.getByRole("button", { name: "Add Hall" }).click();
  await expect(page.getByText("Hall added successfully!")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(`^${word} Ballroom`) });
  await expect(row).toContainText(`Made of ${word} East and ${word} West`);
  await expect(page.getByRole("row", { name: new RegExp(`^${word} East`) })).toContainText(
    `Part of ${word} Ballroom`,
  );
  const whole = (await venue.halls()).find((h) => h.name === `${word} Ballroom`);
  expect(whole?.parts).toEqual([a.id, b.id].sort((x, y) => x - y));

  // The whole cannot become a part of its own half: the half's dialog does not offer it.
  await page.getByRole("button", { name: `Edit ${word} East` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Hall" });
  await edit.getByRole("searchbox", { name: "Made of" }).fill(word);
  await expect(
    edit.getByRole("group", { name: "Halls to choose from" }).getByRole("checkbox"),
  ).toHaveCount(1);
});

test("a combined hall's calendar shows its halves' bookings as taken, and refuses a drag onto one", async ({
  page,
  venue,
}) => {
  const { word, a, b } = await halves(venue, "Duo");
  const whole = await venue.hall({ name: `${word} Ballroom`, parts: [a.id, b.id] });
  const day = dayOfMonth(1, 9);
  const taken = dayOfMonth(1, 12);
  const mine = await venue.booking({
    hall: whole.id,
    start_time: `${day}T10:00`,
    end_time: `${day}T12:00`,
  });
  const half = await venue.booking({
    hall: a.id,
    start_time: `${taken}T09:00`,
    end_time: `${taken}T11:00`,
  });
  await openCalendar(page, { hall: whole.id, date: day });
  const shared = eventNamed(dayCell(page, taken), half.event_name);
  await expect(shared).toContainText(SHARED_HALL(a.name));
  await expect(page.locator(".hb-shared")).toHaveCount(1);

  const event = eventNamed(dayCell(page, day), mine.event_name);
  await dragTo(page, await centerOf(event), await centerOf(dayCell(page, taken)));
  // The refusal names the half and its booking, as the server's 409 would.
  const said = sharedSpaceClash(a.name, "\u0000").split("\u0000")[0];
  const toast = page.getByText(`Error updating booking: ${said}`, { exact: false });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(half.event_name);
  expect(venueLocal((await venue.getBooking(mine.id)).start_time)).toBe(`${day}T10:00`);

  // From the half's own calendar, the whole's booking is the time it cannot have.
  await openCalendar(page, { hall: b.id, date: day });
  await expect(eventNamed(dayCell(page, day), mine.event_name)).toContainText(
    SHARED_HALL(whole.name),
  );
});
