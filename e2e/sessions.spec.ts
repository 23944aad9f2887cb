// Forgot password and 'Sign out of all devices', as a person uses them: the link read from the
// server's mail outbox, on a venue's host and on the provider's; and two browsers signed in to one
// account, both signed out from one of them. Every test uses an account of its own.
import { simpleParser } from "mailparser";

import { createAccount, expect, signInWithCookie, test } from "./fixtures";
import { mailTo, providerUrl, signIn, tenantUrl } from "./support";

const NEW_PASSWORD = "Mailed#Link#42";

/** The reset link of the newest mail to `email`, decoded from the .eml as a mail client would. */
async function resetLink(email: string): Promise<string> {
  const message = await simpleParser(await mailTo(email));
  const link = /https?:\/\/\S+\/reset-password#token=[\w-]+/.exec(message.text ?? "");
  expect(link, message.text).not.toBeNull();
  return link![0];
}

for (const where of ["venue", "provider"] as const) {
  test(`forgot password on the ${where}'s host: a mailed link sets a new one, once`, async ({
    page,
  }) => {
    const me = await createAccount(where === "venue" ? {} : { slug: null });
    const url = where === "venue" ? tenantUrl : providerUrl;
    await page.goto(url("/login"));
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(url("/forgot-password"));
    await page.getByLabel("Email").fill(me.email);
    await page.getByRole("button", { name: "Send link" }).click();
    await expect(page.getByRole("status")).toContainText("we have sent it a link");

    const link = await resetLink(me.email);
    expect(link.startsWith(url("/reset-password#token="))).toBe(true);
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill("Not#The#Same1");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByText("New passwords don't match.")).toBeVisible();
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Your password has been changed. You can now sign in with it.",
    );
    // The spent token is not left in the address bar.
    expect(page.url()).toBe(url("/reset-password"));

    // The link works once (from another page: to the same page, only the fragment would change).
    await page.goto(url("/login"));
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("Second#Try#42");
    await page.getByLabel("Confirm new password").fill("Second#Try#42");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "This link is invalid or has expired. Please ask for a new one.",
    );
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();

    await page.goto(url("/login"));
    await signIn(page, { email: me.email, password: NEW_PASSWORD });
    await expect(page).toHaveURL(url(where === "venue" ? "/dashboard" : "/admin"));
  });
}

test("an unknown email is answered as a known one, and no mail goes out", async ({ page }) => {
  await page.goto(tenantUrl("/forgot-password"));
  await page.getByLabel("Email").fill("nobody-here@example.com");
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("status")).toContainText("we have sent it a link");
  await expect(mailTo("nobody-here@example.com", 1500)).rejects.toThrow(/No mail/);
});

test("'Sign out of all devices' ends this browser's session and every other one", async ({
  browser,
  request,
}) => {
  const me = await createAccount({ role: "Staff" });
  const here = await browser.newContext();
  const there = await browser.newContext();
  try {
    await signInWithCookie(here, request, me, "demo");
    await signInWithCookie(there, request, me, "demo");
    const token = await request.post("/api/token/", {
      headers: { "X-Tenant": "demo" },
      data: { email: me.email, password: me.password },
    });
    const { access } = (await token.json()) as { access: string };
    const other = await there.newPage();
    await other.goto(tenantUrl("/dashboard"));
    await expect(other.getByRole("heading", { name: /Dashboard/ })).toBeVisible();

    const page = await here.newPage();
    await page.goto(tenantUrl("/profile"));
    await page.getByRole("button", { name: "Sign out of all devices" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign out of all devices?" });
    await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/login/);

    // The other browser is signed out on its next page, and the API client at once.
    await other.reload();
    await expect(other).toHaveURL(/\/login/);
    const halls = await request.get("/api/tenant/halls/", {
      headers: { Authorization: `Bearer ${access}`, "X-Tenant": "demo" },
    });
    expect(halls.status()).toBe(401);
    // Signing in again works.
    await signIn(page, me);
    await expect(page).toHaveURL(tenantUrl("/dashboard"));
  } finally {
    await here.close();
    await there.close();
  }
});
