// The console asks again for what it has with If-None-Match, and the server answers 304 when
// nothing changed (decision 096): the month stays on screen as it was, without a booking read.
import { dayCell, dayOfMonth, eventNamed, openCalendar } from "./calendar-support";
import { expect, test } from "./fixtures";
import { tenantUrl } from "./support";

test("a month seen again is revalidated: 304 while unchanged, the new answer after a change", async ({
  page,
  venue,
}) => {
  const day = dayOfMonth(2, 10);
  const { hall, booking } = await venue.bookedHall(day);
  await page.clock.install();
  const schedules = (status: number) =>
    page.waitForResponse(
      (res) =>
        res.url().includes("/api/tenant/schedules/") &&
        res.url().includes(`hall=${hall.id}`) &&
        res.status() === status,
    );
  await openCalendar(page, { hall: hall.id, date: day });
  await expect(eventNamed(dayCell(page, day), booking.event_name)).toBeVisible();
  const calendar = page.getByRole("region", { name: "Calendar" });

  // Past the time the console trusts what it read (10 s), the month is asked again on return.
  await calendar.getByRole("button", { name: "Next" }).click();
  await page.clock.fastForward("00:15");
  const revalidated = schedules(304);
  await calendar.getByRole("button", { name: "Previous" }).click();
  const res = await revalidated;
  expect(await res.request().headerValue("if-none-match")).toMatch(/^W\/"/);
  await expect(eventNamed(dayCell(page, day), booking.event_name)).toBeVisible();

  // A change elsewhere moves the ETag: the live stream's refetch gets the new month.
  const renamed = "Revalidated Event";
  const changed = schedules(200);
  await venue.patchBooking(booking.id, { event_name: renamed });
  await changed;
  await expect(eventNamed(dayCell(page, day), renamed)).toBeVisible();
});

test("a list page seen again is revalidated", async ({ page, venue }) => {
  await venue.bookedHall(dayOfMonth(2, 12));
  await page.clock.install();
  await page.goto(tenantUrl("/bookings"));
  await expect(page.getByRole("table")).toBeVisible();
  await page.clock.fastForward("00:15");
  const revalidated = page.waitForResponse(
    (res) => res.url().includes("/api/tenant/bookings/?") && res.status() === 304,
  );
  // Away and back: the page is asked again, and the server says it is unchanged.
  await page.getByRole("link", { name: "Calendar" }).first().click();
  await expect(page).toHaveURL(tenantUrl("/calendar"));
  await page.getByRole("link", { name: "Bookings" }).first().click();
  await revalidated;
  await expect(page.getByRole("table")).toBeVisible();
});

test("the month comes with the page: no request for the halls or the range it opens on", async ({
  page,
  venue,
}) => {
  const day = dayOfMonth(0, 15);
  const { hall, booking } = await venue.bookedHall(day);
  const asked: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (/^\/api\/tenant\/(halls|schedules)\/$/.test(url.pathname)) asked.push(url.pathname);
  });
  for (const query of [`hall=${hall.id}`, `hall=${hall.id}&view=week&date=${day}`, ""]) {
    asked.length = 0;
    await page.goto(tenantUrl(`/calendar?${query}`));
    if (query) await expect(eventNamed(page, booking.event_name)).toBeVisible();
    else await expect(page.locator("[data-event-id]").first()).toBeVisible();
    expect(asked, query).toEqual([]);
  }
});
