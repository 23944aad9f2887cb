// The range the calendar opens on, as FullCalendar lays it out (lib/calendar/initial.ts): read with
// the page when it is the range the browser will ask for.
import { describe, expect, it } from "vitest";

import { aDate, visibleDates } from "@/lib/calendar/initial";

describe("visibleDates", () => {
  it("is six whole weeks for a month, from the week of its first day", () => {
    expect(visibleDates("month", "2026-11-27", 0)).toEqual({ first: "2026-11-01", days: 42 });
    expect(visibleDates("month", "2026-11-27", 1)).toEqual({ first: "2026-10-26", days: 42 });
    expect(visibleDates("month", "2026-02-14", 6)).toEqual({ first: "2026-01-31", days: 42 });
  });

  it("is the week of the date, the date itself, or the month's days for the list", () => {
    expect(visibleDates("week", "2026-11-27", 1)).toEqual({ first: "2026-11-23", days: 7 });
    expect(visibleDates("week", "2026-11-29", 0)).toEqual({ first: "2026-11-29", days: 7 });
    expect(visibleDates("day", "2026-11-27", 0)).toEqual({ first: "2026-11-27", days: 1 });
    expect(visibleDates("list", "2026-02-10", 0)).toEqual({ first: "2026-02-01", days: 28 });
    expect(visibleDates("list", "2028-02-10", 0)).toEqual({ first: "2028-02-01", days: 29 });
    expect(visibleDates("list", "2026-12-31", 0)).toEqual({ first: "2026-12-01", days: 31 });
  });
});

describe("aDate", () => {
  it("is a real day the calendar can open on, else null (today)", () => {
    expect(aDate("2026-11-29")).toBe("2026-11-29");
    expect(aDate("2028-02-29")).toBe("2028-02-29");
    for (const bad of ["2026-13-45", "2026-02-30", "0000-01-01", "9999-12-31", "2026-1-1", ""])
      expect(aDate(bad), bad).toBeNull();
    expect(aDate(undefined)).toBeNull();
  });
});
