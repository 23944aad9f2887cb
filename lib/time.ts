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
export const startOfLocalDay = (date: string, timeZone: string) => zonedInstant(date, "00:00", timeZone);

/** The local date after `date` (calendar arithmetic, not +24 h: days around DST are 23 or 25 h). */
export function nextLocalDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** "Sat, 1 Jun 2030, 18:00–23:00" in the venue's zone, for messages. */
export function describeRange(start: Date, end: Date, timeZone: string): string {
  const s = new TZDate(start.getTime(), timeZone);
  const e = new TZDate(end.getTime(), timeZone);
  const sameDay = format(s, "yyyy-MM-dd") === format(e, "yyyy-MM-dd");
  return sameDay ? `${format(s, "EEE, d MMM yyyy, HH:mm")}–${format(e, "HH:mm")}` : `${format(s, "EEE, d MMM yyyy, HH:mm")} – ${format(e, "EEE, d MMM yyyy, HH:mm")}`;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}
