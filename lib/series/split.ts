// What a change from one date on does to a series' rule (decision 083): the old series ends the
// day before that date, and a new series holds it and the later ones, repeating the same way from
// there (for a counted rule, as many times as were left). Pure.
import { ruleDates, type SeriesRule } from "@/lib/bookings/recurrence";
import { addLocalDays } from "@/lib/time";

/** The rule ended the day before `date` (its UNTIL; no COUNT). */
export function endedBefore(rule: SeriesRule, date: string): SeriesRule {
  const { count: _count, ...rest } = rule;
  void _count;
  return { ...rest, until: addLocalDays(date, -1) };
}

/** The rule from `date` on, at `time`: a counted rule keeps the dates it had left. */
export function continuedFrom(
  rule: SeriesRule,
  date: string,
  time: string,
  cap: number,
): SeriesRule {
  const from = { ...rule, start_date: date, start_time: time };
  if (rule.count === undefined) return from;
  const left = ruleDates(rule, Math.max(cap, rule.count)).filter((d) => d >= date).length;
  return { ...from, count: Math.max(left, 1) };
}
