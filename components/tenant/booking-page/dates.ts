// The customer's page writes days and times in the venue's zone, by the venue's locale's
// conventions in English words (decision 095).
import { dateLocaleOf } from "@/lib/locale";

const RANGE: Intl.DateTimeFormatOptions = {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

/** "Saturday, June 14, 2031, 6:00 – 11:00 PM EDT" (as the venue's locale writes it). */
export const whenText = (start: Date, end: Date, locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(dateLocaleOf(locale), { ...RANGE, timeZone }).formatRange(start, end);

/** An instant's day and time: "June 7, 2031, 6:00 PM". */
export const momentText = (at: Date, locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(dateLocaleOf(locale), {
    dateStyle: "long",
    timeStyle: "short",
    timeZone,
  }).format(at);

/** A local date ("2031-05-01") as the locale writes a day: "May 1, 2031". */
export const dayText = (date: string, locale: string) =>
  new Intl.DateTimeFormat(dateLocaleOf(locale), { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
