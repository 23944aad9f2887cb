import { describe, expect, it } from "vitest";

import { weekStartOfZone } from "@/lib/time";

describe("a venue's first day of the week from its time zone", () => {
  it("is Sunday in the Americas and Sunday-first countries, Saturday in some, else Monday", () => {
    expect(weekStartOfZone("America/New_York")).toBe(0);
    expect(weekStartOfZone("America/Sao_Paulo")).toBe(0);
    expect(weekStartOfZone("Asia/Tokyo")).toBe(0);
    expect(weekStartOfZone("Africa/Cairo")).toBe(6);
    expect(weekStartOfZone("Europe/Berlin")).toBe(1);
    expect(weekStartOfZone("Australia/Sydney")).toBe(1);
    expect(weekStartOfZone("UTC")).toBe(1);
  });
});
