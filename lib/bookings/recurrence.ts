// A booking series' rule (decision 083): how it repeats, from which local date and time, in which
// zone. Expanded by the rrule package in floating wall-clock time, so 19:00 stays 19:00 on every
// date whatever the clocks do; each date is turned into an instant in the venue's zone afterwards
// (lib/time.ts). Stored as RFC 5545 text: DTSTART;TZID=... and the RRULE line. Pure: the server
// and the booking form share it.
import * as rrulePkg from "rrule";
import type { Options, Weekday as RWeekday } from "rrule";

import { NonexistentLocalTime, wallClock, zonedInstant } from "@/lib/time";

import { WEEKDAYS, type Recurrence, type Weekday } from "./schemas";

// Bundlers (the server's and the browser's) read the package's ES module, whose classes are named
// exports; Node (tsx, vitest) its CommonJS build, whose classes are on the default export. Read
// without a static `default`, which the bundler refuses for a module that has none.
const { RRule } = (
  "RRule" in rrulePkg ? rrulePkg : Reflect.get(rrulePkg, "default")
) as typeof rrulePkg;

/** A series' rule, its dates local to `timezone`. */
export type SeriesRule = {
  freq: Recurrence["freq"];
  interval: number;
  by_weekday?: Weekday[];
  by_month_day?: number;
  by_nth_weekday?: { n: 1 | 2 | 3 | 4 | -1; weekday: Weekday };
  /** the last local date it may fall on (inclusive), or */
  until?: string;
  /** how many dates it makes */
  count?: number;
  /** the first occurrence's local date ("2031-06-03") and time ("19:00") */
  start_date: string;
  start_time: string;
  timezone: string;
};

const FREQ = { daily: RRule.DAILY, weekly: RRule.WEEKLY, monthly: RRule.MONTHLY } as const;
const RWEEKDAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];
const rday = (d: Weekday) => RWEEKDAYS[WEEKDAYS.indexOf(d)];

/** A local date and time as a floating Date: its UTC fields are the wall clock's. */
const floating = (date: string, time = "00:00:00") => new Date(`${date}T${time}Z`);
const dateOf = (d: Date) => d.toISOString().slice(0, 10);
/** 0 Monday .. 6 Sunday, as rrule counts, of a local date. */
export const weekdayOf = (date: string): Weekday => WEEKDAYS[(floating(date).getUTCDay() + 6) % 7];

/**
 * The rule of a new series: the request's recurrence from the first occurrence's local date and
 * time, with what it leaves out taken from that date (a weekly series repeats on its weekday, a
 * monthly one on its day of the month), so the stored rule says everything itself.
 */
export function seriesRule(
  r: Recurrence,
  first: { date: string; time: string; timezone: string },
): SeriesRule {
  const rule: SeriesRule = {
    freq: r.freq,
    interval: r.interval,
    start_date: first.date,
    start_time: first.time,
    timezone: first.timezone,
    ...(r.until !== undefined ? { until: r.until } : { count: r.count }),
  };
  if (r.freq === "weekly") rule.by_weekday = r.by_weekday ?? [weekdayOf(first.date)];
  if (r.freq === "monthly") {
    if (r.by_nth_weekday) rule.by_nth_weekday = r.by_nth_weekday;
    else rule.by_month_day = r.by_month_day ?? Number(first.date.slice(8, 10));
  }
  return rule;
}

/** rrule's options for the rule, floating (no zone): its dates are wall-clock dates. */
function floatingOptions(rule: SeriesRule): Partial<Options> {
  return {
    freq: FREQ[rule.freq],
    interval: rule.interval,
    wkst: RRule.MO,
    byweekday: rule.by_nth_weekday
      ? [rday(rule.by_nth_weekday.weekday).nth(rule.by_nth_weekday.n)]
      : rule.by_weekday?.map(rday),
    bymonthday: rule.by_month_day,
    dtstart: floating(rule.start_date, `${rule.start_time}:00`),
    count: rule.count,
    until: rule.until !== undefined ? floating(rule.until, "23:59:59") : undefined,
  };
}

/**
 * The local dates the rule makes, in order, exdates included; at most `cap` (the caller asks one
 * more than it allows, to know when there are too many).
 */
export function ruleDates(rule: SeriesRule, cap: number): string[] {
  return new RRule(floatingOptions(rule)).all((_, i) => i < cap).map(dateOf);
}

const compact = (date: string, time: string) =>
  `${date.replaceAll("-", "")}T${time.replace(":", "")}00`;

/**
 * The rule as RFC 5545 text: `DTSTART;TZID=<zone>:<local>` and the RRULE line, whose UNTIL is the
 * end of the last local date as a UTC instant (RFC 5545 3.3.10 asks UTC with a zoned DTSTART).
 */
export function ruleText(rule: SeriesRule): string {
  const { dtstart: _d, until: _u, ...options } = floatingOptions(rule);
  void _d;
  void _u;
  const until =
    rule.until !== undefined
      ? new Date(zonedInstant(rule.until, "23:59", rule.timezone).getTime() + 59_000)
      : undefined;
  const line = RRule.optionsToString({ ...options, wkst: undefined, until });
  return `DTSTART;TZID=${rule.timezone}:${compact(rule.start_date, rule.start_time)}\n${line}`;
}

const FROM_RFREQ: Record<number, SeriesRule["freq"]> = {
  [RRule.DAILY]: "daily",
  [RRule.WEEKLY]: "weekly",
  [RRule.MONTHLY]: "monthly",
};

/** The rule back from its RFC 5545 text (as ruleText writes it). */
export function parseRuleText(text: string): SeriesRule {
  const o = RRule.parseString(text);
  const start = /DTSTART;TZID=([^:]+):(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})/.exec(text);
  if (!start || o.freq === undefined) throw new Error(`Not a series rule: ${text}`);
  const [, timezone, y, m, d, hh, mm] = start;
  const days = [o.byweekday ?? []].flat().map((w) => {
    if (typeof w === "string") return { weekday: w as Weekday, n: undefined };
    const day = typeof w === "number" ? { weekday: w, n: undefined } : (w as RWeekday);
    return { weekday: WEEKDAYS[day.weekday], n: day.n };
  });
  const rule: SeriesRule = {
    freq: FROM_RFREQ[o.freq],
    interval: o.interval ?? 1,
    start_date: `${y}-${m}-${d}`,
    start_time: `${hh}:${mm}`,
    timezone,
  };
  if (o.count != null) rule.count = o.count;
  if (o.until) rule.until = wallClock(o.until, timezone).date;
  const nth = days.find((day) => day.n);
  if (nth) rule.by_nth_weekday = { n: nth.n as 1 | 2 | 3 | 4 | -1, weekday: nth.weekday };
  else if (days.length) rule.by_weekday = days.map((day) => day.weekday);
  const monthDay = ([] as number[]).concat(o.bymonthday ?? [])[0];
  if (monthDay !== undefined) rule.by_month_day = monthDay;
  return rule;
}

/** One date of a series: its local date, and its period, or why it has none (the clocks skip). */
export type Occurrence =
  { date: string; start: Date; end: Date } | { date: string; problem: string };

/** Each local date's period: `start_time` on the date in the rule's zone, lasting `minutes`. */
export function occurrencesOf(rule: SeriesRule, dates: string[], minutes: number): Occurrence[] {
  return dates.map((date) => {
    try {
      const start = zonedInstant(date, rule.start_time, rule.timezone);
      return { date, start, end: new Date(start.getTime() + minutes * 60_000) };
    } catch (error) {
      if (error instanceof NonexistentLocalTime) return { date, problem: error.message };
      throw error;
    }
  });
}
