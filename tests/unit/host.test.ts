import { describe, expect, it } from "vitest";

import { classifyHost, parseHost, resolveTenantSlug, siteOrigin } from "@/lib/tenants/host";

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

describe("hosts that are no host: a name and a digits-only port, or 421", () => {
  it.each([
    "demo.localhost:3000@evil.example",
    "localhost:3000@evil.example",
    "localhost:@evil.example",
    "user@localhost",
    "localhost:3000/evil.example",
    "localhost/evil.example",
    "localhost\\evil.example",
    "localhost:3000#evil.example",
    "localhost:3000?x=evil.example",
    "localhost:",
    "localhost:3000:3000",
    "localhost:+3000",
    "localhost:3000 ",
    "localhost:30x0",
    "localhost:99999",
    "localhost:0x50",
    "demo..localhost",
    ".localhost",
    "-demo.localhost",
    "demo-.localhost",
    "de_mo.localhost",
    "dem o.localhost",
    "demo.localhost\u0000.evil.example",
    "démo.localhost",
    `${"a".repeat(64)}.localhost`,
    "999.999.999.999",
    "256.1.1.1",
    "1.2.3",
    "127.1",
    "0x7f.0.0.1",
    "[::1",
    "[::1]x",
    "[::1]:",
    "[evil.example]",
    "[::1]@evil.example",
  ])("%j is foreign", (host) => {
    expect(classifyHost(host, "localhost").kind).toBe("foreign");
    expect(parseHost(host)).toBeNull();
  });

  it.each([
    ["localhost", "localhost", ""],
    ["Demo.LocalHost:3000", "demo.localhost", "3000"],
    ["demo.localhost.", "demo.localhost", ""],
    ["127.0.0.1:8080", "127.0.0.1", "8080"],
    ["[::1]:3000", "[::1]", "3000"],
    ["[2001:db8::1]", "[2001:db8::1]", ""],
    ["hallbook-app-1:3000", "hallbook-app-1", "3000"],
  ])("%j is %s on port %j", (host, name, port) => {
    expect(parseHost(host)).toEqual({ name, port });
  });
});

describe("a site's origin, from the configuration", () => {
  const dev = { appHost: "localhost", port: 3000, https: false };
  const live = { appHost: "book.example.com", port: null, https: true };
  it("puts the slug in front of APP_HOST, on the configured port", () => {
    expect(siteOrigin(dev, "demo")).toBe("http://demo.localhost:3000");
    expect(siteOrigin(dev)).toBe("http://localhost:3000");
    expect(siteOrigin(live, "acme")).toBe("https://acme.book.example.com");
    expect(siteOrigin(live)).toBe("https://book.example.com");
    expect(siteOrigin({ ...live, port: 8443 }, "acme")).toBe("https://acme.book.example.com:8443");
  });
  it("leaves out the scheme's own port", () => {
    expect(siteOrigin({ appHost: "example.com", port: 80, https: false })).toBe(
      "http://example.com",
    );
    expect(siteOrigin({ appHost: "example.com", port: 443, https: true }, "a")).toBe(
      "https://a.example.com",
    );
  });
});
