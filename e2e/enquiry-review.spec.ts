// A hall's public availability page offers nothing the enquiry would refuse: days inside the
// venue's minimum notice are not free and cannot be chosen, and more guests than the hall holds
// is said at the Guests field before anything is sent (the API refuses it too).
import { longDate } from "@/components/tenant/availability/day-status";
import { START_OUT_OF_RANGE } from "@/lib/bookings/rules";
import { todayIn } from "@/lib/time";
import { DEMO } from "@/prisma/seed/accounts";

import { expect, test } from "./fixtures";
import { shoot } from "./review-support";
import { tenantUrl } from "./support";
import { uniqueEmail, visitorPage } from "./visitor-support";

test("today, inside the venue's notice, is not offered; too many guests is said at once", async ({
  browser,
  venue,
}) => {
  const hall = await venue.hall({ capacity: 120 });
  const today = todayIn(DEMO.tenant.timezone);
  const { page, close } = await visitorPage(browser);
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/api/public/enquiries/")) sent.push(r.url());
  });
  try {
    await page.goto(tenantUrl(`/availability/${hall.id}`));
    const todayCell = page.locator(`button[data-date="${today}"]`);
    await expect(todayCell).toBeDisabled();
    await expect(todayCell).toContainText("Too soon");
    await expect(todayCell).toHaveAccessibleName(`${longDate(today)}: Needs more notice (today)`);

    const form = page.getByRole("region", { name: "Send an enquiry" });
    await form.getByLabel("Name").fill("Vera Visitor");
    await form.getByLabel("Email").fill(uniqueEmail("vera"));
    await form.getByLabel("Guests").fill("500");
    await form.getByLabel("Date", { exact: true }).fill(today);
    // The day typed is the day said: no free times on it, and why.
    await expect(
      page.getByText("Enquiries must start at least 24 hours from now.", { exact: false }).first(),
    ).toBeVisible();
    await form.getByLabel("Start time").fill("20:00");
    await form.getByLabel("End time").fill("22:00");
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(
      form.getByText(
        "This hall takes up to 120 guests. Please contact the venue about a larger event.",
      ),
    ).toBeVisible();
    await expect(form.getByLabel("Guests")).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);
    await shoot(page, "availability-notice-guests");
  } finally {
    await close();
  }
});

test("an enquiry by a slot says at the date what is wrong with the day", async ({
  browser,
  venue,
}) => {
  const hall = await venue.hall({ capacity: 80 });
  await venue.slot(hall.id, { name: "Evening", start_time: "18:00", end_time: "23:00" });
  const { page, close } = await visitorPage(browser);
  try {
    await page.goto(tenantUrl(`/availability/${hall.id}`));
    const form = page.getByRole("region", { name: "Send an enquiry" });
    await form.getByLabel("Name").fill("Sam Slot");
    await form.getByLabel("Email").fill(uniqueEmail("sam"));
    // Further ahead than bookings may be made: the slot form has no time field to say it at.
    const far = `${Number(todayIn(DEMO.tenant.timezone).slice(0, 4)) + 11}-06-14`;
    await form.getByLabel("Date", { exact: true }).fill(far);
    await form.getByLabel("Slot").selectOption({ label: "Evening (18:00–23:00)" });
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(form.getByLabel("Date", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText(START_OUT_OF_RANGE)).toBeVisible();
  } finally {
    await close();
  }
});
