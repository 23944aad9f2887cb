import { describe, expect, it } from "vitest";

import { isReversedRange, listQuery, NO_FILTERS } from "@/lib/bookings/list-filters";

describe("the bookings list's filters", () => {
  it("sees a start date after the end date, and nothing else, as a reversed range", () => {
    expect(isReversedRange({ start_date: "2031-06-02", end_date: "2031-06-01" })).toBe(true);
    expect(isReversedRange({ start_date: "2031-06-01", end_date: "2031-06-01" })).toBe(false);
    expect(isReversedRange({ start_date: "2031-05-31", end_date: "2031-06-01" })).toBe(false);
    expect(isReversedRange({ start_date: "2031-06-02", end_date: "" })).toBe(false);
    expect(isReversedRange({ start_date: "", end_date: "2031-06-01" })).toBe(false);
    // Compared as dates, not as text of any shape: a half-typed date is not a range yet.
    expect(isReversedRange({ start_date: "2031-6-2", end_date: "2031-06-01" })).toBe(false);
  });

  it("asks for a page with only the filters that are set", () => {
    expect(listQuery(NO_FILTERS, 1, 25)).toBe("page=1&page_size=25");
    expect(
      listQuery(
        { ...NO_FILTERS, q: " erin ", hall: "7", start_date: "2031-06-01", end_date: "2031-06-30" },
        3,
        25,
      ),
    ).toBe("page=3&page_size=25&q=erin&hall=7&start_date=2031-06-01&end_date=2031-06-30");
  });

  it("asks nothing for an impossible range", () => {
    expect(
      listQuery({ ...NO_FILTERS, start_date: "2031-07-01", end_date: "2031-06-30" }, 1, 25),
    ).toBeNull();
  });
});
