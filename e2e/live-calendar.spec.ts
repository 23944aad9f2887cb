// Two people at their desks with the same venue's calendar open: what one does shows on the
// other's screen without a reload. Each test makes its own hall and bookings.
import type { Browser, Page } from "@playwright/test";

import {
  centerOf,
  dayCell,
  dayOfMonth,
  dragTo,
  eventNamed,
  openCalendar,
  plusDays,
} from "./calendar-support";
import { expect, signInWithCookie, test, VenueApi } from "./fixtures";
import { tenantUrl } from "./support";

/**
 * How long a change may take to show on the other screen here. The product's aim is a second
 * (decision 042), but a test is no stopwatch: three browsers and the server share two cores in
 * CI, and a timed assertion failed there with the change shown a moment later. What this spec
 * proves is that the change shows without a reload; its speed belongs in a benchmark.
 */
const SHOWN_WITHIN = 5_000;

/** A second person: a browser context of its own, signed in to the demo venue. */
async function secondDesk(browser: Browser, request: Parameters<typeof signInWithCookie>[1]) {
  const context = await browser.newContext();
  await signInWithCookie(context, request);
  return { page: await context.newPage(), close: () => context.close() };
}

const live = (page: Page) => expect(page.locator('[data-live="live"]')).toBeAttached();

test.describe("the live calendar", () => {
  test("a booking dragged on one screen moves on the other, without a reload", async ({
    page,
    venue,
    browser,
    request,
  }) => {
    const day = dayOfMonth(1, 12);
    const { hall, booking } = await venue.bookedHall(day);
    const other = await secondDesk(browser, request);
    try {
      for (const p of [page, other.page]) {
        await openCalendar(p, { hall: hall.id, date: day });
        await expect(eventNamed(dayCell(p, day), booking.event_name)).toBeVisible();
        await live(p);
      }
      const later = plusDays(day, 2);
      const saved = page.waitForResponse(
        (r) => r.request().method() === "PATCH" && r.url().includes(`/bookings/${booking.id}/`),
      );
      const event = eventNamed(dayCell(page, day), booking.event_name);
      await dragTo(page, await centerOf(event), await centerOf(dayCell(page, later)));
      expect((await saved).status()).toBe(200);
      await expect(eventNamed(dayCell(other.page, later), booking.event_name)).toBeVisible({
        timeout: SHOWN_WITHIN,
      });
      await expect(eventNamed(dayCell(other.page, day), booking.event_name)).toBeHidden();
    } finally {
      await other.close();
    }
  });

  test("another's change of a booking this screen just moved shows at once", async ({
    page,
    venue,
  }) => {
    // This tab's own echo is skipped because it is its own, not because it came soon: a change
    // by someone else a moment after this tab's drag, to the same booking, shows.
    const day = dayOfMonth(1, 18);
    const { hall, booking } = await venue.bookedHall(day);
    await openCalendar(page, { hall: hall.id, date: day });
    await expect(eventNamed(dayCell(page, day), booking.event_name)).toBeVisible();
    await live(page);
    const later = plusDays(day, 1);
    const saved = page.waitForResponse(
      (r) => r.request().method() === "PATCH" && r.url().includes(`/bookings/${booking.id}/`),
    );
    const event = eventNamed(dayCell(page, day), booking.event_name);
    await dragTo(page, await centerOf(event), await centerOf(dayCell(page, later)));
    expect((await saved).status()).toBe(200);
    await expect(eventNamed(dayCell(page, later), booking.event_name)).toBeVisible();

    const renamed = VenueApi.unique("Renamed elsewhere");
    await venue.patchBooking(booking.id, { event_name: renamed });
    await expect(eventNamed(dayCell(page, later), renamed)).toBeVisible({ timeout: SHOWN_WITHIN });
  });

  test("a booking made on one screen appears on the day the other is looking at", async ({
    page,
    venue,
    browser,
    request,
  }) => {
    const hall = await venue.hall();
    const day = dayOfMonth(1, 14);
    const title = VenueApi.unique("Anniversary");
    const other = await secondDesk(browser, request);
    try {
      await openCalendar(other.page, { hall: hall.id, date: day, view: "day" });
      await live(other.page);
      await expect(other.page.locator('[data-live="live"]')).toHaveText("Live");

      await openCalendar(page, { hall: hall.id, date: day });
      await dayCell(page, day).click({ position: { x: 30, y: 60 } });
      const form = page.getByRole("dialog", { name: "Add New Booking" });
      await form.getByLabel("Booking Title").fill(title);
      await form.getByLabel("Customer Name").fill("Erin Example");
      await form.getByLabel("Customer Email").fill("erin@example.com");
      const created = page.waitForResponse(
        (r) => r.request().method() === "POST" && r.url().endsWith("/api/tenant/bookings/"),
      );
      await form.getByRole("button", { name: "Create Booking" }).click();
      expect((await created).status()).toBe(201);
      await expect(eventNamed(other.page, title)).toBeVisible({ timeout: SHOWN_WITHIN });
    } finally {
      await other.close();
    }
  });

  test("a drop on a time someone else just took is refused, and shows their booking", async ({
    page,
    venue,
  }) => {
    const day = dayOfMonth(1, 16);
    const { hall, booking } = await venue.bookedHall(day);
    const target = plusDays(day, 1);
    await openCalendar(page, { hall: hall.id, date: day });
    await live(page);
    const event = eventNamed(dayCell(page, day), booking.event_name);
    await event.hover();
    // Someone else books the target day while the pointer is on its way.
    const taken = VenueApi.unique("Taken");
    await dragTo(page, await centerOf(event), await centerOf(dayCell(page, target)), () =>
      venue.booking({
        hall: hall.id,
        event_name: taken,
        start_time: `${target}T09:00`,
        end_time: `${target}T13:00`,
      }),
    );
    await expect(eventNamed(dayCell(page, target), taken)).toBeVisible();
    await expect(eventNamed(dayCell(page, day), booking.event_name)).toBeVisible();
    expect((await venue.getBooking(booking.id)).start_time).toBe(booking.start_time);
  });

  test("the bookings list and the dashboard show a booking made elsewhere", async ({
    page,
    venue,
  }) => {
    const hall = await venue.hall();
    const day = dayOfMonth(2, 3);
    const email = `${VenueApi.unique("live").toLowerCase().replace(/\W+/g, "-")}@example.com`;
    await page.goto(tenantUrl("/bookings"));
    await page.getByLabel("Customer Name/Email/Phone").fill(email);
    await expect(page.getByText("No bookings found matching your criteria.")).toBeVisible();
    await live(page);
    const listed = await venue.booking({
      hall: hall.id,
      customer_email: email,
      start_time: `${day}T10:00`,
      end_time: `${day}T12:00`,
    });
    await expect(page.getByRole("row").filter({ hasText: listed.event_name })).toBeVisible({
      timeout: SHOWN_WITHIN,
    });

    await page.goto(tenantUrl("/dashboard"));
    await live(page);
    const shown = await venue.booking({
      hall: hall.id,
      start_time: `${day}T14:00`,
      end_time: `${day}T16:00`,
    });
    await expect(page.getByText(new RegExp(`created .${shown.event_name}.`))).toBeVisible({
      timeout: SHOWN_WITHIN,
    });
  });
});
