// Enquiring for a hall that has slots. One that also takes other times offers both, and a booking
// across its slot leaves the rest of the day offered, not 'Full'. A slot taken while the visitor
// chose it is let go of after the refusal, and every slot's label is shown whole.
import { TIME_TAKEN } from "@/lib/enquiries/schemas";

import { dayOfMonth } from "./calendar-support";
import { expect, test } from "./fixtures";
import { tenantUrl } from "./support";
import { dayName, uniqueEmail, visitorPage } from "./visitor-support";

test("a hall with a slot that takes other times too offers both", async ({ browser, venue }) => {
  const day = dayOfMonth(2, 9);
  const hall = await venue.hall();
  await venue.slot(hall.id, { name: "Afternoon", start_time: "13:00", end_time: "17:00" });
  await venue.booking({ hall: hall.id, start_time: `${day}T10:00`, end_time: `${day}T14:00` });
  const { page, close } = await visitorPage(browser);
  try {
    await page.goto(tenantUrl(`/availability/${hall.id}?month=${day.slice(0, 7)}`));
    // The slot is taken, but the hall is free from 14:00: partly booked, not full.
    await page.getByRole("button", { name: `${dayName(day)}: Partly booked` }).click();
    await expect(page.getByText("Free: 14:00–24:00")).toBeVisible();

    const form = page.getByRole("region", { name: "Send an enquiry" });
    const slot = form.getByLabel("Slot");
    await expect(slot.locator("option", { hasText: "Afternoon" })).toBeDisabled();
    await expect(slot).toHaveValue("");
    await form.getByLabel("Name").fill("Otto Other-Times");
    await form.getByLabel("Email").fill(uniqueEmail("other-times"));
    await form.getByLabel("Start time").fill("18:00");
    await form.getByLabel("End time").fill("22:00");
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("region", { name: "Enquiry sent" })).toBeVisible();

    // A free slot chosen hides the times: the slot says when.
    await page.goto(tenantUrl(`/availability/${hall.id}?month=${day.slice(0, 7)}`));
    const next = dayOfMonth(2, 10);
    await page.getByRole("button", { name: `${dayName(next)}: Free` }).click();
    await expect(form.getByLabel("Start time")).toBeVisible();
    await form.getByLabel("Slot").selectOption({ label: "Afternoon (13:00–17:00)" });
    await expect(form.getByLabel("Start time")).toBeHidden();
  } finally {
    await close();
  }
});

test("a slot taken meanwhile is let go of, and every slot's label is whole", async ({
  browser,
  venue,
}) => {
  const day = dayOfMonth(2, 11);
  const hall = await venue.hall({ requires_slot: true });
  await venue.slot(hall.id, { name: "Morning", start_time: "09:00", end_time: "13:00" });
  await venue.slot(hall.id, { name: "Evening", start_time: "18:00", end_time: "23:00" });
  const { page, close } = await visitorPage(browser);
  try {
    await page.goto(tenantUrl(`/availability/${hall.id}?month=${day.slice(0, 7)}`));
    await page.getByRole("button", { name: `${dayName(day)}: Free` }).click();
    const form = page.getByRole("region", { name: "Send an enquiry" });
    const slot = form.getByLabel("Slot");
    // Wide enough for its longest option: nothing cut.
    const whole = await slot.evaluate((el: HTMLSelectElement) => {
      const pen = document.createElement("canvas").getContext("2d")!;
      const style = getComputedStyle(el);
      pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const widest = Math.max(...[...el.options].map((o) => pen.measureText(o.text).width));
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      return widest + padding <= el.clientWidth;
    });
    expect(whole).toBe(true);

    await slot.selectOption({ label: "Morning (09:00–13:00)" });
    await form.getByLabel("Name").fill("Mia Morning");
    await form.getByLabel("Email").fill(uniqueEmail("morning"));
    // Someone books the morning before the visitor sends.
    await venue.booking({ hall: hall.id, start_time: `${day}T09:00`, end_time: `${day}T13:00` });
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(form.getByRole("alert")).toContainText(TIME_TAKEN);
    await expect(slot.locator("option", { hasText: "Morning" })).toBeDisabled();
    await expect(slot).toHaveValue("");
  } finally {
    await close();
  }
});
