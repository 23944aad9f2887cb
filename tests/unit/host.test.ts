import { describe, expect, it } from "vitest";

import { classifyHost, providerOrigin, resolveTenantSlug, tenantOrigin } from "@/lib/tenants/host";

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
    // one label in front of APP_HOST is a tenant, found or not
    ["nope.localhost:3000", "localhost", "nope"],
    // any other host names no tenant (classifyHost: foreign)
    ["other.example.org", "hallbook.example.com", null],
    ["demo.evil.com", "localhost", null],
    ["demo.localhost.evil.com", "localhost", null],
  ];
  it.each(cases)("%s (APP_HOST %s) -> %s", (host, appHost, expected) => {
    expect(resolveTenantSlug(host, appHost)).toBe(expected);
  });

  it("is no tenant without a host", () => {
    expect(resolveTenantSlug(null, "localhost")).toBeNull();
    expect(resolveTenantSlug("", "localhost")).toBeNull();
  });
});

describe("classifyHost: hosts are allowed, not guessed", () => {
  const cases: [string, string, string][] = [
    ["demo.localhost:3000", "localhost", "tenant demo"],
    ["demo.hallbook.example.com", "hallbook.example.com", "tenant demo"],
    ["hallbook.example.com", "hallbook.example.com", "provider"],
    ["www.hallbook.example.com", "hallbook.example.com", "provider"],
    ["localhost:8080", "hallbook.example.com", "provider"],
    ["127.0.0.1", "hallbook.example.com", "provider"],
    ["[::1]:3000", "localhost", "provider"],
    // another domain pointed at the server, or APP_HOST inside another name
    ["demo.evil.com", "localhost", "foreign"],
    ["demo.localhost.evil.com", "localhost", "foreign"],
    ["evil.com", "hallbook.example.com", "foreign"],
    ["demo.hallbook.example.com.evil.com", "hallbook.example.com", "foreign"],
    ["xhallbook.example.com", "hallbook.example.com", "foreign"],
    // two labels in front of APP_HOST are no venue's host
    ["a.demo.hallbook.example.com", "hallbook.example.com", "foreign"],
    ["demo.localhost.localhost", "localhost", "foreign"],
    [":3000", "localhost", "foreign"],
  ];
  it.each(cases)("%s (APP_HOST %s) is %s", (host, appHost, expected) => {
    const found = classifyHost(host, appHost);
    expect(found.kind === "tenant" ? `tenant ${found.slug}` : found.kind).toBe(expected);
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
