// Support in Chromium (spec §2.2, §2.3): the demo owner files a ticket on the venue's portal, the
// provider's admin answers it on /admin/support, the owner sees the staff reply, changes the status
// and rates the help; the admin answers a contact message through the Send Email dialog. Each test
// makes its own ticket or message.
import { randomUUID } from "node:crypto";

import {
  emailSent,
  NO_REPLIES,
  RATING_THANKS,
  REPLY_SUBMITTED,
  SUPPORT_PORTAL_TITLE,
  TICKET_SUBMITTED,
  ticketStatusUpdated,
  ticketUpdated,
} from "@/lib/support/messages";

import { createAccount, expect, signInWithCookie, test } from "./fixtures";
import { DEMO_ADMIN, DEMO_OWNER, mailTo, providerUrl, tenantUrl, watchConsole } from "./support";

test.beforeEach(async ({ context, request }) => {
  // Two hosts, two sessions: the venue's (demo.localhost) and the console's (localhost).
  await signInWithCookie(context, request, DEMO_OWNER, "demo");
  await signInWithCookie(context, request, DEMO_ADMIN, null);
});

test("a ticket filed by the venue, answered by staff, moved along and rated", async ({ page }) => {
  const errors = watchConsole(page);
  const subject = `Projector flickers ${randomUUID().slice(0, 6)}`;

  await page.goto(tenantUrl("/support"));
  await expect(page.getByRole("heading", { name: SUPPORT_PORTAL_TITLE })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Contact Submissions" })).toBeVisible();
  await page.getByRole("tab", { name: "New Ticket" }).click();
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Description").fill("The projector in the Grand Hall flickers.");
  await page.getByLabel("Priority").selectOption("high");
  await page.getByRole("button", { name: "Submit Ticket" }).click();
  await expect(page.getByText(TICKET_SUBMITTED)).toBeVisible();

  // Back on My Tickets, the new ticket: open, high.
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row).toContainText("Open");
  await expect(row).toContainText("high");
  await row.getByRole("link", { name: /View ticket/ }).click();
  const title = page.getByRole("heading", { name: new RegExp(`^Ticket #\\d+: ${subject}$`) });
  await expect(title).toBeVisible();
  const id = Number(page.url().split("/").pop());
  await expect(page.getByText(NO_REPLIES)).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark Open" })).toHaveCount(0);

  const send = page.getByRole("button", { name: "Send Reply" });
  await expect(send).toBeDisabled();
  await page.getByLabel("Your reply").fill("   ");
  await expect(send).toBeDisabled();
  await page.getByLabel("Your reply").fill("It started on Monday.");
  await send.click();
  await expect(page.getByText(REPLY_SUBMITTED)).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: "It started on Monday." }),
  ).toBeVisible();

  // The provider's admin sees it among every venue's tickets, with the tenant code, and answers.
  await page.goto(providerUrl("/admin/support"));
  const adminRow = page.getByRole("row").filter({ hasText: subject });
  await expect(adminRow).toContainText("demo");
  await adminRow.getByRole("link", { name: `View ticket #${id}` }).click();
  await expect(page.getByRole("heading", { name: `Ticket #${id}: ${subject}` })).toBeVisible();
  await page.getByLabel("Your reply").fill("A technician comes tomorrow.");
  await page.getByRole("button", { name: "Send Reply" }).click();
  await expect(page.getByText(REPLY_SUBMITTED)).toBeVisible();

  // The owner sees the staff reply, set apart, moves the ticket along and rates the help.
  await page.goto(tenantUrl(`/support/tickets/${id}`));
  const staffReply = page.getByRole("listitem").filter({ hasText: "A technician comes tomorrow." });
  await expect(staffReply).toContainText("Staff");
  await page.getByRole("button", { name: "Mark In-Progress" }).click();
  await expect(page.getByText(ticketStatusUpdated("in_progress"))).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark In-Progress" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Mark Open" })).toBeVisible();

  const rate = page.getByRole("button", { name: "Submit Rating" });
  await expect(rate).toBeDisabled();
  await page.getByRole("radio", { name: "4 stars" }).click();
  await rate.click();
  await expect(page.getByText(RATING_THANKS)).toBeVisible();

  // From the table: Close, then the admin's Feedback Reviews show the rating.
  await page.goto(tenantUrl("/support"));
  await page.getByRole("button", { name: `Close ticket #${id}` }).click();
  await expect(page.getByText(ticketUpdated(id, "closed"))).toBeVisible();
  await page.goto(providerUrl("/admin/support?tab=feedback"));
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: `ticket #${id}` })
      .first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test("a staff reply raises the filer's badge, and reading it clears it", async ({
  page,
  context,
  request,
}) => {
  // A venue member of the test's own, so no other test's notices reach this bell.
  const filer = await createAccount({ role: "Staff" });
  await signInWithCookie(context, request, filer, "demo");
  const subject = `Door code ${randomUUID().slice(0, 6)}`;
  await page.goto(tenantUrl("/support"));
  const bell = page.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId("notification-badge")).toHaveCount(0);
  await page.getByRole("tab", { name: "New Ticket" }).click();
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Description").fill("The side door code no longer works.");
  await page.getByRole("button", { name: "Submit Ticket" }).click();
  await expect(page.getByText(TICKET_SUBMITTED)).toBeVisible();

  // The provider's admin answers on the console.
  const admin = await context.newPage();
  await admin.goto(providerUrl("/admin/support"));
  await admin
    .getByRole("row")
    .filter({ hasText: subject })
    .getByRole("link", { name: /View ticket/ })
    .click();
  await admin.getByLabel("Your reply").fill("The new code is 4321.");
  await admin.getByRole("button", { name: "Send Reply" }).click();
  await expect(admin.getByText(REPLY_SUBMITTED)).toBeVisible();
  await admin.close();

  // Back on the venue's tab, the bell catches up when the tab regains focus.
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
  await expect(page.getByTestId("notification-badge")).toHaveText("1");
  await bell.click();
  const notice = page.getByRole("list", { name: "Notifications" }).getByTestId("notification");
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText(`New reply on ticket #`);
  await expect(notice).toContainText(subject);
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByTestId("notification-badge")).toHaveCount(0);
  await expect(notice).toHaveAttribute("data-read", "true");
});

test("staff answer a contact message through the Send Email dialog", async ({ page, request }) => {
  const email = `visitor-${randomUUID().slice(0, 8)}@example.com`;
  const sent = await request.post("/api/support/contact-form/", {
    headers: { "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.7` },
    data: { name: "Vera Visitor", email, subject: "Pricing", message: "How much is it?" },
  });
  expect(sent.status()).toBe(201);

  await page.goto(providerUrl("/admin/support"));
  await page.getByRole("tab", { name: "Contact Submissions" }).click();
  const card = page.getByRole("listitem").filter({ hasText: email });
  await card.getByRole("button", { name: "Send Email" }).click();
  const dialog = page.getByRole("dialog", { name: "Send Email" });
  await dialog.getByRole("button", { name: "Send Email" }).click();
  await expect(dialog.getByText("This field is required.")).toBeVisible();
  await dialog.getByLabel("Message").fill("It is free to try.");
  await dialog.getByRole("button", { name: "Send Email" }).click();
  await expect(page.getByText(emailSent(email))).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await mailTo(email)).toContain("It is free to try.");
});
