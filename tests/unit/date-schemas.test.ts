// The dates a request may carry (lib/core/dates.ts): days the calendar has, times that are times,
// years from 1900 to 2199; each refusal a field's message, never a date rolled over to another.
import { describe, expect, it } from "vitest";

import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  dateOrDateTime,
  dateTime,
  localDate,
  NO_SUCH_DAY,
  YEAR_OUT_OF_RANGE,
} from "@/lib/core/dates";
import { REQUIRED } from "@/lib/core/schemas";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0].message;

describe("a day", () => {
  it("takes a day of the calendar, leap days of leap years included", () => {
    for (const ok of ["2031-06-01", " 2028-02-29 ", "2000-02-29", "1900-01-01", "2199-12-31"])
      expect(localDate.safeParse(ok).success, ok).toBe(true);
  });

  it("refuses a day the calendar does not have, a year out of range, and other shapes", () => {
    const cases: [string, string][] = [
      ["2099-02-29", NO_SUCH_DAY],
      ["2100-02-29", NO_SUCH_DAY],
      ["2099-02-30", NO_SUCH_DAY],
      ["2031-04-31", NO_SUCH_DAY],
      ["2031-13-01", NO_SUCH_DAY],
      ["2031-00-10", NO_SUCH_DAY],
      ["2031-06-00", NO_SUCH_DAY],
      ["9999-12-31", YEAR_OUT_OF_RANGE],
      ["0000-01-01", YEAR_OUT_OF_RANGE],
      ["1899-12-31", YEAR_OUT_OF_RANGE],
      ["2200-01-01", YEAR_OUT_OF_RANGE],
      ["2031-6-1", DATE_FORMAT],
      ["2031-06-01T10:00", DATE_FORMAT],
      ["+275760-09-13", DATE_FORMAT],
      ["", REQUIRED],
    ];
    for (const [bad, message] of cases)
      expect(messageOf(localDate.safeParse(bad)), bad).toBe(message);
  });
});

describe("a date-time", () => {
  it("takes ISO 8601 with or without an offset, and seconds", () => {
    for (const ok of [
      "2031-06-01T18:00",
      "2031-06-01T18:00:30",
      "2031-06-01T18:00:30.5",
      "2031-06-01T18:00:00Z",
      "2031-06-01T18:00:00+02:00",
      "2028-02-29T23:59:59-0930",
    ])
      expect(dateTime.safeParse(ok).success, ok).toBe(true);
  });

  it("reads a lowercase t and z (RFC 3339 allows them) as T and Z", () => {
    expect(dateTime.parse("2031-06-01t18:00:00z")).toBe("2031-06-01T18:00:00Z");
    expect(dateTime.parse("2031-06-01t18:00")).toBe("2031-06-01T18:00");
    expect(dateOrDateTime.parse("2031-06-01t00:00:00z")).toBe("2031-06-01T00:00:00Z");
  });

  it("refuses days and times that do not exist, with an offset or without, and other shapes", () => {
    const cases: [string, string][] = [
      ["2031-02-30T10:00", NO_SUCH_DAY],
      // JavaScript's Date reads these as 2 March and 1 May: they are refused, not rolled over.
      ["2099-02-30T10:00:00Z", NO_SUCH_DAY],
      ["2031-04-31T10:00:00+02:00", NO_SUCH_DAY],
      ["9999-12-31T23:00", YEAR_OUT_OF_RANGE],
      ["0001-01-01T00:00:00Z", YEAR_OUT_OF_RANGE],
      ["2031-06-01T25:00", DATE_TIME_FORMAT],
      ["2031-02-28T24:00", DATE_TIME_FORMAT],
      ["2031-02-28T23:61:00Z", DATE_TIME_FORMAT],
      ["2031-02-28T23:00:60Z", DATE_TIME_FORMAT],
      ["2031-02-28T23:00+24:00", DATE_TIME_FORMAT],
      ["2031-06-01", DATE_TIME_FORMAT],
      ["01/06/2031 18:00", DATE_TIME_FORMAT],
      ["", REQUIRED],
    ];
    for (const [bad, message] of cases)
      expect(messageOf(dateTime.safeParse(bad)), bad).toBe(message);
  });
});

describe("a calendar range's edge", () => {
  it("is a day or a date-time, by the same rules", () => {
    for (const ok of ["2031-06-01", "2031-06-01T00:00:00Z", "2031-06-01T09:30"])
      expect(dateOrDateTime.safeParse(ok).success, ok).toBe(true);
    for (const bad of ["2099-02-29", "9999-12-31", "2099-02-30T00:00:00Z", "soon"])
      expect(dateOrDateTime.safeParse(bad).success, bad).toBe(false);
  });
});
