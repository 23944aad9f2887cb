// Which dates of a series clash, found in one statement: each date's blocked range (its period
// widened by the hall's setup and cleanup minutes) against the live bookings of the same hall and
// of the halls that share a space with it, as the exclusion constraints compare them
// (firstClash in lib/bookings/reads.ts asks the same for one period).
import type { Occurrence } from "@/lib/bookings/recurrence";
import { Prisma } from "@/lib/db";

/** What a date of a series clashes with, as the API says it. */
export type SeriesClash = {
  date: string;
  start_time: string | null;
  end_time: string | null;
  /** the booking in the way; null when the date has no such time (`problem` says why) */
  with: {
    id: number;
    event_name: string;
    hall_name: string;
    start_time: string;
    end_time: string;
  } | null;
  problem?: string;
};

type Row = {
  date: string;
  id: number;
  eventName: string;
  hallName: string;
  startTime: Date;
  endTime: Date;
};

/**
 * The first booking in the way of each date that has one, ordered by date. `except`: bookings
 * that do not count (those a change moves). A hall in no combination has no spaces: the second
 * part reads nothing.
 */
export function clashesSql(
  tenantId: number,
  hallId: number,
  periods: { date: string; start: Date; end: Date }[],
  except: number[] = [],
): Prisma.Sql {
  const dates = periods.map((p) => p.date);
  const starts = periods.map((p) => p.start.toISOString());
  const ends = periods.map((p) => p.end.toISOString());
  return Prisma.sql`
    WITH hall AS (
      SELECT setup_minutes, cleanup_minutes FROM halls WHERE tenant_id = ${tenantId} AND id = ${hallId}
    ), occ AS MATERIALIZED (
      SELECT o.date, tstzrange(o.start_time - make_interval(mins => hall.setup_minutes),
        o.end_time + make_interval(mins => hall.cleanup_minutes), '[)') AS blocked
      FROM unnest(${dates}::date[], ${starts}::timestamptz[], ${ends}::timestamptz[])
        AS o(date, start_time, end_time), hall
    )
    SELECT DISTINCT ON (o.date) o.date::text AS date, c.id, c.event_name AS "eventName",
      ch.name AS "hallName", c.start_time AS "startTime", c.end_time AS "endTime"
    FROM occ o CROSS JOIN LATERAL (
      SELECT b.id, b.hall_id, b.event_name, b.start_time, b.end_time FROM bookings b
      WHERE b.tenant_id = ${tenantId} AND b.hall_id = ${hallId} AND b.status <> 'cancelled'
        AND tstzrange(b.blocked_from, b.blocked_until, '[)') && o.blocked
        AND b.id <> ALL(${except}::int[])
      UNION ALL
      SELECT b.id, b.hall_id, b.event_name, b.start_time, b.end_time
      FROM (SELECT unnest(spaces) AS space FROM halls
        WHERE tenant_id = ${tenantId} AND id = ${hallId}) mine
      JOIN booking_spaces s ON s.tenant_id = ${tenantId} AND s.space_id = mine.space
        AND tstzrange(s.blocked_from, s.blocked_until, '[)') && o.blocked
      JOIN bookings b ON b.tenant_id = ${tenantId} AND b.id = s.booking_id
        AND b.hall_id <> ${hallId} AND b.id <> ALL(${except}::int[])
    ) c
    JOIN halls ch ON ch.tenant_id = ${tenantId} AND ch.id = c.hall_id
    ORDER BY o.date, c.start_time, c.id`;
}

/** Each date that clashes or has no such time, in date order, from the clash query's rows. */
export function clashList(occurrences: Occurrence[], rows: Row[]): SeriesClash[] {
  const byDate = new Map(rows.map((r) => [r.date, r]));
  return occurrences.flatMap((o): SeriesClash[] => {
    if (!("start" in o))
      return [{ date: o.date, start_time: null, end_time: null, with: null, problem: o.problem }];
    const r = byDate.get(o.date);
    if (!r) return [];
    return [
      {
        date: o.date,
        start_time: o.start.toISOString(),
        end_time: o.end.toISOString(),
        with: {
          id: r.id,
          event_name: r.eventName,
          hall_name: r.hallName,
          start_time: r.startTime.toISOString(),
          end_time: r.endTime.toISOString(),
        },
      },
    ];
  });
}

/** The periods of the dates that have one. */
export const periodsOf = (occurrences: Occurrence[]) =>
  occurrences.flatMap((o) => ("start" in o ? [o] : []));

export type { Row as ClashRow };
