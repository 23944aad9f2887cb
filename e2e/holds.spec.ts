// Holds in Chromium: the booking form holds a new tentative booking for the venue's default,
// staff confirm a held booking and the customer's confirmation (with its calendar entry) is mailed,
// and a hold left alone runs out and cancels the booking.
import type { Page } from "@playwright/test";

import { dayCell, dayOfMonth, eventNamed, openCalendar } from "./calendar-support";
import { expect, test, VenueApi } from "./fixtures";
import { mailTo, tenantUrl } from "./support";

/** An email of the test's own, so that its mail is told apart in the outbox. */
const emailOf = (prefix: string) =>
  `${VenueApi.unique(prefix).toLowerCase().replace(/\W+/g, "-")}@example.com`;

/** An evening booking of `hall` on `day` for the customer `email`. */
const evening = (
  venue: VenueApi,
  hall: number,
  day: string,
  email: string,
  fields: Record<string, unknown>,
) =>
  venue.booking({
    hall,
    start_time: `${day}T18:00`,
    end_time: `${day}T23:00`,
    customer_email: email,
    ...fields,
  });

async function editFromList(page: Page, email: string) {
  await page.goto(tenantUrl("/bookings"));
  await page.getByLabel("Customer Name/Email/Phone").fill(email);
  const row = page.getByRole("row").filter({ hasText: email });
  await row.getByRole("button", { name: /^Edit booking/ }).click();
  return page.getByRole("dialog", { name: "Edit Booking" });
}

test("a new tentative booking is held for the venue's default; a confirmed one is not", async ({
  page,
  venue,
}) => {
  const hall = await venue.hall();
  const day = dayOfMonth(2, 12);
  await openCalendar(page, { hall: hall.id, date: day });
  await dayCell(page, day).click({ position: { x: 30, y: 60 } });
  const form = page.getByRole("dialog", { name: "Add New Booking" });
  const hold = form.getByLabel("Hold until");
  // The demo venue holds for 7 days: the hold ends a week from now, before the event.
  const value = await hold.inputValue();
  const days = (new Date(`${value}:00Z`).getTime() - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6);
  expect(days).toBeLessThan(8);
  await expect(form.getByLabel("Email the customer")).toBeChecked();
  await form.getByLabel("Status").selectOption("confirmed");
  await expect(hold).toBeHidden();
  await form.getByLabel("Status").selectOption("tentative");
  await hold.fill(`${day}T10:00`);
  await form.getByLabel("Booking Title").fill(VenueApi.unique("Held"));
  await form.getByLabel("Customer Name").fill("Erin Example");
  await form.getByLabel("Customer Email").fill("erin@example.com");
  await form.getByRole("button", { name: "Create Booking" }).click();
  await expect(form.getByText("The hold must end before the event starts.")).toBeVisible();
});

test("from Add Booking, the default hold comes with the start, unless one was set", async ({
  page,
  venue,
}) => {
  const hall = await venue.hall();
  const day = dayOfMonth(2, 13);
  await openCalendar(page, { hall: hall.id, date: day });
  await page.getByRole("button", { name: "Add Booking" }).click();
  const form = page.getByRole("dialog", { name: "Add New Booking" });
  const hold = form.getByLabel("Hold until");
  await form.getByLabel("Start Time").fill(`${day}T10:00`);
  await expect(hold).not.toHaveValue("");
  // Cleared by hand, it stays cleared when the start moves.
  await hold.fill("");
  await form.getByLabel("Start Time").fill(`${day}T11:00`);
  await expect(hold).toHaveValue("");
});

test("staff confirm a held booking, and the customer's confirmation is mailed", async ({
  page,
  venue,
}) => {
  const hall = await venue.hall();
  const day = dayOfMonth(2, 14);
  const email = emailOf("hold");
  const booking = await evening(venue, hall.id, day, email, { hold_until: `${day}T09:00` });
  const form = await editFromList(page, email);
  await expect(form.getByLabel("Hold until")).toHaveValue(`${day}T09:00`);
  await form.getByLabel("Status").selectOption("confirmed");
  await form.getByRole("button", { name: "Update Booking" }).click();
  await expect(form.getByText("Booking saved successfully!")).toBeVisible();
  expect((await venue.getBooking(booking.id)).hold_until).toBeNull();

  const mail = await mailTo(email);
  expect(mail).toContain(`Subject: Your booking is confirmed: ${booking.event_name}`);
  expect(mail).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
});

test("a hold left alone runs out: the booking is cancelled and the list shows it", async ({
  page,
  venue,
}) => {
  const hall = await venue.hall();
  const day = dayOfMonth(2, 16);
  const email = emailOf("lapse");
  const booking = await evening(venue, hall.id, day, email, {
    hold_until: new Date(Date.now() + 3_000).toISOString(),
  });
  expect(booking.status).toBe("tentative");
  // The test server sweeps every second (playwright.config.ts).
  await expect
    .poll(async () => (await venue.getBooking(booking.id)).status, { timeout: 15_000 })
    .toBe("cancelled");
  await page.goto(tenantUrl("/bookings"));
  await page.getByLabel("Customer Name/Email/Phone").fill(email);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByText("Cancelled")).toBeVisible();
  expect(await mailTo(email)).toContain(`Subject: Your hold has expired: ${booking.event_name}`);
});

test("the event's details show its hold, and its history the mail sent to the customer", async ({
  page,
  venue,
}) => {
  const hall = await venue.hall();
  const day = dayOfMonth(2, 18);
  const email = emailOf("trail");
  const booking = await evening(venue, hall.id, day, email, { hold_until: `${day}T09:00` });
  await venue.patchBooking(booking.id, { status: "confirmed" });
  await mailTo(email);
  const held = await venue.booking({
    hall: hall.id,
    start_time: `${day}T08:00`,
    end_time: `${day}T10:00`,
    hold_until: `${day}T07:00`,
  });

  await openCalendar(page, { hall: hall.id, date: day });
  await eventNamed(dayCell(page, day), held.event_name).click();
  const details = page.getByRole("dialog", { name: "Event Details" });
  await expect(details.getByText("Held until")).toBeVisible();
  await details.getByRole("button", { name: "Close" }).first().click();

  await eventNamed(dayCell(page, day), booking.event_name).click();
  await expect(details.getByText("Held until")).toBeHidden();
  await details.getByRole("tab", { name: "History" }).click();
  await expect(
    details.getByText(`Sent "Your booking is confirmed: ${booking.event_name}`),
  ).toBeVisible();
  await expect(details.getByText("emailed the customer")).toBeVisible();
});
