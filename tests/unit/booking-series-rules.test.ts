// A series' rule: expanded in wall-clock time (19:00 stays 19:00 across a DST change), written as
// RFC 5545 text with DTSTART;TZID and read back, and described in words.
import { describe, expect, it } from "vitest";

import {
  occurrencesOf,
  parseRuleText,
  ruleDates,
  ruleText,
  seriesRule,
  type SeriesRule,
} from "@/lib/bookings/recurrence";
import { recurrence } from "@/lib/bookings/schemas";
import { describeSeries } from "@/lib/bookings/series-words";
import { wallClock } from "@/lib/time";

const NY = "America/New_York";
const rule = (r: Record<string, unknown>, date = "2031-03-04", time = "19:00") =>
  seriesRule(recurrence.parse(r), { date, time, timezone: NY });

describe("a series' rule", () => {
  it("repeats weekly on the first date's weekday, at 19:00 local across the DST change", () => {
    // 2031-03-09 is the US spring-forward Sunday.
    const r = rule({ freq: "weekly", count: 3 });
    expect(r.by_weekday).toEqual(["TU"]);
    const dates = ruleDates(r, 10);
    expect(dates).toEqual(["2031-03-04", "2031-03-11", "2031-03-18"]);
    const occ = occurrencesOf(r, dates, 120);
    for (const o of occ) {
      if (!("start" in o)) throw new Error("no period");
      expect(wallClock(o.start, NY).time).toBe("19:00");
      expect(wallClock(o.end, NY).time).toBe("21:00");
    }
    const [before, after] = occ as { start: Date }[];
    expect(after.start.getTime() - before.start.getTime()).toBe((7 * 24 - 1) * 3_600_000);
  });

  it("repeats monthly on the n-th or last weekday, and on a day of the month", () => {
    const last = rule({ freq: "monthly", by_nth_weekday: { n: -1, weekday: "FR" }, count: 3 });
    expect(ruleDates(last, 10)).toEqual(["2031-03-28", "2031-04-25", "2031-05-30"]);
    const second = rule({ freq: "monthly", by_nth_weekday: { n: 2, weekday: "TU" }, count: 2 });
    expect(ruleDates(second, 10)).toEqual(["2031-03-11", "2031-04-08"]);
    const day = rule({ freq: "monthly", interval: 2, until: "2031-09-30" }, "2031-03-15");
    expect(ruleDates(day, 10)).toEqual(["2031-03-15", "2031-05-15", "2031-07-15", "2031-09-15"]);
  });

  it("stops at the cap it is given", () => {
    expect(ruleDates(rule({ freq: "daily", until: "2033-01-01" }), 201)).toHaveLength(201);
  });

  it("reports a local time the clocks skip on its date, and keeps the others", () => {
    const r = rule({ freq: "weekly", count: 2 }, "2031-03-02", "02:30");
    const [first, second] = occurrencesOf(r, ruleDates(r, 5), 60);
    expect(first).toHaveProperty("start");
    expect(second).toMatchObject({ date: "2031-03-09" });
    expect((second as { problem: string }).problem).toMatch(/There is no 02:30 on Sun, 9 Mar 2031/);
  });

  it("is written as RFC 5545 text with DTSTART;TZID, UNTIL in UTC, and read back", () => {
    const r = rule({ freq: "weekly", by_weekday: ["TH", "TU"], until: "2031-06-30" });
    const text = ruleText(r);
    expect(text).toBe(
      "DTSTART;TZID=America/New_York:20310304T190000\n" +
        "RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,TH;UNTIL=20310701T035959Z",
    );
    expect(parseRuleText(text)).toEqual(r);
    const nth = rule({ freq: "monthly", by_nth_weekday: { n: -1, weekday: "FR" }, count: 4 });
    expect(parseRuleText(ruleText(nth))).toEqual(nth);
    const day = rule({ freq: "monthly", by_month_day: 4, interval: 3, count: 4 });
    expect(parseRuleText(ruleText(day))).toEqual(day);
    const daily = rule({ freq: "daily", count: 4 });
    expect(parseRuleText(ruleText(daily))).toEqual(daily);
  });

  it("refuses a recurrence without an end, with both ends, or with days of another frequency", () => {
    const issues = (r: unknown) =>
      recurrence.safeParse(r).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(issues({ freq: "weekly" })).toEqual([
      "until: Say when the booking stops repeating: a last date or a number of times.",
    ]);
    expect(issues({ freq: "weekly", count: 2, until: "2031-01-01" })).toHaveLength(1);
    expect(issues({ freq: "daily", count: 2, by_weekday: ["MO"] })).toEqual([
      "by_weekday: Weekdays are chosen only for a weekly booking.",
    ]);
    expect(
      issues({
        freq: "monthly",
        count: 2,
        by_month_day: 3,
        by_nth_weekday: { n: 1, weekday: "MO" },
      }),
    ).toHaveLength(1);
    expect(issues({ freq: "weekly", count: 2, interval: 100 })).toHaveLength(1);
    expect(issues({ freq: "weekly", count: 2, by_weekday: ["XX"] })).toHaveLength(1);
  });
});

describe("a series in words", () => {
  const base: SeriesRule = {
    freq: "weekly",
    interval: 1,
    by_weekday: ["TU"],
    until: "2027-06-30",
    start_date: "2026-12-01",
    start_time: "19:00",
    timezone: NY,
  };
  it("says how often, when, until when and what is skipped", () => {
    expect(describeSeries(base, 3)).toBe(
      "Every Tuesday at 19:00 until 30 Jun 2027, 3 dates skipped",
    );
    expect(describeSeries(base, 1)).toBe(
      "Every Tuesday at 19:00 until 30 Jun 2027, 1 date skipped",
    );
    expect(describeSeries({ ...base, interval: 2, by_weekday: ["MO", "WE", "FR"] })).toBe(
      "Every 2 weeks on Monday, Wednesday and Friday at 19:00 until 30 Jun 2027",
    );
    const counted = { ...base, until: undefined, count: 10 };
    expect(describeSeries({ ...counted, freq: "daily", by_weekday: undefined })).toBe(
      "Every day at 19:00, 10 times",
    );
    expect(describeSeries({ ...counted, freq: "daily", interval: 3, count: 1 })).toBe(
      "Every 3 days at 19:00, 1 time",
    );
    const monthly = { ...counted, freq: "monthly" as const, by_weekday: undefined };
    expect(describeSeries({ ...monthly, by_month_day: 22 })).toBe(
      "Every month on the 22nd at 19:00, 10 times",
    );
    expect(describeSeries({ ...monthly, by_month_day: 11, interval: 2 })).toBe(
      "Every 2 months on the 11th at 19:00, 10 times",
    );
    expect(describeSeries({ ...monthly, by_nth_weekday: { n: -1, weekday: "SU" } })).toBe(
      "Every month on the last Sunday at 19:00, 10 times",
    );
    expect(describeSeries({ ...monthly, by_nth_weekday: { n: 2, weekday: "TU" } })).toBe(
      "Every month on the second Tuesday at 19:00, 10 times",
    );
  });
});
