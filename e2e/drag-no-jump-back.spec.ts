// A booking dragged to another day stays where it was dropped while its save is on its way, even
// when someone else's change reached this screen during the drag: the calendar keeps the events it
// held during the drag until the save and its refetch are done (use-calendar-events.ts `settle`).
// Found by trying the calendar as a new user: it was drawn back at its old day until then.
import {
  centerOf,
  dayCell,
  dayOfMonth,
  dragTo,
  eventNamed,
  openCalendar,
  plusDays,
} from "./calendar-support";
import { expect, test, VenueApi } from "./fixtures";

test("a dropped booking does not jump back when another's change came during the drag", async ({
  page,
  venue,
}) => {
  const day = dayOfMonth(1, 19);
  const later = plusDays(day, 2);
  const { hall, booking } = await venue.bookedHall(day);
  await openCalendar(page, { hall: hall.id, date: day });
  const event = eventNamed(dayCell(page, day), booking.event_name);
  await expect(event).toBeVisible();
  await expect(page.locator('[data-live="live"]')).toBeAttached();

  // From the moment the pointer lets go, note each frame the booking is drawn at its old day.
  await page.evaluate(
    ({ id, old }) => {
      const w = window as unknown as { backAtOldDay: number };
      w.backAtOldDay = 0;
      window.addEventListener(
        "pointerup",
        () => {
          const until = performance.now() + 3_000;
          const look = () => {
            const cell = document.querySelector(`[role="cell"][data-date="${old}"]`);
            const face = cell?.querySelector(`[data-event-id="${id}"]`);
            const drawn = face?.closest<HTMLElement>('[role="button"]');
            // FullCalendar keeps the dragged original hidden until it draws it after the drop.
            if (drawn && getComputedStyle(drawn).visibility !== "hidden") w.backAtOldDay++;
            if (performance.now() < until) requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        },
        { capture: true, once: true },
      );
    },
    { id: booking.id, old: day },
  );

  const saved = page.waitForResponse(
    (r) => r.request().method() === "PATCH" && r.url().includes(`/bookings/${booking.id}/`),
  );
  await dragTo(page, await centerOf(event), await centerOf(dayCell(page, later)), async () => {
    // Someone else books another day of this hall while the pointer is on its way; this screen
    // refetches its range (the live stream) before the drop.
    const refetched = page.waitForResponse(
      (r) => r.url().includes("/api/tenant/schedules/") && r.status() === 200,
    );
    await venue.booking({
      hall: hall.id,
      event_name: VenueApi.unique("Elsewhere"),
      start_time: `${plusDays(day, 7)}T09:00`,
      end_time: `${plusDays(day, 7)}T10:00`,
    });
    await refetched;
  });
  expect((await saved).status()).toBe(200);
  await expect(eventNamed(dayCell(page, later), booking.event_name)).toBeVisible();
  await page.waitForTimeout(3_000); // the frames noted above
  const frames = await page.evaluate(
    () => (window as unknown as { backAtOldDay: number }).backAtOldDay,
  );
  expect(frames, "frames the dropped booking was drawn back at its old day").toBe(0);
});
