import { describe, expect, it } from "vitest";

import { providerOrigin, resolveTenantSlug, tenantOrigin } from "@/lib/tenants/host";

describe("resolveTenantSlug (spec §1)", () => {
  const cases: [string, string, string | null][] = [
    // a tenant is the first label of the host
    ["demo.localhost:3000", "localhost", "demo"],
    ["demo.localhost", "localhost", "demo"],
    ["Demo.Example.com", "example.com", "demo"],
    ["acme.hallbook.example.com", "hallbook.example.com", "acme"],
    ["acme.hallbook.example.com:8443", "hallbook.example.com", "acme"],
    // the bare provider host is no tenant
    ["hallbook.example.com", "hallbook.example.com", null],
    ["hallbook.example.com:8080", "hallbook.example.com", null],
    ["HALLBOOK.example.com.", "hallbook.example.com", null],
    // reserved subdomains
    ["www.hallbook.example.com", "hallbook.example.com", null],
    ["admin.hallbook.example.com", "hallbook.example.com", null],
    ["api.hallbook.example.com", "hallbook.example.com", null],
    ["www.localhost:3000", "localhost", null],
    // localhost and the development ports
    ["localhost", "localhost", null],
    ["localhost:3000", "localhost", null],
    ["localhost:5000", "localhost", null],
    ["localhost:5173", "localhost", null],
    ["localhost:8080", "example.com", null],
    // addresses have no subdomains
    ["127.0.0.1:3000", "localhost", null],
    ["10.1.2.3", "localhost", null],
    ["[::1]:3000", "localhost", null],
    // every other host is a tenant, found or not
    ["other.example.org", "hallbook.example.com", "other"],
    ["nope.localhost:3000", "localhost", "nope"],
  ];
  it.each(cases)("%s (APP_HOST %s) -> %s", (host, appHost, expected) => {
    expect(resolveTenantSlug(host, appHost)).toBe(expected);
  });

  it("is no tenant without a host", () => {
    expect(resolveTenantSlug(null, "localhost")).toBeNull();
    expect(resolveTenantSlug("", "localhost")).toBeNull();
  });
});

describe("tenant and provider origins", () => {
  it("puts the slug in front of APP_HOST on the current port", () => {
    expect(tenantOrigin("demo", "localhost", "localhost:3000")).toBe("http://demo.localhost:3000");
    expect(tenantOrigin("demo", "hallbook.com", "www.hallbook.com", "https")).toBe(
      "https://demo.hallbook.com",
    );
    expect(tenantOrigin("acme", "book.example.com", "book.example.com:8080")).toBe(
      "http://acme.book.example.com:8080",
    );
  });
  it("finds the main site from a tenant host", () => {
    expect(providerOrigin("nope.localhost:3000", "localhost")).toBe("http://localhost:3000");
    expect(providerOrigin("acme.hallbook.com", "hallbook.com", "https")).toBe(
      "https://hallbook.com",
    );
  });
});
