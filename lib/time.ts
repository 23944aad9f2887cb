// Wall-clock times in a tenant's time zone <-> instants. Slots are wall-clock "HH:MM" times in the
// venue's zone; bookings are stored as instants (timestamptz).
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const YYYY_MM_DD = /^\d{4}-\d{2}-\d{2}$/;

/** The instant of a local date and time ("2030-05-01", "09:30") in `timeZone`. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime());
}

/** The local date ("2030-05-01") and time ("09:30") of an instant in `timeZone`. */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const local = new TZDate(instant.getTime(), timeZone);
  return { date: format(local, "yyyy-MM-dd"), time: format(local, "HH:mm") };
}

/** Midnight starting a local date, as an instant. */
export const startOfLocalDay = (date: string, timeZone: string) =>
  zonedInstant(date, "00:00", timeZone);

/**
 * `date` plus `days` (calendar arithmetic on local dates, not multiples of 24 h: DST days are 23 or
 * 25 h).
 */
export function addLocalDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

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

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** An instant as a `datetime-local` input value ("2030-05-01T09:30") in `timeZone`. */
export function toLocalInput(instant: Date | string, timeZone: string): string {
  const d = typeof instant === "string" ? new Date(instant) : instant;
  if (Number.isNaN(d.getTime())) return "";
  const { date, time } = wallClock(d, timeZone);
  return `${date}T${time}`;
}

/**
 * How booking times read on screen, in the venue's zone: "Jun 1, 2031, 6:00 PM".
 * Missing: 'N/A'; unparseable: 'Invalid Date' (spec §8).
 */
export function formatDateTime(
  value: string | Date | null | undefined,
  timeZone: string,
  opts: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" },
): string {
  if (value === null || value === undefined || value === "") return "N/A";
  const d = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return "Invalid Date";
  return new Intl.DateTimeFormat("en-US", { ...opts, timeZone }).format(d);
}

/** Today's local date in `timeZone`. */
export const todayIn = (timeZone: string) => wallClock(new Date(), timeZone).date;
