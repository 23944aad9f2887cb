// What the browser is told to enforce: a page's scripts run only with the nonce of its own policy,
// and nothing the page does breaks that policy; the session cookie is out of scripts' reach; the
// API's answers may not run or be framed.
import { expect, test } from "@playwright/test";

import { DEMO_OWNER, plainRequest, signIn, tenantUrl, watchConsole, watchPolicy } from "./support";

const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];

test.describe("the browser's protections", () => {
  test("a page's scripts carry its nonce, the policy holds through sign-in, and a new page has a new nonce", async ({
    page,
  }) => {
    const violations = await watchPolicy(page);
    const errors = watchConsole(page);
    const res = await page.goto(tenantUrl("/login"));
    const policy = res!.headers()["content-security-policy"];
    const nonce = nonceOf(policy);
    expect(nonce).toBeTruthy();
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const nonces = await page
      .locator("script")
      .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce));
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([nonce]));

    // the page is alive under the policy: the form validates and signs in
    await signIn(page, DEMO_OWNER);
    await expect(page).toHaveURL(tenantUrl("/dashboard"));
    await expect(page.getByRole("heading", { name: /Dashboard/ })).toBeVisible();
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);

    const again = await page.goto(tenantUrl("/login?next=%2Fhalls"));
    expect(nonceOf(again!.headers()["content-security-policy"])).not.toBe(nonce);
  });

  test("the session cookie is httpOnly and SameSite=Lax, on this host only", async ({
    page,
    context,
  }) => {
    await page.goto(tenantUrl("/login"));
    await signIn(page, DEMO_OWNER);
    await expect(page).toHaveURL(tenantUrl("/dashboard"));
    const session = (await context.cookies()).find((c) => c.name.endsWith("session-token"));
    expect(session).toMatchObject({
      domain: "demo.localhost",
      httpOnly: true,
      sameSite: "Lax",
      secure: false, // served over http here; HTTPS=true makes it Secure and __Secure-
    });
    expect(await page.evaluate(() => document.cookie)).not.toContain("session-token");
  });

  test("the API's answers may not run or be framed, and are not sniffed", async () => {
    const res = await plainRequest("demo.localhost", "/api/tenant/halls/");
    expect(res.status).toBe(401);
    expect(res.headers).toMatchObject({
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
    });
  });
});
