import { describe, expect, it } from "vitest";

import { REDIRECT_PAYLOADS } from "@/e2e/redirect-payloads";
import { safeNextPath, sameOriginUrl } from "@/lib/auth/redirects";

describe("safeNextPath", () => {
  it("returns to a page of this site", () => {
    expect(safeNextPath("/calendar?hall=2", "/dashboard")).toBe("/calendar?hall=2");
    expect(safeNextPath(["/bookings"], "/dashboard")).toBe("/bookings");
    expect(safeNextPath("/bookings?q=a%20b#top", "/dashboard")).toBe("/bookings?q=a%20b#top");
    expect(safeNextPath("/support/tickets/1", "/dashboard")).toBe("/support/tickets/1");
  });

  it("keeps an encoded slash or backslash as a path of this site, encoded", () => {
    expect(safeNextPath("/%2F%2Fevil.example", "/dashboard")).toBe("/%2F%2Fevil.example");
    expect(safeNextPath("/%5Cevil.example", "/dashboard")).toBe("/%5Cevil.example");
  });

  it.each(REDIRECT_PAYLOADS)("falls back for %j", (next) => {
    expect(safeNextPath(next, "/dashboard")).toBe("/dashboard");
  });

  it.each([undefined, null, "", [], "/login", "/login?next=/x", "/login/"])(
    "falls back for %j",
    (next) => {
      expect(safeNextPath(next as string, "/dashboard")).toBe("/dashboard");
    },
  );

  it("never gives a value a Location header cannot carry", () => {
    for (let code = 0; code < 0x110000; code += code < 0x3000 ? 1 : 97) {
      if (code >= 0xd800 && code < 0xe000) continue;
      const out = safeNextPath(`/a${String.fromCodePoint(code)}b`, "/dashboard");
      expect(out, `U+${code.toString(16)}`).toMatch(/^\/[\x21-\x7e]*$/);
      expect(out.startsWith("//"), `U+${code.toString(16)}`).toBe(false);
    }
  });
});

describe("sameOriginUrl (next-auth's redirect callback)", () => {
  const origin = "http://demo.localhost:3000";
  it("keeps a path or a URL of the origin, as an absolute URL of it", () => {
    expect(sameOriginUrl("/calendar", origin)).toBe(`${origin}/calendar`);
    expect(sameOriginUrl(`${origin}/login?next=%2Fbookings`, origin)).toBe(
      `${origin}/login?next=%2Fbookings`,
    );
  });
  it.each([...REDIRECT_PAYLOADS, "http://localhost:3000/admin", "http://demo.localhost:3001/"])(
    "sends %j to the origin's home",
    (url) => {
      expect(sameOriginUrl(url, origin)).toBe(`${origin}/`);
    },
  );
});
