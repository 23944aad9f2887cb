// The provider console's shell (spec §2.2): the sidebar that stays collapsed, breadcrumbs, the user
// menu, the dashboard's figures read from the data, and the notification bell on both consoles.
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";

import { createAccount, expect, signInWithCookie, test, withDatabase } from "./fixtures";
import { providerUrl, tenantUrl } from "./support";

/** `n` unread notifications for `userId` in `slug`'s venue (null: the provider console). */
async function notify(userId: number, slug: string | null, n: number, prefix = "Notice") {
  await withDatabase((db) =>
    db.query(
      `INSERT INTO notifications (user_id, tenant_id, level, message, created_at)
       SELECT $1, (SELECT id FROM tenants WHERE slug = $2),
              (ARRAY['Success','Warning','Error','Info'])[1 + i % 4]::notification_level,
              $3 || ' ' || i, now() - (i || ' minutes')::interval
       FROM generate_series(1, $4::int) AS i`,
      [userId, slug, prefix, n],
    ),
  );
}

/** A new provider account of the test's own, signed in on the provider's host. */
async function signInAsProvider(context: BrowserContext, request: APIRequestContext) {
  const who = await createAccount({ slug: null });
  await signInWithCookie(context, request, who, null);
  return who;
}

const badge = (page: Page) => page.getByTestId("notification-badge");
const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });

test("the sidebar collapses, and stays collapsed after a reload", async ({
  page,
  context,
  request,
}) => {
  await signInAsProvider(context, request);
  await page.goto(providerUrl("/admin"));
  const sidebar = page.getByRole("navigation", { name: "Admin" });
  for (const name of ["Dashboard", "Jobs", "Tenants", "Tenant Access Requests", "Support"])
    await expect(sidebar.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Feature Flags" })).toHaveAttribute(
    "href",
    "/admin/settings/ffsettings",
  );
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("adminSidebarCollapsed"))).toBe("true");
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(sidebar.getByText("Jobs", { exact: true })).toBeVisible();
});

test("breadcrumbs name each page, and the user menu leads to the profile and settings", async ({
  page,
  context,
  request,
}) => {
  await signInAsProvider(context, request);
  await page.goto(providerUrl("/admin/post-job"));
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("listitem")).toHaveText(["Dashboard", "Post a Job"]);
  await page.goto(providerUrl("/admin/jobs"));
  await expect(trail.getByRole("link", { name: "Jobs" })).toHaveAttribute("aria-current", "page");
  await trail.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(providerUrl("/admin/dashboard"));

  await page.getByRole("button", { name: "User menu" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Settings" })).toHaveAttribute(
    "href",
    "/admin/settings/ffsettings",
  );
  await expect(menu.getByRole("menuitem", { name: "Logout" })).toBeVisible();
  await menu.getByRole("menuitem", { name: "My Profile" }).click();
  await expect(page).toHaveURL(providerUrl("/admin/profile"));
  await expect(trail.getByRole("listitem")).toHaveText(["Dashboard", "Profile"]);
});

test("the dashboard's figures come from the data", async ({ page, context, request }) => {
  await signInAsProvider(context, request);
  await page.goto(providerUrl("/admin/dashboard"));
  const tenants = Number(await page.getByTestId("stat-tenants").textContent());
  const users = await withDatabase(async (db) => {
    const slug = `dash-${Date.now().toString(36)}`;
    await db.query(
      `INSERT INTO tenants (name, slug, schema_name, updated_at) VALUES ($1, $1, $1, now())`,
      [slug],
    );
    const { rows } = await db.query<{ n: string }>(
      "SELECT count(*) AS n FROM users WHERE is_active",
    );
    return rows[0].n;
  });
  await page.reload();
  await expect(page.getByTestId("stat-tenants")).toHaveText(String(tenants + 1));
  await expect(page.getByTestId("stat-users")).toHaveText(users);
  // A figure, or plainly no earlier data to compare with: never a bare word standing for one.
  await expect(page.getByTestId("stat-growth")).toHaveText(/^([+-]?\d+%|No earlier data)$/);
});

test("the console's bell: the badge, the list, mark one read, then all", async ({
  page,
  context,
  request,
}) => {
  const who = await createAccount({ slug: null });
  await notify(who.id, null, 3, "Console notice");
  await signInWithCookie(context, request, who, null);
  await page.goto(providerUrl("/admin"));
  await expect(badge(page)).toHaveText("3");
  await bell(page).click();
  const list = page.getByRole("list", { name: "Notifications" });
  await expect(list.getByTestId("notification")).toHaveCount(3);
  await expect(list.getByTestId("notification").first()).toContainText("Console notice 1");
  await list
    .getByTestId("notification")
    .first()
    .getByRole("button", { name: "Mark as read" })
    .click();
  await expect(badge(page)).toHaveText("2");
  await expect(list.getByTestId("notification").first()).toHaveAttribute("data-read", "true");
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(badge(page)).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(bell(page)).toBeFocused();
});

test("the venue console's bell: '99+', pages by the next URL, mark all", async ({
  page,
  context,
  request,
}) => {
  const who = await createAccount({ slug: "demo", role: "Admin" });
  await notify(who.id, "demo", 120, "Venue notice");
  await notify(who.id, null, 2, "Console only");
  await signInWithCookie(context, request, who, "demo");
  await page.goto(tenantUrl("/dashboard"));
  await expect(badge(page)).toHaveText("99+");
  await bell(page).focus();
  await page.keyboard.press("Enter");
  const items = page.getByRole("list", { name: "Notifications" }).getByTestId("notification");
  await expect(items).toHaveCount(10);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(items).toHaveCount(20);
  await expect(page.getByText("Console only")).toHaveCount(0);
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(badge(page)).toHaveCount(0);
  await expect(items.first()).toHaveAttribute("data-read", "true");
});

test("on a phone the admin menu is a drawer", async ({ page, context, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsProvider(context, request);
  await page.goto(providerUrl("/admin"));
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await drawer.getByRole("link", { name: "Jobs" }).click();
  await expect(page).toHaveURL(providerUrl("/admin/jobs"));
  await expect(drawer).toBeHidden();
});
