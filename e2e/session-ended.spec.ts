// A console whose session ends while it is open is told so at once, without a reload: signed out
// of all devices from another browser, an access request revoked by the venue, a member
// deactivated. It goes to the sign-in page of its own host, which says why in the server's words
// and brings the person back to where they were. An account held for a password change polls and
// streams nothing meanwhile, and its dialog asks for the temporary password it was mailed.
import { createAccount, expect, signInWithCookie, test } from "./fixtures";
import { accessToken, DESKTOP, impersonating, shoot } from "./review-support";
import { DEMO_OWNER, providerUrl, signIn, tenantUrl } from "./support";

const SESSION_ENDED = "Your session has ended. Please sign in again.";
const ACCESS_REQUEST_ENDED =
  "This session was opened through an access request that has ended (revoked or expired).";

test("signed out everywhere from another browser: this console goes to sign in, and back", async ({
  browser,
  request,
}) => {
  const me = await createAccount({ role: "Staff" });
  const there = await browser.newContext({ viewport: DESKTOP });
  await signInWithCookie(there, request, me, "demo");
  const page = await there.newPage();
  await page.goto(tenantUrl("/bookings?status=confirmed"));
  await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();

  // From elsewhere (another browser, the API): every session of the account ends.
  const token = await accessToken(request, me, "demo");
  const out = await request.post("/api/sign-out-all/", {
    headers: { Authorization: `Bearer ${token}`, "X-Tenant": "demo" },
  });
  expect(out.status()).toBe(204);

  // No reload: the console notices by itself.
  await expect(page).toHaveURL(/\/login\?/, { timeout: 15_000 });
  const url = new URL(page.url());
  expect(url.host).toBe(new URL(tenantUrl("/")).host);
  expect(url.searchParams.get("next")).toBe("/bookings?status=confirmed");
  await expect(page.getByRole("alert").filter({ hasText: SESSION_ENDED })).toBeVisible();
  await expect(page.getByText("Failed to load bookings")).toHaveCount(0);
  await shoot(page, "session-ended-login");

  await signIn(page, me);
  await expect(page).toHaveURL(tenantUrl("/bookings?status=confirmed"));
  await there.close();
});

test("the provider's console notices too", async ({ browser, request }) => {
  const me = await createAccount({ slug: null });
  const there = await browser.newContext({ viewport: DESKTOP });
  await signInWithCookie(there, request, me, null);
  const page = await there.newPage();
  await page.goto(providerUrl("/admin/tenants/access"));
  const refresh = page.getByRole("button", { name: "Refresh Your Requests" });
  await expect(refresh).toBeEnabled(); // its list has loaded
  const out = await request.post("/api/sign-out-all/", {
    headers: { Authorization: `Bearer ${await accessToken(request, me, null)}` },
  });
  expect(out.status()).toBe(204);
  // The provider's console has no live stream: its next request (the bell's poll, a refresh)
  // is the one that finds out.
  await refresh.click();
  await expect(page).toHaveURL(/\/login\?/, { timeout: 15_000 });
  expect(new URL(page.url()).host).toBe(new URL(providerUrl("/")).host);
  expect(new URL(page.url()).searchParams.get("next")).toBe("/admin/tenants/access");
  await expect(page.getByRole("alert").filter({ hasText: SESSION_ENDED })).toBeVisible();
  await there.close();
});

test("an access request revoked by the venue ends the session it opened, at once", async ({
  browser,
  request,
}) => {
  const { context, revoke } = await impersonating(browser, request);
  const page = await context.newPage();
  await page.goto(tenantUrl("/calendar"));
  await expect(page.getByRole("region", { name: "Impersonated session" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
  await revoke();
  await expect(page).toHaveURL(/\/login\?/, { timeout: 15_000 });
  await expect(page.getByRole("alert").filter({ hasText: ACCESS_REQUEST_ENDED })).toBeVisible();
  await expect(page.getByText("Failed to Load Halls")).toHaveCount(0);
  await shoot(page, "access-revoked-login");
  await context.close();
});

test("a deactivated member is told why on the sign-in page", async ({ browser, request }) => {
  const me = await createAccount({ role: "Staff", name: "Nina Newbie" });
  const there = await browser.newContext({ viewport: DESKTOP });
  await signInWithCookie(there, request, me, "demo");
  const page = await there.newPage();
  await page.goto(tenantUrl("/dashboard"));
  await expect(page.getByRole("heading", { name: /Dashboard/ })).toBeVisible();

  const owner = {
    Authorization: `Bearer ${await accessToken(request, DEMO_OWNER, "demo")}`,
    "X-Tenant": "demo",
  };
  const team = (await (
    await request.get("/api/tenant/user-details/", { headers: owner })
  ).json()) as { id: number; email: string }[];
  const mine = team.find((m) => m.email === me.email)!;
  const off = await request.patch(`/api/tenant/user-details/${mine.id}/`, {
    headers: owner,
    data: { status: "inactive" },
  });
  expect(off.status()).toBe(200);

  await expect(page).toHaveURL(/\/login\?/, { timeout: 15_000 });
  const inactive = "Your account for Demo Banquets is inactive. Please contact your administrator.";
  await expect(page.getByRole("alert").filter({ hasText: inactive })).toBeVisible();
  // A later visit says it too.
  await page.goto(tenantUrl("/calendar"));
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByRole("alert").filter({ hasText: inactive })).toBeVisible();
  await there.close();
});

test("an account held for a password change polls nothing, and is asked for its temporary password", async ({
  page,
  context,
  request,
}) => {
  const me = await createAccount({ mustResetPassword: true, role: "Manager" });
  const asked: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.includes("/notifications/") || path.includes("/events/stream")) asked.push(path);
  });
  const refused: string[] = [];
  page.on("response", (r) => {
    if (r.status() === 403) refused.push(new URL(r.url()).pathname);
  });
  await signInWithCookie(context, request, me, "demo");
  await page.goto(tenantUrl("/profile"));
  const dialog = page.getByRole("dialog", { name: "Choose a New Password" });
  await expect(dialog).toBeVisible();
  const temporary = dialog.getByLabel("Temporary password");
  await expect(temporary).toBeVisible();
  await expect(dialog).toContainText("The temporary password you were sent by mail.");
  await shoot(page, "forced-password-dialog");
  await page.waitForTimeout(3_000);
  expect(asked).toEqual([]);
  expect(refused).toEqual([]);
  await expect(page.getByText("Reconnecting…")).toHaveCount(0);

  await temporary.fill(me.password);
  await dialog.getByLabel("New password", { exact: true }).fill("Chosen#Password42");
  await dialog.getByLabel("Confirm new password").fill("Chosen#Password42");
  await dialog.getByRole("button", { name: "Change Password" }).click();
  // Free now: the bell and the live stream start (the profile page shows no live indicator).
  await expect.poll(() => asked.some((p) => p.includes("/events/stream"))).toBe(true);
  await expect.poll(() => asked.some((p) => p.includes("/notifications/"))).toBe(true);
});

test("a pending invitee signing in is given the way to the invitation", async ({
  page,
  venue,
  context,
}) => {
  const account = await createAccount({ venueless: true, name: "Pat Pending" });
  await venue.addMember({ tenant_specific_email: account.email, role: "Staff" });
  await context.clearCookies();
  await page.goto(tenantUrl("/login"));
  await signIn(page, account);
  const alert = page.getByRole("alert").filter({ hasText: "Accept the invitation" });
  await expect(alert).toBeVisible();
  await shoot(page, "pending-invitee-login");
  await alert.getByRole("link", { name: "/invitation" }).click();
  await expect(page).toHaveURL(tenantUrl("/invitation"));
});
