// The provider's feature flags: the dialog's tenant picker is searched and ticked by keyboard,
// the name's rules show before any save, and a refused toggle says the server's reason after the
// spec's sentence. Each test makes its own tenants and flags through the API.
import { randomUUID } from "node:crypto";

import type { APIRequestContext } from "@playwright/test";

import { FLAG_NAME_HINT, FLAG_TOGGLE_FAILED, TENANT_PICKER } from "@/lib/flags/messages";

import { expect, signInWithCookie, test } from "./fixtures";
import { DEMO_ADMIN, providerUrl } from "./support";

/** The provider admin's API: a bearer token from /api/token/ on the provider's host. */
async function providerApi(request: APIRequestContext) {
  const res = await request.post("/api/token/", { data: DEMO_ADMIN });
  expect(res.status()).toBe(200);
  const { access } = (await res.json()) as { access: string };
  return async <T>(method: string, path: string, data?: unknown): Promise<T> => {
    const answer = await request.fetch(path, {
      method,
      headers: { Authorization: `Bearer ${access}` },
      data,
    });
    expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
    return (answer.status() === 204 ? undefined : await answer.json()) as T;
  };
}

test("the tenant picker filters as one types, is ticked by keyboard, and the flag lists the two", async ({
  page,
  context,
  request,
}) => {
  const api = await providerApi(request);
  const word = `Zephyr${randomUUID().slice(0, 6)}`;
  const slugs = ["a", "b"].map((s) => `e2e-${word.toLowerCase()}-${s}`);
  for (const slug of slugs)
    await api("POST", "/api/public/register/", {
      // A long name: the picker shows it whole, wrapped, never cut.
      name: `${word} Grand Riverside Ballroom and Conference Centre ${slug.slice(-1)}`,
      slug,
      admin_email: `${slug}@venue.example.com`,
      admin_password: "Venue#12345",
    });
  const name = `e2e_${randomUUID().slice(0, 8)}`;
  await signInWithCookie(context, request, DEMO_ADMIN, null);
  await page.goto(providerUrl("/admin/settings/ffsettings"));
  await page.getByRole("button", { name: "Add New Flag" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Feature Flag" });
  // The name's rules are there before anything is saved, and describe the field.
  await expect(dialog.getByText(FLAG_NAME_HINT)).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveAccessibleDescription(FLAG_NAME_HINT);

  await dialog.getByLabel("Name").fill(name);
  await page.keyboard.press("Tab"); // the description
  await page.keyboard.press("Tab"); // the search
  const search = dialog.getByRole("searchbox", { name: "Tenants" });
  await expect(search).toBeFocused();
  await page.keyboard.type(word.toLowerCase());
  const options = dialog.getByRole("group", { name: TENANT_PICKER.options }).getByRole("checkbox");
  await expect(options).toHaveCount(2);
  await expect(options.first()).toHaveAccessibleName(new RegExp(`${word} Grand .* Centre a`));
  await page.keyboard.press("ArrowDown");
  await expect(options.first()).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowDown");
  await expect(options.nth(1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(options.nth(0)).toBeChecked();
  await expect(options.nth(1)).toBeChecked();
  const chips = dialog.getByRole("list", { name: TENANT_PICKER.chosen }).getByRole("listitem");
  await expect(chips).toHaveCount(2);
  await expect(dialog.getByRole("button", { name: /^Remove Zephyr/ })).toHaveCount(2);

  await dialog.getByRole("button", { name: "Save Flag" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(`${slugs[0]}, ${slugs[1]}`);
});

test("a toggle the server refuses says the spec's sentence and then the server's reason", async ({
  page,
  context,
  request,
}) => {
  const api = await providerApi(request);
  const name = `e2e_${randomUUID().slice(0, 8)}`;
  const flag = await api<{ id: number }>("POST", "/api/public/feature-flags/", { name });
  await signInWithCookie(context, request, DEMO_ADMIN, null);
  await page.goto(providerUrl("/admin/settings/ffsettings"));
  const toggle = page.getByRole("switch", { name: `Enabled: ${name}` });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  // Deleted elsewhere meanwhile: the server refuses the toggle, and says why.
  await api("DELETE", `/api/public/feature-flags/${flag.id}/`);
  await toggle.click();
  await expect(page.getByText(`${FLAG_TOGGLE_FAILED} Not found.`)).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
});

test("a tenant's name cannot reorder the slug after it in the picker", async ({
  page,
  context,
  request,
}) => {
  const api = await providerApi(request);
  const slug = `e2e-bidi-${randomUUID().slice(0, 6)}`;
  // U+202E would show "Evil Hall (…)" with the slug read backwards: another venue's, say.
  await api("POST", "/api/public/register/", {
    name: "Evil Hall\u202e",
    slug,
    admin_email: `${slug}@venue.example.com`,
    admin_password: "Venue#12345",
  });
  await signInWithCookie(context, request, DEMO_ADMIN, null);
  await page.goto(providerUrl("/admin/settings/ffsettings"));
  await page.getByRole("button", { name: "Add New Flag" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Feature Flag" });
  await dialog.getByRole("searchbox", { name: "Tenants" }).fill(slug);
  const option = dialog.getByRole("group", { name: TENANT_PICKER.options }).getByRole("checkbox");
  await expect(option).toHaveCount(1);
  await expect(option).toHaveAccessibleName(`Evil Hall (${slug})`);
});
