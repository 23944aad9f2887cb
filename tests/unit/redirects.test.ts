import { describe, expect, it } from "vitest";

import { safeNextPath } from "@/lib/auth/redirects";

describe("safeNextPath", () => {
  it("returns to a page of this site", () => {
    expect(safeNextPath("/calendar?hall=2", "/dashboard")).toBe("/calendar?hall=2");
    expect(safeNextPath(["/bookings"], "/dashboard")).toBe("/bookings");
  });
  it.each([
    undefined,
    null,
    "",
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "/login",
    "/login?next=/x",
  ])("falls back for %s", (next) => {
    expect(safeNextPath(next as string, "/dashboard")).toBe("/dashboard");
  });
});
