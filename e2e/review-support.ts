// For the specs of the first-use review: pictures of a screen at both widths, and a browser in the
// demo venue through an approved access request.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { encode } from "next-auth/jwt";

import { createAccount, expect, type TestAccount } from "./fixtures";
import { DEMO_OWNER, tenantUrl } from "./support";

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * The screen as it is, at desktop and phone widths: test-results/screenshots/review-{name}-*;
 * `fullPage` for the whole page rather than what the window shows.
 */
export async function shoot(page: Page, name: string, { fullPage = false } = {}) {
  const before = page.viewportSize() ?? DESKTOP;
  for (const [width, size] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150); // let the layout settle at the new width
    await page.screenshot({
      path: `test-results/screenshots/review-${name}-${width}.png`,
      fullPage,
    });
  }
  await page.setViewportSize(before);
}

/** POST /api/token/ for `who` (in venue `slug`, or the console with null): the access token. */
export async function accessToken(
  request: APIRequestContext,
  who: { email: string; password: string },
  slug: string | null,
) {
  const res = await request.post("/api/token/", {
    headers: slug ? { "X-Tenant": slug } : {},
    data: who,
  });
  expect(res.status(), `sign-in of ${who.email}`).toBe(200);
  return ((await res.json()) as { access: string; uuid: string }).access;
}

/**
 * A provider user of its own, approved by the demo owner for `role`, and a browser signed in to
 * the demo venue through that approval (its session cookie names the request, as the sign-in
 * form's does). `revoke` ends the approval as the owner's Revoke button does.
 */
export async function impersonating(browser: Browser, request: APIRequestContext, role = "Admin") {
  const provider: TestAccount = await createAccount({ slug: null, name: "Sam Support" });
  const asked = await request.post("/api/management/impersonation/", {
    headers: { Authorization: `Bearer ${await accessToken(request, provider, null)}` },
    data: { action: "request", tenant_name: "demo", role },
  });
  expect(asked.status()).toBe(201);
  const { id } = (await asked.json()) as { id: number };
  const owner = { Authorization: `Bearer ${await accessToken(request, DEMO_OWNER, "demo")}` };
  const approved = await request.post("/api/management/impersonation/", {
    headers: { ...owner, "X-Tenant": "demo" },
    data: { action: "approve", request_id: id },
  });
  expect(approved.status()).toBe(200);
  const context = await browser.newContext({ viewport: DESKTOP });
  const value = await encode({
    token: { sub: provider.uuid, tenant: "demo", imp: id, expiresAt: Date.now() + 3_600_000 },
    secret: process.env.E2E_AUTH_SECRET!,
  });
  await context.addCookies([
    {
      name: "next-auth.session-token",
      value,
      url: tenantUrl("/"),
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  const revoke = async () => {
    const res = await request.delete(`/api/management/impersonation/${id}/`, {
      headers: { ...owner, "X-Tenant": "demo" },
    });
    expect(res.status()).toBe(204);
  };
  return { provider, id, context, revoke };
}

/** The demo venue's team API as its owner, for what VenueApi does not offer. */
export async function demoTeam(request: APIRequestContext) {
  const headers = {
    Authorization: `Bearer ${await accessToken(request, DEMO_OWNER, "demo")}`,
    "X-Tenant": "demo",
  };
  const path = (id?: number) => `/api/tenant/user-details/${id ? `${id}/` : ""}`;
  return {
    async list() {
      const res = await request.get(path(), { headers });
      expect(res.status()).toBe(200);
      return (await res.json()) as { id: number; email: string; status: string }[];
    },
    async idOf(email: string) {
      const member = (await this.list()).find((m) => m.email === email);
      expect(member, email).toBeDefined();
      return member!.id;
    },
    patch: (id: number, data: Record<string, unknown>) =>
      request.patch(path(id), { headers, data }),
    remove: (id: number) => request.delete(path(id), { headers }),
  };
}
