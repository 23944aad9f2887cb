// How a customer's mail writes a time: the venue's zone with the zone's name, since the customer
// may read it anywhere, and the venue's locale's conventions in English words (decision 095):
// "Saturday, June 13, 2026, 6:00 PM EDT" in en-US, "Saturday, 13 June 2026, 18:00 BST" in en-GB.
import { tzName } from "@date-fns/tz";

import { dateLocaleOf } from "@/lib/locale";
import { wallClock } from "@/lib/time";

const DAY: Intl.DateTimeFormatOptions = {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
};
const TIME: Intl.DateTimeFormatOptions = { timeStyle: "short" };

/** Plain spaces: ICU puts narrow and no-break ones before "PM", which plain-text mail mangles. */
const write = (at: Date, timeZone: string, locale: string, opts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(dateLocaleOf(locale), { ...opts, timeZone })
    .format(at)
    .replace(/[\u202f\u00a0]/g, " ");

/** "Saturday, June 13, 2026": an instant's day at the venue. */
export const describeLocalDay = (at: Date, timeZone: string, locale = "en-US") =>
  write(at, timeZone, locale, DAY);

/** A local date ("2031-05-01") in words: "Thursday, May 1, 2031". */
export const describeDate = (date: string, locale = "en-US") =>
  describeLocalDay(new Date(`${date}T12:00:00Z`), "UTC", locale);

const dayAndTime = (at: Date, timeZone: string, locale: string) =>
  `${write(at, timeZone, locale, DAY)}, ${write(at, timeZone, locale, TIME)}`;

/** "Friday, June 5, 2026, 6:00 PM EDT": an instant as the venue's clocks show it. */
export function describeLocalTime(instant: Date, timeZone: string, locale = "en-US"): string {
  return `${dayAndTime(instant, timeZone, locale)} ${tzName(timeZone, instant, "short")}`;
}

/**
 * "Saturday, June 13, 2026, 6:00 PM – 11:00 PM EDT" in the venue's zone; the end's date is
 * written when it falls on another day, and each end's zone name when the clocks change between.
 */
export function describeLocalRange(
  start: Date,
  end: Date,
  timeZone: string,
  locale = "en-US",
): string {
  const from = dayAndTime(start, timeZone, locale);
  const sameDay = wallClock(start, timeZone).date === wallClock(end, timeZone).date;
  const to = sameDay ? write(end, timeZone, locale, TIME) : dayAndTime(end, timeZone, locale);
  const [zoneFrom, zoneTo] = [tzName(timeZone, start, "short"), tzName(timeZone, end, "short")];
  return zoneFrom === zoneTo
    ? `${from} – ${to} ${zoneTo}`
    : `${from} ${zoneFrom} – ${to} ${zoneTo}`;
}
