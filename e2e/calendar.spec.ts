// The calendar in Chromium: moving and resizing bookings by hand, the popup that must never get in
// the way, and refusals in the server's words. Every test makes its own hall and bookings.
import type { Page } from "@playwright/test";

import { BUFFER_CLASH } from "@/lib/bookings/schemas";

import {
  boxOf,
  centerOf,
  dayCell,
  dayOfMonth,
  dragTo,
  eventNamed,
  openCalendar,
  plusDays,
  showTimeGrid,
  timeLane,
  venueLocal,
} from "./calendar-support";
import { expect, test, type VenueApi } from "./fixtures";

const updated = (page: Page) =>
  expect(page.getByText("Booking updated successfully!").first()).toBeVisible();
const localStart = async (venue: VenueApi, id: number) =>
  venueLocal((await venue.getBooking(id)).start_time);
const localEnd = async (venue: VenueApi, id: number) =>
  venueLocal((await venue.getBooking(id)).end_time);

test.describe("moving bookings by hand", () => {
  test("a drag to the same weekday a week later, then to an earlier week, is saved", async ({
    page,
    venue,
  }) => {
    const day = dayOfMonth(1, 10);
    const { hall, booking: b } = await venue.bookedHall(day);
    await openCalendar(page, { hall: hall.id, date: day });
    // A hand rests on the event first: its popup opens, and must not catch the drag.
    const event = eventNamed(dayCell(page, day), b.event_name);
    await event.hover();
    await expect(page.getByRole("tooltip")).toContainText(b.event_name);
    const later = plusDays(day, 7);
    await dragTo(page, await centerOf(event), await centerOf(dayCell(page, later)));
    await updated(page);
    await expect(page.getByRole("tooltip")).toBeHidden();
    await expect.poll(() => localStart(venue, b.id)).toBe(`${later}T10:00`);
    await expect(eventNamed(dayCell(page, later), b.event_name)).toBeVisible();

    const earlier = plusDays(day, -7);
    const moved = eventNamed(dayCell(page, later), b.event_name);
    await moved.hover();
    await expect(page.getByRole("tooltip")).toBeVisible();
    await dragTo(page, await centerOf(moved), await centerOf(dayCell(page, earlier)));
    await expect.poll(() => localStart(venue, b.id)).toBe(`${earlier}T10:00`);
    await expect(eventNamed(dayCell(page, earlier), b.event_name)).toBeVisible();
  });

  test("in week view: a resize near the top of the grid, then a move to another time", async ({
    page,
    venue,
  }) => {
    const day = dayOfMonth(1, 12);
    const { hall, booking: b } = await venue.bookedHall(day, { from: "08:00", to: "09:00" });
    await openCalendar(page, { hall: hall.id, date: day, view: "week" });
    await showTimeGrid(page);
    const event = eventNamed(page, b.event_name);
    await event.hover();
    await expect(page.getByRole("tooltip")).toBeVisible();
    // The bottom edge, dragged down to the end of the 10:00 half hour.
    const box = await boxOf(event);
    const ten = await boxOf(timeLane(page, "10:00:00"));
    await dragTo(
      page,
      { x: box.x + box.width / 2, y: box.y + box.height - 3 },
      { x: box.x + box.width / 2, y: ten.y + ten.height - 3 },
    );
    await updated(page);
    await expect.poll(() => localEnd(venue, b.id)).toBe(`${day}T10:30`);
    expect(await localStart(venue, b.id)).toBe(`${day}T08:00`);

    // Pressed near its top, moved to start at 14:00: it keeps its length.
    const now = await boxOf(eventNamed(page, b.event_name));
    const two = await boxOf(timeLane(page, "14:00:00"));
    const x = now.x + now.width / 2;
    await dragTo(page, { x, y: now.y + 8 }, { x, y: two.y + 8 });
    await expect.poll(() => localStart(venue, b.id)).toBe(`${day}T14:00`);
    expect(await localEnd(venue, b.id)).toBe(`${day}T16:30`);
  });

  test("after '+2 more', an entry's popup never covers the next entry", async ({ page, venue }) => {
    const hall = await venue.hall();
    const day = dayOfMonth(1, 15);
    const titles: string[] = [];
    for (const hour of [8, 10, 12, 14, 16]) {
      const b = await venue.booking({
        hall: hall.id,
        start_time: `${day}T${String(hour).padStart(2, "0")}:00`,
        end_time: `${day}T${String(hour + 1).padStart(2, "0")}:30`,
      });
      titles.push(b.event_name);
    }
    await openCalendar(page, { hall: hall.id, date: day });
    await dayCell(page, day).getByText("+2 more").click();
    const list = page.getByRole("dialog").filter({ hasText: titles[4] });
    for (let i = 0; i < titles.length - 1; i++) {
      const entry = eventNamed(list, titles[i]);
      await entry.hover();
      const tip = page.getByRole("tooltip");
      await expect(tip).toContainText(titles[i]);
      const a = (await tip.boundingBox())!;
      const next = (await eventNamed(list, titles[i + 1]).boundingBox())!;
      const overlaps =
        a.x < next.x + next.width &&
        next.x < a.x + a.width &&
        a.y < next.y + next.height &&
        next.y < a.y + a.height;
      expect(overlaps, `popup of ${titles[i]} covers ${titles[i + 1]}`).toBe(false);
    }
    await eventNamed(list, titles[4]).hover();
    await expect(page.getByRole("tooltip")).toContainText(titles[4]);
  });
});

test.describe("refusals in the server's words", () => {
  test("a drop onto another booking of the hall is put back, with the clash named", async ({
    page,
    venue,
  }) => {
    const day = dayOfMonth(1, 9);
    const { hall, booking: mine } = await venue.bookedHall(day);
    const blocker = await venue.booking({
      hall: hall.id,
      start_time: `${plusDays(day, 2)}T08:00`,
      end_time: `${plusDays(day, 2)}T18:00`,
      status: "confirmed",
    });
    await openCalendar(page, { hall: hall.id, date: day });
    const event = eventNamed(dayCell(page, day), mine.event_name);
    await dragTo(page, await centerOf(event), await centerOf(dayCell(page, plusDays(day, 2))));
    await expect(
      page.getByText(
        new RegExp(
          `^Error updating booking: This hall is already booked .*\\(${blocker.event_name}\\)\\.$`,
        ),
      ),
    ).toBeVisible();
    await expect(eventNamed(dayCell(page, day), mine.event_name)).toBeVisible();
    expect(await localStart(venue, mine.id)).toBe(`${day}T10:00`);
  });

  test("a hall's setup and cleanup time is a band in the week view, and a drop into it is refused", async ({
    page,
    venue,
  }) => {
    const day = dayOfMonth(1, 9);
    const { hall, booking: mine } = await venue.bookedHall(day, {
      hall: { setup_minutes: 90, cleanup_minutes: 30 },
    });
    const next = plusDays(day, 2);
    await venue.booking({ hall: hall.id, start_time: `${next}T13:00`, end_time: `${next}T15:00` });
    await openCalendar(page, { hall: hall.id, date: day, view: "week" });
    await showTimeGrid(page);
    // Setup before and cleanup after each of the two events.
    await expect(page.locator(".hb-buffer")).toHaveCount(4);

    // 10:00–12:00 two days later is clear of the 13:00 event, but not of its 90 minutes of setup.
    await openCalendar(page, { hall: hall.id, date: day });
    const event = eventNamed(dayCell(page, day), mine.event_name);
    await dragTo(page, await centerOf(event), await centerOf(dayCell(page, next)));
    await expect(page.getByText(BUFFER_CLASH, { exact: false }).first()).toBeVisible();
    expect(await localStart(venue, mine.id)).toBe(`${day}T10:00`);
  });

  test("a slots-only booking dragged off its slot says why, as the server does", async ({
    page,
    venue,
  }) => {
    const hall = await venue.hall({ requires_slot: true });
    await venue.slot(hall.id, { name: "Evening", start_time: "18:00", end_time: "23:00" });
    const day = dayOfMonth(1, 16);
    const b = await venue.booking({
      hall: hall.id,
      start_time: `${day}T18:00`,
      end_time: `${day}T23:00`,
    });
    await openCalendar(page, { hall: hall.id, date: day, view: "week" });
    await showTimeGrid(page);
    const event = await boxOf(eventNamed(page, b.event_name));
    const noon = await boxOf(timeLane(page, "12:00:00"));
    const x = event.x + event.width / 2;
    await dragTo(page, { x, y: event.y + 8 }, { x, y: noon.y + 8 });
    await expect(
      page.getByText(
        "Error updating booking: This hall only takes bookings in its time slots: " +
          "Evening 18:00–23:00.",
      ),
    ).toBeVisible();
    expect(await localStart(venue, b.id)).toBe(`${day}T18:00`);
  });

  test("a booking deleted elsewhere says so when moved, and leaves the calendar", async ({
    page,
    venue,
  }) => {
    const day = dayOfMonth(1, 17);
    const { hall, booking: b } = await venue.bookedHall(day);
    await openCalendar(page, { hall: hall.id, date: day });
    const event = eventNamed(dayCell(page, day), b.event_name);
    await expect(event).toBeVisible();
    // Deleted in another tab while this one drags it: the live calendar waits for the drop.
    await dragTo(page, await centerOf(event), await centerOf(dayCell(page, plusDays(day, 1))), () =>
      venue.deleteBooking(b.id),
    );
    await expect(
      page.getByText(
        "Error updating booking: This booking no longer exists: it was deleted elsewhere.",
      ),
    ).toBeVisible();
    await expect(eventNamed(page, b.event_name)).toHaveCount(0);
  });
});
