// Finding days, times and events on the calendar, and moving them as a hand would.
import type { Locator, Page } from "@playwright/test";

import { tenantUrl } from "./support";

export const VENUE_ZONE = "America/New_York";
const pad = (n: number) => String(n).padStart(2, "0");

/** Today in the venue's zone, as [year, month (1-12), day]. */
function venueToday(): [number, number, number] {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: VENUE_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })
    .format(new Date())
    .split("-")
    .map(Number);
  return [parts[0], parts[1], parts[2]];
}

/** A local date `months` months after this one, on day `d`: "YYYY-MM-DD". */
export function dayOfMonth(months: number, d: number): string {
  const [y, m] = venueToday();
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-${pad(d)}`;
}

/** The date `days` after `date`. */
export function plusDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first `weekday` (0 Sunday .. 6 Saturday) on or after `date`. */
export function onOrAfter(date: string, weekday: number): string {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return plusDays(date, (weekday - day + 7) % 7);
}

/**
 * From the calendar's day click to a filled new booking of `hall` on `day` from `from` to `to`
 * ("19:00"), for Erin Example: the open form.
 */
export async function newBookingOn(
  page: Page,
  b: { hall: number; day: string; from: string; to: string; title: string },
) {
  await openCalendar(page, { hall: b.hall, date: b.day });
  await dayCell(page, b.day).click({ position: { x: 30, y: 60 } });
  const form = page.getByRole("dialog", { name: "Add New Booking" });
  await form.getByLabel("Booking Title").fill(b.title);
  await form.getByLabel("Start Time").fill(`${b.day}T${b.from}`);
  await form.getByLabel("End Time").fill(`${b.day}T${b.to}`);
  await form.getByLabel("Customer Name").fill("Erin Example");
  await form.getByLabel("Customer Email").fill("erin@example.com");
  return form;
}

/** "December 2026" for a date's month. */
export const monthTitle = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** Opens the calendar through its URL: a view, a date and a hall. */
export async function openCalendar(
  page: Page,
  opts: { hall?: number; date?: string; view?: "month" | "week" | "day" } = {},
) {
  const qs = new URLSearchParams();
  if (opts.hall) qs.set("hall", String(opts.hall));
  if (opts.view) qs.set("view", opts.view);
  if (opts.date) qs.set("date", opts.date);
  await page.goto(tenantUrl(`/calendar${qs.size ? `?${qs}` : ""}`));
  await page.locator("[role='cell']").first().waitFor();
}

/** A day of the month view. */
export const dayCell = (page: Page, date: string) =>
  page.locator(`[role="cell"][data-date="${date}"]`).first();

/** A booking drawn on the calendar (a focusable element with the role button), by its title. */
export const eventNamed = (scope: Page | Locator, title: string) =>
  scope.locator('[role="button"]:has([data-event-id])').filter({ hasText: title }).first();

/** The half-hour lane of the week or day view at `time` ("14:00:00"). */
export const timeLane = (page: Page, time: string) => page.locator(`[data-time="${time}"]`).last();

/**
 * Presses on `from`, moves in small steps as a hand would (FullCalendar needs them), lets go.
 * `midway` runs once the drag has begun: what someone else does while the pointer is on its way.
 */
export async function dragTo(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  midway?: () => Promise<unknown>,
) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 6, from.y + 6, { steps: 4 });
  await midway?.();
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.mouse.up();
}

/** The week or day grid from its top at the top of the screen, so 08:00 to 20:00 are in view. */
export async function showTimeGrid(page: Page) {
  await page
    .getByRole("region", { name: "Calendar" })
    .evaluate((el) => el.scrollIntoView({ block: "start" }));
}

/** Where an element is on screen now, without scrolling. */
export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return box;
}

/** Where an element is on screen (scrolled into view first), and its middle. */
export async function centerOf(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

/** An instant as the venue reads it: "YYYY-MM-DDTHH:mm" in its zone. */
export function venueLocal(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: VENUE_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
