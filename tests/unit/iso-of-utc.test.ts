// A calendar range's instants come from PostgreSQL as UTC `timestamp` text and are written as
// toISOString() writes them (decision 098): the same text for every instant a Date can hold.
import { describe, expect, it } from "vitest";

import { isoOfUtc } from "@/lib/bookings/serialize-sql";

/** What PostgreSQL writes for `instant AT TIME ZONE 'UTC'` (DateStyle ISO), years 1 to 9999. */
function pgText(date: Date) {
  const iso = date.toISOString();
  const fraction = iso.slice(20, 23).replace(/0+$/, "");
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction ? `.${fraction}` : ""}`;
}

describe("isoOfUtc", () => {
  it("writes PostgreSQL's UTC timestamps as toISOString does", () => {
    const cases = [
      "2026-06-13T09:30:00.000Z",
      "2026-06-13T09:30:00.250Z",
      "2026-06-13T09:30:00.007Z",
      "2026-12-31T23:59:59.999Z",
      "1970-01-01T00:00:00.000Z",
      "0999-02-03T04:05:06.100Z",
      "0001-01-01T00:00:00.000Z",
    ].map((iso) => new Date(iso));
    for (const date of cases) expect(isoOfUtc(pgText(date)), pgText(date)).toBe(date.toISOString());
  });

  it("cuts microseconds as a Date does, and writes years outside 1 to 9999 as a Date does", () => {
    expect(isoOfUtc("2026-06-13 09:30:00.123456")).toBe("2026-06-13T09:30:00.123Z");
    expect(isoOfUtc("2026-06-13 09:30:00.9999")).toBe("2026-06-13T09:30:00.999Z");
    expect(isoOfUtc("2026-06-13 09:30:00.5")).toBe("2026-06-13T09:30:00.500Z");
    const bc = new Date(Date.UTC(2000, 0, 2, 3, 4, 5, 6));
    bc.setUTCFullYear(0);
    expect(isoOfUtc("0001-01-02 03:04:05.006 BC")).toBe(bc.toISOString());
    expect(isoOfUtc("10000-01-01 00:00:00")).toBe("+010000-01-01T00:00:00.000Z");
    expect(() => isoOfUtc("tomorrow")).toThrow();
  });
});
