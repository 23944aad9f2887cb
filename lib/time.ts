// Wall-clock times in a venue's time zone <-> instants. Slots are wall-clock "HH:MM" times in the
// venue's zone; bookings are stored as instants (timestamptz). A local time the clocks skip (the
// hour they go forward) is refused; a repeated one (the hour they go back) means its first
// occurrence (docs/decisions/009-booking-times.md).
import { tz, TZDate, tzOffset } from "@date-fns/tz";
import { addDays, format, isValid, parseISO } from "date-fns";

export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const YYYY_MM_DD = /^\d{4}-\d{2}-\d{2}$/;
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;
const MINUTE = 60_000;

/**
 * A date or time this module cannot read: what a client sent, since every value the server makes
 * itself is readable. The request schemas refuse such input first (lib/core/dates.ts); one that
 * gets past them is the client's error, a 400, not a 500 (lib/api/handler.ts).
 */
export class TimeInputError extends RangeError {}

/** A local date and time that does not exist in the zone: the clocks skip it. */
export class NonexistentLocalTime extends TimeInputError {
  constructor(
    readonly date: string,
    readonly time: string,
    readonly timeZone: string,
    /** the local times on either side of the jump: "02:00" and "03:00" */
    readonly jump: { from: string; to: string },
  ) {
    const day = format(parseISO(date), "EEE, d MMM yyyy");
    super(
      `There is no ${time} on ${day} in ${timeZone}: the clocks go forward from ${jump.from} to ` +
        `${jump.to}.`,
    );
  }
}

/** Where the clocks jump just before `after`: the local time before the jump and after it. */
function clockJump(after: Date, timeZone: string): { from: string; to: string } {
  const offsetAfter = tzOffset(timeZone, after);
  // The jump lies within the day before `after`; find its minute by bisection.
  let lo = after.getTime() - 36 * 60 * MINUTE;
  let hi = after.getTime();
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / MINUTE / 2) * MINUTE;
    if (tzOffset(timeZone, new Date(mid)) === offsetAfter) hi = mid;
    else lo = mid;
  }
  const offsetBefore = tzOffset(timeZone, new Date(lo));
  // The jump's instant read with the offset before it, and with the offset after it.
  const read = (offset: number) => format(new TZDate(hi + offset * MINUTE, "UTC"), "HH:mm");
  return { from: read(offsetBefore), to: read(offsetAfter) };
}

/**
 * The instant of a local date-time ("2030-05-01T09:30", seconds optional) in `timeZone`.
 * Throws NonexistentLocalTime for a time the clocks skip.
 */
function localInstant(local: string, timeZone: string): Date {
  const parsed = parseISO(local, { in: tz(timeZone) });
  if (!isValid(parsed)) throw new TimeInputError(`Not a local date-time: ${local}`);
  const asWritten = parseISO(local, { in: tz("UTC") }); // the same fields, in a zone with no jumps
  const minute = "yyyy-MM-dd'T'HH:mm";
  if (format(parsed, minute) !== format(asWritten, minute))
    throw new NonexistentLocalTime(
      format(asWritten, "yyyy-MM-dd"),
      format(asWritten, "HH:mm"),
      timeZone,
      clockJump(parsed, timeZone),
    );
  return new Date(parsed.getTime());
}

/** The instant of a local date and time ("2030-05-01", "09:30") in `timeZone`. */
export const zonedInstant = (date: string, time: string, timeZone: string): Date =>
  localInstant(`${date}T${time}`, timeZone);

/** An ISO date-time as an instant; without an offset it is wall-clock time in `timeZone`. */
export const toInstant: (value: string, timeZone: string) => Date = remembered(
  (value: string, timeZone: string) =>
    HAS_OFFSET.test(value) ? parseISO(value) : localInstant(value, timeZone),
  (instant) => new Date(instant.getTime()),
);

/** The local date ("2030-05-01") and time ("09:30") of an instant in `timeZone`. */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const local = new TZDate(instant.getTime(), timeZone);
  return { date: format(local, "yyyy-MM-dd"), time: format(local, "HH:mm") };
}

/**
 * A pure function of its two arguments, remembered (up to 4,096 answers, then it starts afresh):
 * a zone's rules do not change while the process runs, and date-fns's zoned arithmetic costs tens
 * of microseconds a call, several times more under the server's instrumented Date. The API's hot
 * reads turn the same few dates into instants on every request.
 */
function remembered<A extends string | number, R>(
  compute: (text: string, arg: A) => R,
  copy: (value: R) => R = (value) => value,
) {
  const answers = new Map<string, R>();
  return (text: string, arg: A): R => {
    const key = `${arg}\u0000${text}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = compute(text, arg);
      if (answers.size >= 4096) answers.clear();
      answers.set(key, answer);
    }
    return copy(answer);
  };
}

/**
 * Midnight starting a local date, as an instant. Where the clocks skip midnight, the day starts
 * when they land.
 */
export const startOfLocalDay: (date: string, timeZone: string) => Date = remembered(
  (date: string, timeZone: string) => {
    try {
      return zonedInstant(date, "00:00", timeZone);
    } catch (error) {
      if (!(error instanceof NonexistentLocalTime)) throw error;
      return zonedInstant(date, error.jump.to, timeZone);
    }
  },
  // Dates can be changed in place: each caller gets its own.
  (instant) => new Date(instant.getTime()),
);

/** `date` plus `days`: calendar arithmetic on local dates (DST days are 23 or 25 hours). */
export const addLocalDays: (date: string, days: number) => string = remembered(
  (date: string, days: number) => {
    const day = parseISO(date, { in: tz("UTC") });
    if (!isValid(day) || !YYYY_MM_DD.test(date)) throw new TimeInputError(`Not a date: ${date}`);
    return format(addDays(day, days), "yyyy-MM-dd");
  },
);

/** The local date after `date`. */
export const nextLocalDate = (date: string) => addLocalDays(date, 1);

/** "Sat, 1 Jun 2030, 18:00–23:00" in the venue's zone, for messages. */
export function describeRange(start: Date, end: Date, timeZone: string): string {
  const s = new TZDate(start.getTime(), timeZone);
  const e = new TZDate(end.getTime(), timeZone);
  const sameDay = format(s, "yyyy-MM-dd") === format(e, "yyyy-MM-dd");
  return sameDay
    ? `${format(s, "EEE, d MMM yyyy, HH:mm")}–${format(e, "HH:mm")}`
    : `${format(s, "EEE, d MMM yyyy, HH:mm")} – ${format(e, "EEE, d MMM yyyy, HH:mm")}`;
}

/** An instant as a `datetime-local` input value ("2030-05-01T09:30") in `timeZone`. */
export function toLocalInput(instant: Date | string, timeZone: string): string {
  const d = typeof instant === "string" ? new Date(instant) : instant;
  if (!isValid(d)) return "";
  return format(new TZDate(d.getTime(), timeZone), "yyyy-MM-dd'T'HH:mm");
}

/** The local date of a `datetime-local` value or an ISO date-time: "2030-05-01". */
export function localDateOf(local: string): string {
  const parsed = parseISO(local, { in: tz("UTC") });
  return isValid(parsed) ? format(parsed, "yyyy-MM-dd") : "";
}

/**
 * Where and how a time is written: a zone, and the locale dates are written in (lib/locale.ts's
 * dateLocaleOf of the venue's locale). A bare zone writes as en-US does.
 */
export type Clock = string | { timeZone: string; locale: string };

/**
 * How booking times read on screen, in the venue's zone and locale: "Jun 1, 2031, 6:00 PM" (en-US),
 * "1 Jun 2031, 18:00" (en-GB). Missing: 'N/A'; unparseable: 'Invalid Date' (spec §8).
 */
export function formatDateTime(
  value: string | Date | null | undefined,
  clock: Clock,
  opts: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" },
): string {
  if (value === null || value === undefined || value === "") return "N/A";
  const d = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return "Invalid Date";
  const { timeZone, locale } =
    typeof clock === "string" ? { timeZone: clock, locale: "en-US" } : clock;
  return new Intl.DateTimeFormat(locale, { ...opts, timeZone }).format(d);
}

/** Today's local date in `timeZone`. */
export const todayIn = (timeZone: string) => wallClock(new Date(), timeZone).date;

/** The first days of the week a venue may choose: Sunday, Monday, Saturday (getUTCDay numbers). */
export const WEEK_STARTS = [0, 1, 6] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];

/** Zones outside the Americas whose countries start the week on Sunday (CLDR), or Saturday. */
const SUNDAY_ZONES =
  /^(Asia\/(Jerusalem|Tel_Aviv|Tokyo|Seoul|Manila|Kolkata|Calcutta|Taipei|Hong_Kong|Macau|Bangkok|Jakarta|Riyadh|Karachi|Dhaka)|Africa\/Johannesburg|Pacific\/(Honolulu|Guam))$/;
const SATURDAY_ZONES =
  /^(Africa\/(Cairo|Algiers|Tripoli)|Asia\/(Tehran|Kabul|Baghdad|Damascus|Dubai|Muscat|Qatar|Bahrain|Kuwait))$/;

/**
 * The first day of the week where a venue is, from its IANA time zone, for a venue that has not
 * chosen one: Sunday in the Americas and a few countries beyond, Saturday in some of the Middle
 * East and North Africa, else Monday (ISO 8601).
 */
export function weekStartOfZone(timeZone: string): WeekStart {
  if (timeZone.startsWith("America/") || SUNDAY_ZONES.test(timeZone)) return 0;
  if (SATURDAY_ZONES.test(timeZone)) return 6;
  return 1;
}
