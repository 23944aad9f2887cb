// The booking form's Repeat section: its controls become the API's recurrence, checked with the
// API's messages, and the rule in words while it is edited.
import { describe, expect, it } from "vitest";

import {
  missingDayNote,
  noRepeat,
  nthOf,
  previewWords,
  repeatField,
  repeatRefusal,
  repeatWords,
  seriesSaved,
} from "@/lib/bookings/repeat-form";
import { UNTIL_OR_COUNT } from "@/lib/bookings/schemas";

const first = { date: "2031-06-03", time: "19:00", timezone: "Europe/London" };

describe("the Repeat section", () => {
  it("starts from the booking's own weekday, day of the month and week", () => {
    const v = noRepeat("2031-06-03");
    expect(v.by_weekday).toEqual(["TU"]);
    expect(v.by_month_day).toBe("3");
    expect(nthOf("2031-06-03")).toBe("1");
    expect(nthOf("2031-06-30")).toBe("-1");
  });

  it("sends nothing when it does not repeat, and the API's recurrence when it does", () => {
    expect(repeatField.parse(noRepeat("2031-06-03"))).toBeUndefined();
    const weekly = { ...noRepeat("2031-06-03"), freq: "weekly" as const, until: "2031-12-30" };
    expect(repeatField.parse(weekly)).toEqual({
      freq: "weekly",
      interval: 1,
      by_weekday: ["TU"],
      until: "2031-12-30",
    });
    const nth = {
      ...weekly,
      freq: "monthly" as const,
      monthly: "nth" as const,
      nth: "-1" as const,
    };
    expect(repeatField.parse(nth)).toMatchObject({ by_nth_weekday: { n: -1, weekday: "TU" } });
  });

  it("says what is missing in the API's own words, on the API's field", () => {
    const r = repeatField.safeParse({ ...noRepeat("2031-06-03"), freq: "daily" });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toEqual([
      expect.objectContaining({ path: ["until"], message: UNTIL_OR_COUNT }),
    ]);
  });

  it("says the rule in words once it is whole", () => {
    const v = { ...noRepeat("2031-06-03"), freq: "weekly" as const };
    expect(repeatWords(v, first)).toBeNull();
    expect(repeatWords({ ...v, ends: "count", count: "10" }, first)).toBe(
      "Every Tuesday at 19:00, 10 times",
    );
    expect(repeatWords({ ...v, by_weekday: ["TU", "TH"], until: "2031-12-30" }, first)).toBe(
      "Every Tuesday and Thursday at 19:00 until 30 Dec 2031",
    );
  });

  it("tells how many dates were booked and skipped", () => {
    expect(seriesSaved(52, 0)).toBe("Booked 52 dates.");
    expect(seriesSaved(51, 1)).toBe("Booked 51 dates; 1 skipped because it clashes.");
    expect(seriesSaved(1, 2)).toBe("Booked 1 date; 2 skipped because they clash.");
  });

  it("says the preview's dates from the first to the last, and how many clash", () => {
    const dates = ["2031-06-03", "2031-06-10", "2031-06-17"];
    expect(previewWords(dates, 0)).toBe(
      "3 dates, from Tue 3 Jun 2031 to Tue 17 Jun 2031, none of them clashes with another booking.",
    );
    expect(previewWords(dates, 1)).toBe(
      "3 dates, from Tue 3 Jun 2031 to Tue 17 Jun 2031, 1 of them clashes with another booking:",
    );
    expect(previewWords(dates, 2)).toContain(", 2 of them clash with other bookings:");
    expect(previewWords(["2031-06-03"], 1)).toBe(
      "1 date, Tue 3 Jun 2031, it clashes with another booking:",
    );
  });

  it("says which months a day past the 28th skips, and only then", () => {
    const monthly = { ...noRepeat("2031-06-03"), freq: "monthly" as const };
    expect(missingDayNote({ ...monthly, by_month_day: "31" })).toBe(
      "Months without a 31st are skipped.",
    );
    expect(missingDayNote({ ...monthly, by_month_day: "29" })).toBe(
      "Months without a 29th are skipped.",
    );
    expect(missingDayNote({ ...monthly, by_month_day: "28" })).toBeNull();
    expect(missingDayNote({ ...monthly, monthly: "nth", by_month_day: "31" })).toBeNull();
  });

  it("puts a refusal of the rule at its field of the section, the rest in words", () => {
    expect(
      repeatRefusal({
        "recurrence.count": ["At most 200 dates."],
        "recurrence.by_nth_weekday": ["No such week."],
        recurrence: ["It overlaps itself."],
        start_time: ["In the past."],
      }),
    ).toEqual({
      fields: [
        ["repeat.count", "At most 200 dates."],
        ["repeat.by_month_day", "No such week."],
      ],
      others: ["It overlaps itself.", "In the past."],
    });
    expect(repeatRefusal("text")).toEqual({ fields: [], others: [] });
  });
});
