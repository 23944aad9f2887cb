// A booking's money in Chromium (issue 27, decision 086): the Billing tab of the event details
// sums what was paid and what is due, records a payment, says a refund beyond what was paid at
// its field, and voids an entry after asking. Each test makes its own hall and booking.
import { REFUND_TOO_LARGE } from "@/lib/payments/schemas";

import { dayCell, dayOfMonth, eventNamed, openCalendar } from "./calendar-support";
import { expect, test } from "./fixtures";

test("staff record a deposit and see the balance follow; a mistaken payment is voided", async ({
  page,
  venue,
}) => {
  const day = dayOfMonth(1, 16);
  const hall = await venue.hall();
  const booking = await venue.booking({
    hall: hall.id,
    start_time: `${day}T17:00`,
    end_time: `${day}T22:00`,
    price: "1000",
    status: "confirmed",
  });
  await openCalendar(page, { hall: hall.id, date: day });
  await eventNamed(dayCell(page, day), booking.event_name).click();
  const details = page.getByRole("dialog", { name: "Event Details" });
  await details.getByRole("tab", { name: "Billing" }).click();
  const figure = (label: string) => details.locator("dt", { hasText: label }).locator("+ dd");
  await expect(figure("Balance due")).toHaveText("$1,000.00");
  await expect(details.getByText("No payments recorded yet.")).toBeVisible();

  const form = details.getByRole("form", { name: "Record a payment or refund" });
  // Typed with a decimal comma, as many do: read as 400.00.
  await form.getByLabel("Amount (USD)").fill("400,00");
  await form.getByLabel("Reference").fill("DEP-7");
  await form.getByRole("button", { name: "Record" }).click();
  await expect(page.getByText("Payment recorded.")).toBeVisible();
  await expect(figure("Paid")).toHaveText("$400.00");
  await expect(figure("Balance due")).toHaveText("$600.00");
  const entry = details.getByRole("listitem").filter({ hasText: "DEP-7" });
  await expect(entry).toContainText("Payment · Bank transfer · DEP-7");

  // A payment beyond the balance is said before it is recorded.
  await form.getByLabel("Amount (USD)").fill("5000");
  await expect(form.getByText("More than the balance due ($600.00)")).toBeVisible();

  // A refund beyond what was paid is said at the amount, and nothing is recorded.
  await form.getByLabel("Kind").selectOption("refund");
  await form.getByLabel("Amount (USD)").fill("500");
  await form.getByRole("button", { name: "Record" }).click();
  await expect(form.getByText(REFUND_TOO_LARGE)).toBeVisible();
  await expect(figure("Refunded")).toHaveText("$0.00");

  // Voided after asking: struck through, no longer counted.
  await entry.getByRole("button", { name: "Void" }).click();
  const ask = page.getByRole("alertdialog", { name: "Void this entry?" });
  await expect(ask.getByRole("button", { name: "Cancel" })).toBeFocused();
  await ask.getByRole("button", { name: "Void" }).click();
  await expect(page.getByText("Entry voided.")).toBeVisible();
  await expect(figure("Balance due")).toHaveText("$1,000.00");
  await expect(entry).toContainText("voided");
  await expect(entry.getByRole("button", { name: "Void" })).toHaveCount(0);
});

test("a confirmed booking's deposit is due until it is paid", async ({ page, venue }) => {
  const day = dayOfMonth(1, 18);
  const hall = await venue.hall();
  const booking = await venue.booking({
    hall: hall.id,
    start_time: `${day}T17:00`,
    end_time: `${day}T22:00`,
    price: "1000",
    status: "confirmed",
    deposit_amount: "300",
    deposit_due_on: "2031-01-10",
  });
  await openCalendar(page, { hall: hall.id, date: day });
  const event = eventNamed(dayCell(page, day), booking.event_name);
  await expect(event.getByLabel("Deposit due")).toBeVisible();
  await event.click();
  const details = page.getByRole("dialog", { name: "Event Details" });
  await details.getByRole("tab", { name: "Billing" }).click();
  const deposit = details.getByTestId("deposit-line");
  await expect(deposit).toContainText("Deposit due: $300.00 by Jan 10, 2031, $300.00 still owed.");
  const form = details.getByRole("form", { name: "Record a payment or refund" });
  await form.getByLabel("Amount (USD)").fill("300");
  await form.getByRole("button", { name: "Record" }).click();
  await expect(deposit).toContainText("Deposit $300.00 by Jan 10, 2031, paid.");
  await page.keyboard.press("Escape");
  await expect(event.getByLabel("Deposit due")).toHaveCount(0);
});
