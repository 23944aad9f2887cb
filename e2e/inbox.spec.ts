// A visitor's message from the venue's site reaches the console's Inbox (issue 25): listed with an
// unread badge in the sidebar, opened, then read for the venue; its time is in the venue's zone
// (America/New_York for the demo), in the Inbox and in the spec's Contact Submissions tab alike.
import { expect, test, VenueApi } from "./fixtures";
import { tenantUrl } from "./support";

const ZONE = "America/New_York";
const inZone = (iso: string, opts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { ...opts, timeZone: ZONE }).format(new Date(iso));

test("a visitor's message arrives in the Inbox unread, opens, and is read", async ({
  page,
  venue,
  browser,
}) => {
  const name = VenueApi.unique("Visitor");
  const subject = `Wedding ${name}`;
  // The visitor, in a browser of their own, on the venue's public site.
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  await site.goto(tenantUrl("/#contact"));
  const form = site.locator("#contact-form");
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill("visitor@example.com");
  await form.getByLabel("Subject (optional)").fill(subject);
  await form.getByLabel("Message").fill("Is the ballroom free on June 1st?\nAbout 80 guests.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Your message has been sent successfully!")).toBeVisible();
  await visitor.close();
  const [stored] = (await venue.contactSubmissions()).filter((s) => s.name === name);

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(tenantUrl("/dashboard"));
  const nav = page.getByRole("navigation", { name: "Console" });
  const inboxLink = nav.getByRole("link", { name: /^Inbox \(\d+ unread\)$/ });
  await expect(inboxLink).toBeVisible();
  await expect(inboxLink.getByTestId("nav-badge")).toHaveText(/^\d+\+?$/);
  await inboxLink.click();
  await expect(page).toHaveURL(tenantUrl("/inbox"));
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();

  const item = page.getByTestId("inbox-message").filter({ hasText: name });
  await expect(item).toHaveAttribute("data-read", "false");
  await expect(item).toContainText(inZone(stored.created_at, { dateStyle: "medium" }));
  await page.screenshot({ path: "test-results/screenshots/inbox-list-1366.png" });

  await item.getByRole("button").click();
  await expect(page).toHaveURL(tenantUrl(`/inbox?message=${stored.id}`));
  const open = page.getByRole("article");
  await expect(open.getByRole("heading", { name: subject })).toBeVisible();
  await expect(open).toContainText("About 80 guests.");
  const when = inZone(stored.created_at, { dateStyle: "medium", timeStyle: "short" });
  await expect(open.getByTestId("inbox-time")).toHaveText(when);
  await expect(open.getByRole("link", { name: "Reply" })).toHaveAttribute(
    "href",
    /^mailto:visitor%40example\.com\?subject=Re%3A%20Wedding/,
  );
  await expect(item).toHaveAttribute("data-read", "true");
  await expect
    .poll(async () => (await venue.contactSubmissions()).find((s) => s.id === stored.id)?.read_at)
    .toMatch(/^\d{4}-/);
  await page.screenshot({ path: "test-results/screenshots/inbox-1366.png" });

  // On a phone: the message alone, with a way back to the list.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(open).toBeVisible();
  await expect(item).toBeHidden();
  await page.screenshot({ path: "test-results/screenshots/inbox-390.png" });
  await open.getByRole("button", { name: "All messages" }).click();
  await expect(item).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/inbox-list-390.png" });

  // The spec's tab shows the same time, in the venue's zone.
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(tenantUrl("/support"));
  await page.getByRole("tab", { name: "Contact Submissions" }).click();
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card.locator("time")).toHaveText(when);
});
