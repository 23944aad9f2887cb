// No page is wider than a phone, whatever the venue names its halls: a page wider than the screen
// scrolls sideways on a tap, and takes the dialogs it opens half off the screen with it (a hall
// of 120 characters once widened the calendar's hall filter, and the page, to 846 px).
import { dayOfMonth } from "./calendar-support";
import { expect, test, VenueApi } from "./fixtures";
import { tenantUrl } from "./support";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const CONSOLE = [
  "/dashboard",
  "/calendar",
  "/calendar?view=month",
  "/bookings",
  "/halls",
  "/settings",
  "/profile",
  "/support",
];
const PUBLIC = ["/", "/availability"];

test("no console or public page of a venue is wider than a phone", async ({ page, venue }) => {
  const long = await venue.hall({
    name: VenueApi.unique("Orchard Loft and Cider Barn ".repeat(5)).slice(-120),
  });
  await venue.slot(long.id, {
    name: "Brunch on the terrace",
    start_time: "10:00",
    end_time: "13:00",
  });
  const day = dayOfMonth(1, 9);
  await venue.booking({
    hall: long.id,
    start_time: `${day}T18:00`,
    end_time: `${day}T22:00`,
    event_name: VenueApi.unique("Silver jubilee of the Abernathy-Castellanos family"),
  });
  const wide: string[] = [];
  for (const path of [...CONSOLE, ...PUBLIC]) {
    await page.goto(tenantUrl(path));
    await expect(page.locator("h1").first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) wide.push(`${path}: ${width}px`);
  }
  expect(wide).toEqual([]);
});
