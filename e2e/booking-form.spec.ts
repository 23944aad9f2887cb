// The booking form in Chromium: what it asks for, what it sends, and how it behaves around saving
// and deleting. Every test makes its own hall and bookings.
import type { Page } from "@playwright/test";

import { dayCell, dayOfMonth, eventNamed, openCalendar } from "./calendar-support";
import { expect, test, VenueApi } from "./fixtures";
import { tenantUrl } from "./support";

const REQUIRED = "This field is required.";

async function editFromList(page: Page, title: string) {
  await page.goto(tenantUrl("/bookings"));
  await page.getByLabel("Customer Name/Email/Phone").fill("erin@example.com");
  const row = page.getByRole("row").filter({ hasText: title });
  await row.getByRole("button", { name: /^Edit booking/ }).click();
  return page.getByRole("dialog", { name: "Edit Booking" });
}

test("a day click opens a new booking on that day; saving shows the banner and closes", async ({
  page,
  venue,
}) => {
  const hall = await venue.hall();
  const day = dayOfMonth(1, 10);
  const title = VenueApi.unique("Wedding");
  await openCalendar(page, { hall: hall.id, date: day });
  await dayCell(page, day).click({ position: { x: 30, y: 60 } });
  const form = page.getByRole("dialog", { name: "Add New Booking" });
  await expect(form.getByLabel("Start Time")).toHaveValue(`${day}T09:00`);
  await expect(form.getByLabel("End Time")).toHaveValue(`${day}T17:00`);
  await expect(form.getByLabel("Status")).toHaveValue("tentative");
  await expect(form.getByLabel("Hall")).toHaveValue(String(hall.id));

  // What is missing is said at each field, focus goes to the first, and a fix clears it.
  await form.getByRole("button", { name: "Create Booking" }).click();
  await expect(form.getByLabel("Booking Title")).toBeFocused();
  await expect(form.getByText(REQUIRED)).toHaveCount(3); // title, customer name and email
  await form.getByLabel("Booking Title").fill(title);
  await expect(form.getByText(REQUIRED)).toHaveCount(2);
  await form.getByLabel("Customer Name").fill("Erin Example");
  await form.getByLabel("Customer Email").fill("not-an-email");
  await form.getByRole("button", { name: "Create Booking" }).click();
  await expect(form.getByText("Enter a valid email address.")).toBeVisible();
  await expect(form.getByLabel("Customer Email")).toBeFocused();
  await form.getByLabel("Customer Email").fill("erin@example.com");
  await expect(form.getByText("Enter a valid email address.")).toBeHidden();
  await form.getByLabel("Price").fill("1500");
  await form.getByLabel("Catering").check();

  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/tenant/bookings/")) posts++;
  });
  await form.getByRole("button", { name: "Create Booking" }).click();
  await expect(form.getByText("Success!")).toBeVisible();
  await expect(form.getByText("Booking saved successfully!")).toBeVisible();
  // During the banner the form cannot post again.
  await expect(form.getByRole("button", { name: "Create Booking" })).toBeDisabled();
  await expect(form).toBeHidden({ timeout: 6000 });
  expect(posts).toBe(1);
  await expect(eventNamed(dayCell(page, day), title)).toBeVisible();
});

test("setting a field back to its first value after an update is saved too", async ({
  page,
  venue,
}) => {
  const hall = await venue.hall();
  const day = dayOfMonth(1, 11);
  const b = await venue.booking({
    hall: hall.id,
    start_time: `${day}T10:00`,
    end_time: `${day}T12:00`,
    customer_phone: "+1 555 0100",
  });
  const form = await editFromList(page, b.event_name);
  const phone = form.getByLabel("Customer Phone");
  await phone.fill("+1 555 0199");
  await form.getByRole("button", { name: "Update Booking" }).click();
  await expect(form.getByText("Booking saved successfully!")).toBeVisible();
  await expect.poll(async () => (await venue.getBooking(b.id)).customer_phone).toBe("+1 555 0199");
  await phone.fill("+1 555 0100");
  await form.getByRole("button", { name: "Update Booking" }).click();
  await expect(page.getByText("No changes to save.")).toHaveCount(0);
  await expect.poll(async () => (await venue.getBooking(b.id)).customer_phone).toBe("+1 555 0100");
  // Nothing changed since the last save: the spec's message, and the form closes.
  await form.getByRole("button", { name: "Update Booking" }).click();
  await expect(page.getByText("No changes to save.")).toBeVisible();
  await expect(form).toBeHidden();
});

test("Cancel or Escape on the delete question returns to the form with its changes", async ({
  page,
  venue,
}) => {
  const day = dayOfMonth(1, 12);
  const { booking: b } = await venue.bookedHall(day);
  const form = await editFromList(page, b.event_name);
  await form.getByLabel("Booking Title").fill("Typed but not saved");
  const remove = form.getByRole("button", { name: "Delete" });
  await remove.click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`Delete “${b.event_name}”`);
  await expect(confirm).toContainText(
    "Are you sure you want to delete this booking? This action cannot be undone.",
  );
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(form.getByLabel("Booking Title")).toHaveValue("Typed but not saved");
  await expect(remove).toBeFocused();
  await remove.click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Booking Title")).toHaveValue("Typed but not saved");
  await remove.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Booking deleted successfully!")).toBeVisible();
  await expect(form).toBeHidden();
});

test("a slots-only hall opens on its slots, and says when it has none", async ({ page, venue }) => {
  const empty = await venue.hall({ requires_slot: true });
  const hall = await venue.hall({ requires_slot: true });
  await venue.slot(hall.id, { name: "Evening", start_time: "18:00", end_time: "23:00" });
  const day = dayOfMonth(1, 13);
  await openCalendar(page, { hall: hall.id, date: day });
  await dayCell(page, day).click({ position: { x: 30, y: 60 } });
  const form = page.getByRole("dialog", { name: "Add New Booking" });
  await expect(form.getByLabel("Use Slot")).toBeChecked();
  await expect(form.getByLabel("Date")).toHaveValue(day);
  await form.getByLabel("Slot", { exact: true }).selectOption({ label: "Evening (18:00–23:00)" });
  await form.getByLabel("Booking Title").fill(VenueApi.unique("Dinner"));
  await form.getByLabel("Customer Name").fill("Erin Example");
  await form.getByLabel("Customer Email").fill("erin@example.com");
  await form.getByRole("button", { name: "Create Booking" }).click();
  await expect(form.getByText("Booking saved successfully!")).toBeVisible();
  await expect(form).toBeHidden({ timeout: 6000 });

  await openCalendar(page, { hall: empty.id, date: day });
  await dayCell(page, day).click({ position: { x: 30, y: 60 } });
  await expect(
    page.getByText(
      "No slots available for this hall. Please select 'Custom Time' or add slots to the hall.",
    ),
  ).toBeVisible();
});

test("changing the hall keeps the clicked date and times", async ({ page, venue }) => {
  const first = await venue.hall();
  const second = await venue.hall();
  const day = dayOfMonth(1, 14);
  await openCalendar(page, { hall: first.id, date: day });
  await dayCell(page, day).click({ position: { x: 30, y: 60 } });
  const form = page.getByRole("dialog", { name: "Add New Booking" });
  await form.getByLabel("Hall").selectOption(String(second.id));
  await expect(form.getByLabel("Start Time")).toHaveValue(`${day}T09:00`);
  await expect(form.getByLabel("End Time")).toHaveValue(`${day}T17:00`);
});

test("times that cannot be meant are refused in the form, with the API's words", async ({
  page,
  venue,
}) => {
  const hall = await venue.hall();
  await openCalendar(page, { hall: hall.id });
  await page.getByRole("button", { name: "Add Booking" }).click();
  const form = page.getByRole("dialog", { name: "Add New Booking" });
  await form.getByLabel("Booking Title").fill("Typo");
  await form.getByLabel("Customer Name").fill("Erin Example");
  await form.getByLabel("Customer Email").fill("erin@example.com");
  await form.getByLabel("Start Time").fill("2027-03-14T02:30");
  await form.getByLabel("End Time").fill("2027-03-14T04:00");
  await form.getByRole("button", { name: "Create Booking" }).click();
  await expect(
    form.getByText(
      "There is no 02:30 on Sun, 14 Mar 2027 in America/New_York: the clocks go forward from " +
        "02:00 to 03:00.",
    ),
  ).toBeVisible();
  await form.getByLabel("Start Time").fill("2031-01-01T10:00");
  await form.getByLabel("End Time").fill("2036-01-01T10:00");
  await form.getByRole("button", { name: "Create Booking" }).click();
  await expect(form.getByText("A booking may last at most 30 days.")).toBeVisible();
  await expect(form.getByLabel("End Time")).toBeFocused();
});

test("an edit of a booking deleted elsewhere says so and the list drops it", async ({
  page,
  venue,
}) => {
  const day = dayOfMonth(1, 18);
  const { booking: b } = await venue.bookedHall(day);
  const form = await editFromList(page, b.event_name);
  await venue.deleteBooking(b.id); // another tab
  await form.getByLabel("Booking Title").fill("Too late");
  await form.getByRole("button", { name: "Update Booking" }).click();
  const gone = form.getByText("This booking no longer exists: it was deleted elsewhere.");
  await expect(gone).toBeVisible();
  // A new try the form itself refuses: the banner of the try before goes, the field's error shows.
  await form.getByLabel("Booking Title").fill("");
  await form.getByRole("button", { name: "Update Booking" }).click();
  await expect(form.getByText("This field is required.").first()).toBeVisible();
  await expect(gone).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("row").filter({ hasText: b.event_name })).toHaveCount(0);
});

test("editing a booking made in a slot opens on that slot", async ({ page, venue }) => {
  const hall = await venue.hall();
  await venue.slot(hall.id, { name: "Morning", start_time: "09:00", end_time: "13:00" });
  const evening = await venue.slot(hall.id, {
    name: "Evening",
    start_time: "18:00",
    end_time: "23:00",
  });
  const day = dayOfMonth(1, 16);
  const b = await venue.booking({
    hall: hall.id,
    slot_id: evening.id,
    start_time: `${day}T18:00`,
    end_time: `${day}T23:00`,
  });
  await openCalendar(page, { hall: hall.id, date: day });
  await eventNamed(dayCell(page, day), b.event_name).click();
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const form = page.getByRole("dialog", { name: "Edit Booking" });
  await expect(form.getByLabel("Use Slot")).toBeChecked();
  // The slots load after the form: the select shows the booking's slot once they are there.
  await expect(form.getByLabel("Slot", { exact: true })).toHaveValue(String(evening.id));
  await expect(form.getByLabel("Date")).toHaveValue(day);
});
