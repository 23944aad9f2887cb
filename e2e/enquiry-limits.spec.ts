// What an enquiry may cost the venue, in Chromium: the public form says the venue's longest
// enquiry and minimum notice beside its fields and shows a refusal at the field at fault; the
// venue's Admin sets both, and its cap of open enquiries, in Settings → Bookings
// (docs/decisions/050-bounded-enquiries-and-uploads.md).
import type { Page } from "@playwright/test";

import { lengthHint, noticeHint, tooLong, tooSoon } from "@/lib/enquiries/schemas";
import { wallClock } from "@/lib/time";
import { DEMO } from "@/prisma/seed/accounts";

import { dayOfMonth } from "./calendar-support";
import { expect, test } from "./fixtures";
import { tenantUrl } from "./support";
import { uniqueEmail, visitorPage } from "./visitor-support";

/** Fills the enquiry form's "when" and sends it. */
async function enquire(page: Page, when: { date: string; start: string; end: string }) {
  const form = page.getByRole("region", { name: "Send an enquiry" });
  await form.getByLabel("Date", { exact: true }).fill(when.date);
  await form.getByLabel("Start time").fill(when.start);
  await form.getByLabel("End time").fill(when.end);
  await form.getByRole("button", { name: "Send enquiry" }).click();
  return form;
}

test("an enquiry longer than the venue's longest, or sooner than its notice, is refused at its field", async ({
  browser,
  venue,
}) => {
  const hall = await venue.hall();
  const day = dayOfMonth(2, 12);
  const { page, close } = await visitorPage(browser);
  try {
    await page.goto(tenantUrl(`/availability/${hall.id}?month=${day.slice(0, 7)}`));
    const form = page.getByRole("region", { name: "Send an enquiry" });
    await expect(form.getByText(lengthHint(12))).toBeVisible();
    await expect(form.getByText(noticeHint(24)!)).toBeVisible();
    await form.getByLabel("Name").fill("Lena Long");
    await form.getByLabel("Email").fill(uniqueEmail("long"));

    await enquire(page, { date: day, start: "00:00", end: "23:59" });
    await expect(form.getByText(tooLong(12))).toBeVisible();
    await expect(form.getByLabel("End time")).toHaveAttribute("aria-invalid", "true");

    // Three hours from now, in the venue's zone: inside its notice of a day.
    const [from, to] = [3, 4].map((h) =>
      wallClock(new Date(Date.now() + h * 3_600_000), DEMO.tenant.timezone),
    );
    await enquire(page, { date: from.date, start: from.time, end: to.time });
    await expect(form.getByText(tooSoon(24))).toBeVisible();
    await expect(form.getByLabel("Date", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("region", { name: "Enquiry sent" })).toHaveCount(0);
  } finally {
    await close();
  }
});

test("the venue sets its longest enquiry, minimum notice and open enquiries in Settings → Bookings", async ({
  page,
  browser,
  venue,
}) => {
  await page.goto(tenantUrl("/settings"));
  await page.getByRole("tab", { name: "Bookings" }).click();
  const section = page.getByRole("region", { name: "Booking settings" });
  const longest = section.getByLabel("Longest enquiry (hours)");
  const notice = section.getByLabel("Minimum notice (hours)");
  await expect(section.getByLabel("Open enquiries in all")).toHaveValue("30");
  await expect(longest).toHaveValue("12");
  await expect(notice).toHaveValue("24");
  try {
    await longest.fill("0");
    await section.getByRole("button", { name: "Save Settings" }).click();
    await expect(
      section.getByText("Ensure this value is greater than or equal to 1 hour."),
    ).toBeVisible();

    await longest.fill("6");
    await notice.fill("48");
    await section.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Booking settings saved!")).toBeVisible();
    await page.reload();
    await page.getByRole("tab", { name: "Bookings" }).click();
    await expect(section.getByLabel("Longest enquiry (hours)")).toHaveValue("6");

    // The public form says the new limits.
    const hall = await venue.hall();
    const visitor = await visitorPage(browser);
    try {
      await visitor.page.goto(tenantUrl(`/availability/${hall.id}`));
      const form = visitor.page.getByRole("region", { name: "Send an enquiry" });
      await expect(form.getByText(lengthHint(6))).toBeVisible();
      await expect(form.getByText(noticeHint(48)!)).toBeVisible();
    } finally {
      await visitor.close();
    }
  } finally {
    await venue.bookingSettings({ max_enquiry_hours: 12, min_notice_hours: 24 });
  }
});
