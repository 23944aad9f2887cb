// The venue's other screens: halls and slots, the bookings list's filters, the dashboard.
// Every test makes its own data.
import sharp from "sharp";

import { dayOfMonth } from "./calendar-support";
import { expect, test, VenueApi } from "./fixtures";
import { tenantUrl, watchConsole } from "./support";

test("add a hall and a slot, then open it on the calendar", async ({ page, venue }) => {
  void venue; // signed in
  const errors = watchConsole(page);
  const name = VenueApi.unique("Terrace");
  await page.goto(tenantUrl("/halls"));
  await expect(page.getByRole("heading", { name: "Halls" })).toBeVisible();
  await page.getByRole("button", { name: "Add Hall" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Hall" });
  // the form checks its fields first
  await dialog.getByRole("button", { name: "Add Hall" }).click();
  await expect(dialog.getByText("This field is required.").first()).toBeVisible();
  await expect(dialog.getByText("Please select a valid branch.")).toBeVisible();
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Branch").selectOption({ label: "Downtown (New York)" });
  await dialog.getByLabel("Capacity").fill("60");
  await dialog.getByLabel("Amenities").fill("Heaters, Bar, ");
  await dialog.getByRole("button", { name: "Add Hall" }).click();
  await expect(page.getByText("Hall added successfully!")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Downtown");
  await expect(row).toContainText("Heaters");

  await row.getByRole("button", { name: `Slots of ${name}` }).click();
  const panel = page.getByRole("region", { name: `Time slots · ${name}` });
  await expect(panel).toBeInViewport();
  await expect(panel.getByText("No slots yet")).toBeVisible();
  await panel.getByRole("button", { name: "Add Slot" }).click();
  const slotDialog = page.getByRole("dialog", { name: "Add Slot" });
  await slotDialog.getByLabel("Slot name").fill("Lunch");
  await slotDialog.getByLabel("Start time").fill("15:00");
  await slotDialog.getByLabel("End time").fill("12:00");
  await slotDialog.getByRole("button", { name: "Add Slot" }).click();
  await expect(slotDialog.getByText("End time must be after start time.")).toBeVisible();
  await slotDialog.getByLabel("Start time").fill("12:00");
  await slotDialog.getByLabel("End time").fill("15:00");
  await slotDialog.getByRole("button", { name: "Add Slot" }).click();
  await expect(page.getByText("Slot added successfully!")).toBeVisible();
  await expect(panel.getByText("12:00 – 15:00")).toBeVisible();
  await panel.getByRole("button", { name: "Back to Halls List" }).click();
  await expect(panel).toBeHidden();

  await row.getByRole("button", { name: `View ${name} on Calendar` }).click();
  await expect(page).toHaveURL(/\/calendar\?hall=\d+$/);
  const hallId = new URL(page.url()).searchParams.get("hall")!;
  await expect(page.getByLabel("Hall", { exact: true })).toHaveValue(hallId);
  expect(errors).toEqual([]);
});

test("filter the bookings list", async ({ page, venue }) => {
  const hall = await venue.hall();
  const early = dayOfMonth(1, 5);
  const late = dayOfMonth(1, 20);
  const first = await venue.booking({
    hall: hall.id,
    start_time: `${early}T10:00`,
    end_time: `${early}T12:00`,
    customer_email: "first-guest@example.com",
  });
  const second = await venue.booking({
    hall: hall.id,
    start_time: `${late}T10:00`,
    end_time: `${late}T12:00`,
    status: "cancelled",
  });
  await page.goto(tenantUrl("/bookings"));
  await expect(page.getByRole("heading", { name: "Filter Bookings" })).toBeVisible();
  await page.getByLabel("Hall").selectOption({ label: hall.name });
  await expect(page.getByRole("row")).toHaveCount(3); // the header and the hall's two bookings
  await page.getByLabel("Status").selectOption({ label: "Cancelled" });
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("row").nth(1)).toContainText(second.event_name);
  await page.getByLabel("Status").selectOption({ label: "All Statuses" });
  await page.getByLabel("Start Date").fill(dayOfMonth(1, 10));
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("row").nth(1)).toContainText(second.event_name);
  await page.getByLabel("Start Date").fill("");
  await page.getByLabel("Customer Name/Email/Phone").fill("FIRST-guest@");
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("row").nth(1)).toContainText(first.event_name);
  await page.getByLabel("Customer Name/Email/Phone").fill("nobody-matches-this");
  await expect(page.getByText("No bookings found matching your criteria.")).toBeVisible();
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page.getByLabel("Hall")).toHaveValue("");
  await expect(page.getByText(/^Showing 1–25 of \d+$/)).toBeVisible();
});

test("the dashboard shows real figures and what is next", async ({ page, venue }) => {
  const errors = watchConsole(page);
  const hall = await venue.hall();
  const day = dayOfMonth(1, 2);
  const b = await venue.booking({
    hall: hall.id,
    start_time: `${day}T10:00`,
    end_time: `${day}T12:00`,
  });
  const held = await venue.booking({
    hall: hall.id,
    start_time: `${day}T14:00`,
    end_time: `${day}T16:00`,
    hold_until: new Date(Date.now() + 2 * 3_600_000).toISOString(),
  });
  await page.goto(tenantUrl("/dashboard"));
  await expect(
    page.getByRole("heading", { name: "Welcome to Demo Banquets Dashboard" }),
  ).toBeVisible();
  const glance = page.getByRole("region", { name: "At a Glance" });
  for (const label of [
    "Total Active Bookings",
    "Available Halls",
    "Upcoming Events",
    "Pending Approvals",
  ])
    await expect(glance.getByText(label, { exact: true })).toBeVisible();
  // The holds that run out soonest come first in the list of what waits for approval.
  const pending = page.getByRole("region", { name: "Pending Approvals" });
  await expect(pending.getByRole("listitem").first()).toContainText(held.event_name);
  await expect(pending.getByRole("listitem").first()).toContainText("Hold ends");
  const active = (await venue.halls()).filter((h) => h.status === "active");
  await expect(page.getByText("Available Halls").locator("..").locator("..")).toContainText(
    String(active.length),
  );
  await expect(page.getByRole("heading", { name: "Next Up!" })).toBeVisible();
  await expect(page.getByText(new RegExp(`created .${b.event_name}.`))).toBeVisible();
  await page.getByRole("link", { name: "Go to Calendar" }).click();
  await expect(page).toHaveURL(tenantUrl("/calendar"));
  expect(errors).toEqual([]);
});

test("a hall's photo from the hall dialog shows on its public card", async ({ page, venue }) => {
  const name = VenueApi.unique("Orangery");
  const photo = await sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: 190, g: 120, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  await page.goto(tenantUrl("/halls"));
  await page.getByRole("button", { name: "Add Hall" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Hall" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Branch").selectOption({ label: "Downtown (New York)" });
  await dialog.getByLabel("Capacity").fill("90");
  await dialog.getByLabel("Photo").setInputFiles({
    name: "orangery.jpg",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  await dialog.getByRole("button", { name: "Add Hall" }).click();
  await expect(page.getByText("Hall added successfully!")).toBeVisible();
  const hall = (await venue.halls()).find((h) => h.name === name);
  expect(hall?.image_url).toMatch(/^\/api\/files\/t\d+\/hall\/.+\.webp$/);

  await page.goto(tenantUrl("/?branch=all"));
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(card.getByRole("img", { name })).toBeVisible();
  await expect(card.getByRole("img", { name })).toHaveAttribute(
    "src",
    new RegExp(encodeURIComponent(hall?.image_url ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );
  await expect(card.getByText("No image")).toHaveCount(0);
});
