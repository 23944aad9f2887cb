// A venue's locale (BCP 47) decides how its amounts, dates and times are written and where its
// week starts. The product's words are English, so a date keeps English words while its order,
// its clock and its week follow the locale's region: "de-DE" writes "13 Jun 2026, 18:00" and starts
// the week on Monday, "en-US" writes "Jun 13, 2026, 6:00 PM" from Sunday (decision 095).
import { WEEK_STARTS, weekStartOfZone, type WeekStart } from "@/lib/time";

const DEFAULT_DATE_LOCALE = "en-US";
const dateLocales = new Map<string, string>();

/** The locale a venue's dates are written in: its own if English, else English in its region. */
export function dateLocaleOf(locale: string): string {
  let known = dateLocales.get(locale);
  if (known === undefined) {
    known = englishIn(locale);
    if (dateLocales.size < 500) dateLocales.set(locale, known);
  }
  return known;
}

function englishIn(locale: string): string {
  try {
    const tag = new Intl.Locale(locale);
    if (tag.language === "en") return tag.baseName;
    const region = tag.maximize().region;
    const english = region ? `en-${region}` : DEFAULT_DATE_LOCALE;
    return Intl.DateTimeFormat.supportedLocalesOf(english).length ? english : DEFAULT_DATE_LOCALE;
  } catch {
    return DEFAULT_DATE_LOCALE;
  }
}

type WeekInfo = { firstDay: number };
type WithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/**
 * The first day of the week where the locale's region counts weeks (CLDR: 7 is Sunday), as a
 * venue may choose it; null when the runtime cannot tell or the region starts on another day.
 */
export function weekStartOfLocale(locale: string): WeekStart | null {
  try {
    const tag = new Intl.Locale(locale) as WithWeekInfo;
    const first = (tag.getWeekInfo?.() ?? tag.weekInfo)?.firstDay;
    const day = first === 7 ? 0 : first;
    return (WEEK_STARTS as readonly number[]).includes(day ?? -1) ? (day as WeekStart) : null;
  } catch {
    return null;
  }
}

/** A venue's first day of the week: its own choice, else its locale's, else its zone's. */
export const firstDayOf = (venue: { weekStart: number | null; locale: string; timezone: string }) =>
  (venue.weekStart ??
    weekStartOfLocale(venue.locale) ??
    weekStartOfZone(venue.timezone)) as WeekStart;
