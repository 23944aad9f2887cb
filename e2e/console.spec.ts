// The venue console outside the calendar: the bookings list at laptop and phone widths, amounts,
// the date filter's hint, icon buttons' tooltips, a refused hall delete, the phone menu, and the
// hall, slot and sign-in forms. Each test makes its own data.
import type { Locator, Page } from "@playwright/test";

import { formatDateTime } from "@/lib/time";
import { formatMoney } from "@/lib/ui/money";

import { expect, test, VenueApi } from "./fixtures";
import { tenantUrl } from "./support";

const NY = "America/New_York";
const REQUIRED = "This field is required.";
const PHONE = { width: 390, height: 844 };

/** A day of next month in the venue's zone, "YYYY-MM-DD", and that month's first and last days. */
function nextMonth(day: number) {
  const [y, m] = new Intl.DateTimeFormat("en-CA", {
    timeZone: NY,
    year: "numeric",
    month: "2-digit",
  })
    .format(new Date())
    .split("-")
    .map(Number);
  const first = new Date(Date.UTC(y, m, 1));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return {
    day: iso(new Date(Date.UTC(y, m, day))),
    first: iso(first),
    last: iso(new Date(Date.UTC(y, m + 1, 0))),
  };
}

/** Text of exactly `length` characters that starts with `token` (a name someone might paste). */
const long = (token: string, length = 120) =>
  `${token} ${"Extraordinarily Long Anniversary Celebration Dinner ".repeat(4)}`.slice(0, length);

const tooltip = (page: Page) => page.locator('[data-slot="tooltip"]');
const focusIsIn = (locator: Locator) =>
  locator.evaluate((el) => el.contains(document.activeElement));
const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test.describe("bookings list", () => {
  test("at 1280 and 1366 px, long names truncate and Actions stays in view", async ({
    page,
    venue,
  }) => {
    const token = VenueApi.unique("Zed");
    const hall = await venue.hall({ name: long(VenueApi.unique("Hall"), 100) });
    const title = long(`${token} event`);
    const customer = long(token);
    const b = await venue.booking({
      hall: hall.id,
      event_name: title,
      customer_name: customer,
      start_time: `${nextMonth(3).day}T18:00`,
      end_time: `${nextMonth(3).day}T23:00`,
      price: "19500",
    });
    expect(title).toHaveLength(120);
    expect(customer).toHaveLength(120);

    for (const width of [1280, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(tenantUrl("/bookings"));
      await page.getByLabel("Customer Name/Email/Phone").fill(token);
      const row = page.getByRole("row").filter({ hasText: token });
      await expect(row).toHaveCount(1);
      for (const name of [`Edit booking ${b.id}`, `View booking ${b.id} on Calendar`])
        await expect(row.getByRole("button", { name })).toBeInViewport({ ratio: 1 });
      await expect(row.getByRole("button", { name: `Delete booking ${b.id}` })).toBeInViewport({
        ratio: 1,
      });
      await expect(row.getByRole("cell", { name: "$19,500.00" })).toBeInViewport({ ratio: 1 });
      await expect(row.getByRole("cell", { name: "Tentative" })).toBeInViewport({ ratio: 1 });
      // The full text is there to read on hover.
      await expect(row.getByTitle(title)).toBeVisible();
      await expect(row.getByTitle(customer)).toBeVisible();
      await expect(row.getByTitle(hall.name)).toBeVisible();
      // The table fits without a sideways scroll, and the page does not overflow.
      const table = page.getByRole("table");
      expect(
        await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth),
      ).toBe(0);
      expect(await pageOverflows(page)).toBe(false);
    }
  });

  test("on a phone each booking is a card with its details and its own actions", async ({
    page,
    venue,
  }) => {
    const hall = await venue.hall();
    const b = await venue.booking({
      hall: hall.id,
      event_name: long(VenueApi.unique("Phone gala"), 80),
      customer_name: VenueApi.unique("Pat Phone"),
      start_time: `${nextMonth(5).day}T10:00`,
      end_time: `${nextMonth(5).day}T14:30`,
      price: "1500",
    });
    await page.setViewportSize(PHONE);
    await page.goto(tenantUrl("/bookings"));
    await page.getByLabel("Customer Name/Email/Phone").fill(b.customer_name);
    const card = page.getByRole("listitem", { name: b.event_name });
    await expect(card).toBeVisible();
    await expect(page.getByRole("table")).toBeHidden();
    await card.scrollIntoViewIfNeeded();
    for (const text of [
      hall.name,
      b.customer_name,
      "erin@example.com",
      formatDateTime(b.start_time, NY),
      formatDateTime(b.end_time, NY),
      "Tentative",
      "$1,500.00",
    ])
      await expect(card).toContainText(text);
    for (const name of [
      `Edit booking ${b.id}`,
      `View booking ${b.id} on Calendar`,
      `Delete booking ${b.id}`,
    ])
      await expect(card.getByRole("button", { name })).toBeInViewport({ ratio: 1 });
    expect(await pageOverflows(page)).toBe(false);
    await card.getByRole("button", { name: `Delete booking ${b.id}` }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete");
  });

  test("amounts read $1,500.00 in the list and on the dashboard", async ({ page, venue }) => {
    const hall = await venue.hall();
    const month = nextMonth(9);
    const b = await venue.booking({
      hall: hall.id,
      start_time: `${month.day}T09:00`,
      end_time: `${month.day}T12:00`,
      price: "1500",
    });
    await page.goto(tenantUrl("/bookings"));
    await page.getByLabel("Hall").selectOption({ label: hall.name });
    await expect(page.getByRole("row").filter({ hasText: b.event_name })).toContainText(
      "$1,500.00",
    );

    // The dashboard's next-month revenue is every live booking of next month, this one included.
    const prices = await page.evaluate(async ({ first, last }) => {
      const q = `start_date=${first}&end_date=${last}&page_size=500`;
      const res = await fetch(`/api/tenant/bookings/?${q}`);
      const page = (await res.json()) as { results: { price: string; status: string }[] };
      return page.results.filter((r) => r.status !== "cancelled").map((r) => r.price);
    }, month);
    const total = prices.reduce((sum, p) => sum + Math.round(Number(p) * 100), 0) / 100;
    expect(total).toBeGreaterThanOrEqual(1500);
    await page.goto(tenantUrl("/dashboard"));
    const revenue = page
      .locator("dt", { hasText: "Estimated revenue next month" })
      .locator("xpath=following-sibling::dd");
    await expect(revenue).toHaveText(formatMoney(total));
    await expect(revenue).toHaveText(/^\$\d{1,3}(,\d{3})+\.\d{2}$/);
  });

  test("a start date after the end date shows a hint and asks the server nothing", async ({
    page,
    venue,
  }) => {
    await venue.hall();
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/tenant/bookings/")) asked.push(new URL(r.url()).search);
    });
    await page.goto(tenantUrl("/bookings"));
    await expect(page.getByText(/^Showing /)).toBeVisible();
    const start = page.getByLabel("Start Date");
    const end = page.getByLabel("End Date");
    await start.fill("2031-06-10");
    await end.fill("2031-06-01");
    await expect(page.getByText("The start date is after the end date.")).toBeVisible();
    await expect(end).toHaveAccessibleDescription("The start date is after the end date.");
    await expect(start).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("No bookings found matching your criteria.")).toBeVisible();

    const fixed = page.waitForRequest((r) => r.url().includes("end_date=2031-06-30"));
    await end.fill("2031-06-30");
    await fixed;
    await expect(page.getByText("The start date is after the end date.")).toBeHidden();
    expect(asked.some((q) => q.includes("start_date=2031-06-10"))).toBe(true);
    expect(asked.filter((q) => q.includes("end_date=2031-06-01"))).toEqual([]);
  });
});

test("icon buttons show their label in a tooltip on hover and on keyboard focus", async ({
  page,
  venue,
}) => {
  const hall = await venue.hall();
  await venue.slot(hall.id, { name: "Brunch", start_time: "10:00", end_time: "13:00" });
  const b = await venue.booking({
    hall: hall.id,
    start_time: `${nextMonth(11).day}T09:00`,
    end_time: `${nextMonth(11).day}T10:00`,
  });
  await page.goto(tenantUrl("/halls"));
  const row = page.getByRole("row").filter({ hasText: hall.name });
  await row.getByRole("button", { name: `Edit ${hall.name}` }).hover();
  await expect(tooltip(page)).toHaveText(`Edit ${hall.name}`);
  await expect(page.getByRole("tooltip")).toHaveText(`Edit ${hall.name}`);

  // From the hall's name, the keyboard reaches the row's buttons in order.
  await row.getByText(hall.name, { exact: true }).click();
  await page.keyboard.press("Tab");
  await expect(row.getByRole("button", { name: `Slots of ${hall.name}` })).toBeFocused();
  await expect(tooltip(page)).toHaveText(`Slots of ${hall.name}`);
  await page.keyboard.press("Tab");
  await expect(tooltip(page)).toHaveText(`View ${hall.name} on Calendar`);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/calendar\?hall=\d+$/);

  await page.goto(tenantUrl("/halls"));
  await row.getByRole("button", { name: `Slots of ${hall.name}` }).click();
  await page.getByRole("button", { name: "Delete slot Brunch" }).hover();
  await expect(tooltip(page)).toHaveText("Delete slot Brunch");

  await page.goto(tenantUrl(`/bookings`));
  await page.getByLabel("Hall").selectOption({ label: hall.name });
  const remove = page.getByRole("button", { name: `Delete booking ${b.id}` });
  await remove.hover();
  await expect(tooltip(page)).toHaveText(`Delete booking ${b.id}`);
  // Focus handed back after a mouse click shows no tooltip; after a key press it does.
  await remove.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await expect(remove).toBeFocused();
  await page.waitForTimeout(500);
  await expect(tooltip(page)).toBeHidden();
  await remove.press("Enter");
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(remove).toBeFocused();
  await expect(tooltip(page)).toHaveText(`Delete booking ${b.id}`);
});

test("a refused hall delete closes its confirmation and shows the server's reason", async ({
  page,
  venue,
}) => {
  const hall = await venue.hall();
  await venue.booking({
    hall: hall.id,
    start_time: `${nextMonth(12).day}T09:00`,
    end_time: `${nextMonth(12).day}T11:00`,
  });
  await page.goto(tenantUrl("/halls"));
  await page.getByRole("button", { name: `Delete ${hall.name}` }).click();
  const confirm = page.getByRole("alertdialog");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByText(
      "Failed to delete hall: This hall has 1 upcoming booking. Cancel or move it before deleting the hall.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: hall.name })).toBeVisible();
});

test("the phone menu holds focus, closes on Escape, the overlay or a page change", async ({
  page,
  venue,
}) => {
  void venue; // signed in
  await page.setViewportSize(PHONE);
  await page.goto(tenantUrl("/dashboard"));
  const open = page.getByRole("button", { name: "Open menu" });
  const menu = page.getByRole("dialog", { name: "Menu" });
  await open.click();
  await expect(menu).toBeVisible();
  expect(await focusIsIn(menu)).toBe(true);
  for (const key of [...Array(8).fill("Tab"), "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    expect(await focusIsIn(menu), `focus after ${key}`).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await page.mouse.click(PHONE.width - 20, PHONE.height / 2); // the overlay, beside the drawer
  await expect(menu).toBeHidden();

  await open.click();
  await menu.getByRole("link", { name: "Halls" }).click();
  await expect(page).toHaveURL(tenantUrl("/halls"));
  await expect(menu).toBeHidden();
});

test.describe("forms on the shared schemas", () => {
  const errorOf = (field: Locator, message: string) =>
    expect(field).toHaveAccessibleDescription(message);

  test("hall form: required fields, focus on the first invalid one, errors clear when fixed", async ({
    page,
    venue,
  }) => {
    const hall = await venue.hall();
    await page.goto(tenantUrl("/halls"));
    const add = page.getByRole("button", { name: "Add Hall" });
    await add.click();
    const dialog = page.getByRole("dialog", { name: "Add Hall" });
    const name = dialog.getByLabel("Name");
    const branch = dialog.getByLabel("Branch");
    const capacity = dialog.getByLabel("Capacity");
    await capacity.fill("");
    await dialog.getByRole("button", { name: "Add Hall" }).click();
    await errorOf(name, REQUIRED);
    await errorOf(branch, "Please select a valid branch.");
    await errorOf(capacity, REQUIRED);
    await expect(name).toBeFocused();

    await name.fill(VenueApi.unique("Form Hall"));
    await expect(name).not.toHaveAttribute("aria-invalid");
    await dialog.getByRole("button", { name: "Add Hall" }).click();
    await expect(branch).toBeFocused();
    await branch.selectOption({ index: 1 });
    await expect(branch).not.toHaveAttribute("aria-invalid");
    await errorOf(capacity, REQUIRED);
    await capacity.fill("40");
    await expect(capacity).not.toHaveAttribute("aria-invalid");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    const edit = page.getByRole("button", { name: `Edit ${hall.name}` });
    await edit.click();
    const editing = page.getByRole("dialog", { name: "Edit Hall" });
    await expect(editing.getByLabel("Capacity")).toHaveValue("80");
    await page.keyboard.press("Escape");
    await expect(editing).toBeHidden();
    await expect(edit).toBeFocused();
  });

  test("slot form: required times, the end after the start, focus back on Add Slot", async ({
    page,
    venue,
  }) => {
    const hall = await venue.hall();
    await page.goto(tenantUrl("/halls"));
    await page.getByRole("button", { name: `Slots of ${hall.name}` }).click();
    const add = page.getByRole("button", { name: "Add Slot" });
    await add.click();
    const dialog = page.getByRole("dialog", { name: "Add Slot" });
    const name = dialog.getByLabel("Slot name");
    const start = dialog.getByLabel("Start time");
    const end = dialog.getByLabel("End time");
    const save = dialog.getByRole("button", { name: "Add Slot" });
    await save.click();
    for (const field of [name, start, end]) await errorOf(field, REQUIRED);
    await expect(name).toBeFocused();
    await name.fill("Evening");
    await save.click();
    await expect(start).toBeFocused();
    await start.fill("19:00");
    await expect(start).not.toHaveAttribute("aria-invalid");
    await end.fill("18:00");
    await save.click();
    await errorOf(end, "End time must be after start time.");
    await expect(end).toBeFocused();
    // A new start re-checks the end.
    await start.fill("17:00");
    await expect(end).not.toHaveAttribute("aria-invalid");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
  });

  test("sign-in form: required fields, focus on the first invalid one, errors clear", async ({
    page,
  }) => {
    // Clicked before hydration, the form would go nowhere useful: wait for the page's scripts.
    await page.goto(tenantUrl("/login"), { waitUntil: "networkidle" });
    const email = page.getByLabel("Email");
    const password = page.getByLabel("Password");
    const signIn = page.getByRole("button", { name: "Sign in" });
    await signIn.click();
    await errorOf(email, REQUIRED);
    await errorOf(password, REQUIRED);
    await expect(email).toBeFocused();
    await email.fill("owner@demo");
    await errorOf(email, "Enter a valid email address.");
    await email.fill("owner@demo.example.com");
    await expect(email).not.toHaveAttribute("aria-invalid");
    await errorOf(password, REQUIRED);
    await signIn.click();
    await expect(password).toBeFocused();
    await password.fill("x");
    await expect(password).not.toHaveAttribute("aria-invalid");
    await expect(page.getByRole("checkbox", { name: "Remember me" })).not.toBeChecked();
  });
});

test.describe("before the sign-in page's scripts run", () => {
  test.use({ javaScriptEnabled: false });

  test("a submit keeps the password out of the address", async ({ page }) => {
    await page.goto(tenantUrl("/login"));
    await page.getByLabel("Email").fill("owner@demo.example.com");
    await page.getByLabel("Password").fill("not-in-the-url");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    expect(page.url()).not.toContain("not-in-the-url");
  });
});
