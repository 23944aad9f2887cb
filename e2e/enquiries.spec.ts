// Enquiries from a venue's public site in Chromium: a visitor finds a free day on a hall's
// availability page and is held the date, staff confirm the enquiry on the calendar, and a taken
// time offers the nearest free days. Visitors browse in a context of their own (not signed in),
// each from an address and with an email of its own: enquiries are limited per address and email.
import { ENQUIRY_SENT, TIME_TAKEN } from "@/lib/enquiries/schemas";

import { dayCell, dayOfMonth, eventNamed, openCalendar, plusDays } from "./calendar-support";
import { expect, test, VenueApi } from "./fixtures";
import { mailTo, tenantUrl } from "./support";
import { dayName, uniqueAddress, uniqueEmail, visitorPage } from "./visitor-support";

/** "Sun, Jun 15", as the days offered instead of a taken one read. */
const shortName = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/** The first Saturday of the month `months` months from this one. */
function firstSaturday(months: number) {
  const first = dayOfMonth(months, 1);
  const weekday = new Date(`${first}T12:00:00Z`).getUTCDay();
  return plusDays(first, (6 - weekday + 7) % 7);
}

test("a visitor finds a free Saturday on a hall's availability page and sends an enquiry", async ({
  browser,
  venue,
}) => {
  const hall = await venue.hall();
  const saturday = firstSaturday(2);
  const email = uniqueEmail("visitor");
  const name = VenueApi.unique("Vera Visitor");
  const { page, close } = await visitorPage(browser);
  try {
    // From the hall's card on the home page.
    await page.goto(tenantUrl("/"));
    await page.getByRole("link", { name: `Check availability of ${hall.name}` }).click();
    await expect(page).toHaveURL(tenantUrl(`/availability/${hall.id}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hall.name);
    await expect(page).toHaveTitle(new RegExp(`^${hall.name} availability · `));

    await page.goto(tenantUrl(`/availability/${hall.id}?month=${saturday.slice(0, 7)}`));
    const day = page.getByRole("button", { name: `${dayName(saturday)}: Free` });
    await day.click();
    await expect(day).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Free: 08:00–24:00")).toBeVisible();

    const form = page.getByRole("region", { name: "Send an enquiry" });
    await expect(form.getByLabel("Date", { exact: true })).toHaveValue(saturday);
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("+1 555 0142");
    await form.getByLabel("Start time").fill("18:00");
    await form.getByLabel("End time").fill("23:00");
    await form.getByLabel("Guests").fill("60");
    await form.getByLabel("Message").fill("A wedding dinner, with a band.");
    await form.getByRole("button", { name: "Send enquiry" }).click();

    const sent = page.getByRole("region", { name: "Enquiry sent" });
    await expect(sent.getByText(ENQUIRY_SENT)).toBeVisible();
    const reference = (await sent.getByText(/^DEMO-\d+$/).textContent()) ?? "";
    await expect(sent.getByText("Held until")).toBeVisible();
    // The calendar is drawn again: the day is no longer wholly free.
    await expect(
      page.getByRole("button", { name: `${dayName(saturday)}: Partly booked` }),
    ).toBeVisible();

    const mail = await mailTo(email);
    expect(mail).toMatch(/^Subject: We received your enquiry:/m);
    expect(mail).toContain(reference);
    const booking = await venue.getBooking(Number(reference.replace("DEMO-", "")));
    expect(booking).toMatchObject({
      status: "tentative",
      source: "public",
      customer_email: email,
      hall: hall.id,
    });
    expect(booking.hold_until).toBeTruthy();
  } finally {
    await close();
  }
});

test("staff see the enquiry on the calendar and confirm it", async ({ page, venue, request }) => {
  const hall = await venue.hall();
  const day = dayOfMonth(2, 18);
  const name = VenueApi.unique("Cal Visitor");
  const email = uniqueEmail("confirm");
  const res = await request.post("/api/public/enquiries/", {
    headers: { "X-Tenant": "demo", "X-Forwarded-For": uniqueAddress() },
    data: { hall: hall.id, name, email, date: day, start_time: "18:00", end_time: "23:00" },
  });
  expect(res.status(), await res.text()).toBe(201);

  await openCalendar(page, { hall: hall.id, date: day });
  const title = `Enquiry from ${name}`;
  await eventNamed(dayCell(page, day), title).click();
  const details = page.getByRole("dialog", { name: "Event Details" });
  await expect(details).toContainText(title);
  await details.getByRole("button", { name: "Edit" }).click();
  const form = page.getByRole("dialog", { name: "Edit Booking" });
  await form.getByLabel("Status").selectOption("confirmed");
  await form.getByRole("button", { name: "Update Booking" }).click();
  await expect(form.getByText("Booking saved successfully!")).toBeVisible();
  await expect.poll(() => mailTo(email)).toContain("Subject: Your booking is confirmed");
});

test("a taken time offers the nearest free days", async ({ browser, venue }) => {
  const day = dayOfMonth(2, 15);
  const { hall } = await venue.bookedHall(day, { from: "18:00", to: "23:00" });
  const { page, close } = await visitorPage(browser);
  try {
    await page.goto(tenantUrl(`/availability/${hall.id}?month=${day.slice(0, 7)}`));
    await page.getByRole("button", { name: `${dayName(day)}: Partly booked` }).click();
    const form = page.getByRole("region", { name: "Send an enquiry" });
    await form.getByLabel("Name").fill("Tom Taken");
    await form.getByLabel("Email").fill(uniqueEmail("taken"));
    await form.getByLabel("Start time").fill("18:00");
    await form.getByLabel("End time").fill("23:00");
    await form.getByRole("button", { name: "Send enquiry" }).click();

    const refusal = form.getByRole("alert");
    await expect(refusal).toContainText(TIME_TAKEN);
    await expect(refusal.getByRole("button").first()).toBeVisible();
    // The nearest free day is the next one, in the month shown: the calendar chooses it too.
    const next = plusDays(day, 1);
    await refusal.getByRole("button", { name: shortName(next) }).click();
    await expect(form.getByLabel("Date", { exact: true })).toHaveValue(next);
    await expect(page.getByRole("button", { name: `${dayName(next)}: Free` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  } finally {
    await close();
  }
});

test("a hall that is not there is the venue's own 404, and the footer leads back home", async ({
  browser,
  venue,
}) => {
  const visitor = await visitorPage(browser);
  const { page } = visitor;
  try {
    const res = await page.goto(tenantUrl("/availability/987654321"));
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Hall Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "See all halls" }).click();
    await expect(page).toHaveURL(tenantUrl("/#branches"));

    // From a hall's page, the footer's About is the home page's section, not this page's.
    const hall = await venue.hall();
    await page.goto(tenantUrl(`/availability/${hall.id}`));
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(tenantUrl("/#about"));
  } finally {
    await visitor.close();
  }
});
