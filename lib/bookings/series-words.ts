// A series in words, as the booking form and the details dialog show it: "Every Tuesday at 19:00
// until 30 Jun 2027, 3 dates skipped". Pure.
import { format, parseISO } from "date-fns";

import type { SeriesRule } from "./recurrence";
import type { Weekday } from "./schemas";

const DAY_NAMES: Record<Weekday, string> = {
  MO: "Monday",
  TU: "Tuesday",
  WE: "Wednesday",
  TH: "Thursday",
  FR: "Friday",
  SA: "Saturday",
  SU: "Sunday",
};
const NTH = { 1: "first", 2: "second", 3: "third", 4: "fourth", [-1]: "last" } as const;

/** "Monday", "Monday and Friday", "Monday, Wednesday and Friday". */
function listed(items: string[]): string {
  if (items.length < 2) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** "1st", "2nd", "3rd", "11th", "22nd", "31st". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th"}`;
}

/** A date as the series' lists say it: "Tue 1 Dec 2026". */
export const dayWords = (date: string) => format(parseISO(date), "EEE d MMM yyyy");

const every = (n: number, one: string, many: string) =>
  n === 1 ? `Every ${one}` : `Every ${n} ${many}`;

/** How often, and on which days. */
function cadence(rule: SeriesRule): string {
  if (rule.freq === "daily") return every(rule.interval, "day", "days");
  if (rule.freq === "weekly") {
    const days = listed((rule.by_weekday ?? []).map((d) => DAY_NAMES[d]));
    return rule.interval === 1 ? `Every ${days}` : `Every ${rule.interval} weeks on ${days}`;
  }
  const months = every(rule.interval, "month", "months");
  const on = rule.by_nth_weekday
    ? `the ${NTH[rule.by_nth_weekday.n]} ${DAY_NAMES[rule.by_nth_weekday.weekday]}`
    : `the ${ordinal(rule.by_month_day ?? 1)}`;
  return `${months} on ${on}`;
}

/**
 * The series in words: how often, at what local time, until when (or how many times), and how
 * many of its dates are skipped.
 */
export function describeSeries(rule: SeriesRule, skipped = 0): string {
  const end =
    rule.until !== undefined
      ? ` until ${format(parseISO(rule.until), "d MMM yyyy")}`
      : `, ${rule.count} ${rule.count === 1 ? "time" : "times"}`;
  const skips = skipped ? `, ${skipped} ${skipped === 1 ? "date" : "dates"} skipped` : "";
  return `${cadence(rule)} at ${rule.start_time}${end}${skips}`;
}
