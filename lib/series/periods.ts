// The periods the dates of a series get from a change of their times of day: each keeps its own
// local day, in the series' zone, so 19:00 stays 19:00 whatever the clocks do; an end at or
// before the start ends the next day. A time the clocks skip on a date is that date's problem.
import type { BookingPatch } from "@/lib/bookings/schemas";
import { addLocalDays, NonexistentLocalTime, wallClock, zonedInstant } from "@/lib/time";

/** A date of a series as a change reads it. */
export type DateRow = {
  id: number;
  hallId: number;
  startTime: Date;
  endTime: Date;
  status: string;
  customerEmail: string;
  emailCustomer: boolean;
  source: string;
  /** the date the rule gave it (its RECURRENCE-ID) */
  recurrenceDate: string;
};

/** A date's new period and its local start time, or why it has none; keyed by its rule date. */
export type NewPeriod =
  { date: string; start: Date; end: Date; localTime: string } | { date: string; problem: string };

export function newPeriods(
  dates: DateRow[],
  times: Pick<BookingPatch, never> & { start_time?: string; end_time?: string },
  timeZone: string,
): NewPeriod[] {
  return dates.map((d) => {
    const local = wallClock(d.startTime, timeZone);
    if (times.start_time === undefined && times.end_time === undefined)
      return { date: d.recurrenceDate, start: d.startTime, end: d.endTime, localTime: local.time };
    const startTime = times.start_time ?? local.time;
    try {
      const start = zonedInstant(local.date, startTime, timeZone);
      const endTime = times.end_time;
      const end =
        endTime === undefined
          ? new Date(start.getTime() + d.endTime.getTime() - d.startTime.getTime())
          : zonedInstant(
              endTime > startTime ? local.date : addLocalDays(local.date, 1),
              endTime,
              timeZone,
            );
      return { date: d.recurrenceDate, start, end, localTime: startTime };
    } catch (error) {
      if (error instanceof NonexistentLocalTime)
        return { date: d.recurrenceDate, problem: error.message };
      throw error;
    }
  });
}

/** The periods, once every date is known to have one. */
export const definite = (periods: NewPeriod[]) =>
  periods.map((p) => {
    if (!("start" in p)) throw new Error(`No period on ${p.date}`);
    return p;
  });
