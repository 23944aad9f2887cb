import { expect, test } from "@playwright/test";

import {
  DEMO_ADMIN,
  DEMO_OWNER,
  plainRequest,
  providerUrl,
  signIn,
  tenantUrl,
  watchConsole,
} from "./support";

// The company site itself (its pages, the tenant console dialog, its forms): company-site.spec.ts.

test.describe("signing in", () => {
  test("the demo owner signs in on demo.localhost and returns to the page they asked for", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto(tenantUrl("/dashboard"));
    await expect(page).toHaveURL(tenantUrl("/login?next=%2Fdashboard"));
    await signIn(page, DEMO_OWNER);
    await expect(page.getByText("Login successful!")).toBeVisible();
    await expect(page).toHaveURL(tenantUrl("/dashboard"));
    await expect(
      page.getByRole("heading", { name: "Welcome to Demo Banquets Dashboard" }),
    ).toBeVisible();
    // Already signed in: /login goes straight on.
    await page.goto(tenantUrl("/login"));
    await expect(page).toHaveURL(tenantUrl("/dashboard"));
    expect(errors).toEqual([]);
  });

  test("a wrong password shows the spec's error and stays on the form", async ({ page }) => {
    await page.goto(tenantUrl("/login"));
    await signIn(page, { email: DEMO_OWNER.email, password: "not-the-password" });
    await expect(page.getByRole("alert").filter({ hasText: "Invalid credentials" })).toBeVisible();
    await expect(page.getByText("Login failed. Please check your credentials.")).toBeVisible();
    await expect(page).toHaveURL(tenantUrl("/login"));
    await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
    // The right password next: the failure's toast goes, the success's comes.
    await signIn(page, DEMO_OWNER);
    await expect(page.getByText("Login successful!")).toBeVisible();
    // Stacked behind the success, the failure would stay its five seconds: it goes at once.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(1, { timeout: 1_500 });
  });

  test("the form checks its fields before sending", async ({ page }) => {
    await page.goto(tenantUrl("/login"));
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Enter a valid email address.")).toBeVisible();
    await expect(page.getByText("This field is required.")).toBeVisible();
  });

  test("a provider account cannot sign in on a venue's site without an approved request", async ({
    page,
  }) => {
    await page.goto(tenantUrl("/login"));
    await signIn(page, DEMO_ADMIN);
    await expect(
      page.getByRole("alert").filter({ hasText: "This account has no access to Demo Banquets." }),
    ).toBeVisible();
  });

  test("the provider admin signs in on the company host and reaches /admin; the session stays on that host", async ({
    page,
  }) => {
    await page.goto("/login");
    await signIn(page, DEMO_ADMIN);
    await expect(page).toHaveURL(providerUrl("/admin"));
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByTestId("stat-users")).toHaveText(/^\d+$/);
    // The session cookie belongs to localhost: the venue's host does not see it.
    await page.goto(tenantUrl("/dashboard"));
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });

  test("logout clears the session", async ({ page }) => {
    await page.goto(tenantUrl("/login"));
    await signIn(page, DEMO_OWNER);
    await expect(page).toHaveURL(tenantUrl("/dashboard"));
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(tenantUrl("/"));
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await page.goto(tenantUrl("/dashboard"));
    await expect(page).toHaveURL(tenantUrl("/login?next=%2Fdashboard"));
  });
});

test.describe("unknown tenants", () => {
  test("answer 404 with the not-found screen and a countdown to the main site", async ({
    page,
  }) => {
    const response = await page.goto(tenantUrl("/", "no-such-venue"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Tenant Not Found" })).toBeVisible();
    await expect(page.getByText("The requested tenant could not be found.")).toBeVisible();
    await expect(
      page.getByText(/Redirecting to the main site in (10|9|8) seconds\.\.\./),
    ).toBeVisible();
    await expect(page.getByText(/Redirecting to the main site in [0-7] seconds\.\.\./)).toBeVisible(
      { timeout: 5000 },
    );
    await page.getByRole("button", { name: "Redirect Now" }).click();
    await expect(page).toHaveURL(providerUrl("/"));
  });

  test("are answered on the server: the screen is in the HTML itself", async () => {
    for (const path of ["/", "/calendar", "/login?next=%2Fdashboard"]) {
      const res = await plainRequest("no-such-venue.localhost", path);
      expect(res.status, path).toBe(404);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain("Tenant Not Found");
      expect(res.body).toContain("The requested tenant could not be found.");
      expect(res.body).toMatch(/Redirecting to the main site in <!-- -->10<!-- --> seconds/);
    }
  });

  test("redirect by themselves after ten seconds", async ({ page }) => {
    await page.goto(tenantUrl("/login", "ghost"));
    await expect(page).toHaveURL(providerUrl("/"), { timeout: 15_000 });
  });
});

test.describe("API over HTTP", () => {
  test("spec paths answer as written, trailing slash included, with no redirect", async ({
    request,
  }) => {
    const res = await request.post("/api/token/", {
      headers: { "X-Tenant": "demo" },
      data: { email: "owner@demo.example.com", password: "Owner#12345" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.groups).toEqual(["Admin"]);
    const refreshed = await request.post("/api/token/refresh/", {
      data: { refresh: body.refresh },
      maxRedirects: 0,
    });
    expect(refreshed.status()).toBe(200);
    const me = await request.get("/api/tenant/user-details/me/", {
      headers: { "X-Tenant": "demo", Authorization: `Bearer ${(await refreshed.json()).access}` },
      maxRedirects: 0,
    });
    expect(me.status()).toBe(200);
    expect((await me.json()).email).toBe("owner@demo.example.com");
    const lookup = await request.get("/api/public/clients/?slug=demo", { maxRedirects: 0 });
    expect(await lookup.json()).toEqual([
      expect.objectContaining({ slug: "demo", name: "Demo Banquets" }),
    ]);
  });

  test("a path no route serves answers 404 JSON, on any host and with any method", async () => {
    for (const host of ["localhost", "demo.localhost", "no-such-venue.localhost"])
      for (const [method, path] of [
        ["GET", "/api/nope/"],
        ["POST", "/api/tenant/nope/"],
        ["DELETE", "/api/tenant/bookings/1/nope"],
      ]) {
        const res = await plainRequest(host, path, method);
        expect(res.status, `${method} ${host}${path}`).toBe(404);
        expect(JSON.parse(res.body)).toEqual({ detail: "Not found." });
      }
  });

  test("bad input is a 4xx with field errors, never a 500", async ({ request }) => {
    const res = await request.post("/api/token/", {
      headers: { "content-type": "application/json" },
      data: Buffer.from("{not json"),
      maxRedirects: 0,
    });
    expect(res.status()).toBe(400);
    expect(await res.json()).toEqual({ detail: "Malformed JSON body." });
    const fields = await request.post("/api/token/", { data: { email: "x" }, maxRedirects: 0 });
    expect(await fields.json()).toEqual({
      email: ["Enter a valid email address."],
      password: ["This field is required."],
    });
    const health = await request.get("/api/health/");
    expect(await health.json()).toEqual({ status: "ok" });
    expect(health.headers()["x-content-type-options"]).toBe("nosniff");
    expect(health.headers()["x-frame-options"]).toBe("DENY");
  });
});
