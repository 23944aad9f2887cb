// The calendar's events: the bookings that overlap the visible range, each the booking itself plus
// what the calendar draws it with.
import { badRequest, ValidationError } from "@/lib/core/errors";
import { JsonText } from "@/lib/core/json-text";
import type { TenantRef } from "@/lib/tenants/queries";
import { NonexistentLocalTime, startOfLocalDay, toInstant, YYYY_MM_DD } from "@/lib/time";

import { hallColor, STATUS_COLORS } from "./constants";
import { conditionalRead, currentVersions, etagOf, type Versions } from "./read-version";
import { bookingsInRange } from "./reads";
import type { ScheduleQuery } from "./schemas";
import type { BookingDto } from "./serialize";
import { bookingOfColumns } from "./serialize-sql";

const MAX_RANGE_DAYS = 400;
const DAY = 86_400_000;

/** A range edge: a local date (the start of that day in the venue's zone) or an ISO date-time. */
function edge(field: "start" | "end", value: string, timeZone: string): Date {
  try {
    return YYYY_MM_DD.test(value) ? startOfLocalDay(value, timeZone) : toInstant(value, timeZone);
  } catch (error) {
    if (error instanceof NonexistentLocalTime) throw ValidationError.of(field, error.message);
    throw error;
  }
}

/**
 * A booking on the calendar: the booking, its period as the calendar reads it, its colours. Added
 * to the booking given (a fresh one, ./serialize-sql.ts bookingOfColumns): copying its 30 fields
 * into a new object took four times as long as writing them, on every row of every month.
 */
export function toScheduleEvent(booking: BookingDto): ScheduleEvent {
  const event = booking as ScheduleEvent;
  event.start = booking.start_time;
  event.end = booking.end_time;
  event.color = STATUS_COLORS[booking.status];
  event.hall_color = hallColor(booking.hall);
  return event;
}
export type ScheduleEvent = BookingDto & {
  start: string;
  end: string;
  color: (typeof STATUS_COLORS)[keyof typeof STATUS_COLORS];
  hall_color: ReturnType<typeof hallColor>;
};

/**
 * The events of the query's range, with their ETag; a 304 when `headers` hold it
 * (./read-version.ts). Without a range, the answer depends on today, so it carries no ETag.
 */
export async function listSchedule({
  tenant,
  query,
  headers = new Headers(),
}: {
  tenant: TenantRef;
  query: ScheduleQuery;
  headers?: Headers;
}) {
  const read = readerOf(tenant, query);
  if (!query.start || !query.end)
    return new JsonText<ScheduleEvent[]>(JSON.stringify(await read.events()));
  const answer = await conditionalRead({ headers }, tenant, "schedule", query, async (known) => {
    const { events, versions } = await read.withVersions(known);
    return { body: JSON.stringify(events), versions };
  });
  if (answer instanceof Response) return answer;
  return new JsonText<ScheduleEvent[]>(answer.body, { etag: answer.etag });
}

/** The events of a range (both `start` and `end`), with the ETag and the versions read. */
export async function readSchedule(
  tenant: TenantRef,
  query: ScheduleQuery & { start: string; end: string },
) {
  const { events, versions } = await readerOf(tenant, query).withVersions();
  return { events, versions, etag: etagOf(tenant, "schedule", query, versions) };
}

/**
 * The read of the query's events; with the venue's versions, read first (or those `known` from
 * just before), so that they are never newer than the events.
 */
function readerOf(tenant: TenantRef, query: ScheduleQuery) {
  // Without a range: the month around today and the next (a calendar always sends its range).
  const tz = tenant.timezone;
  const start = query.start ? edge("start", query.start, tz) : new Date(Date.now() - 31 * DAY);
  const end = query.end ? edge("end", query.end, tz) : new Date(Date.now() + 62 * DAY);
  if (end <= start) throw badRequest("end must be after start.");
  if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY)
    throw badRequest(`The range may span at most ${MAX_RANGE_DAYS} days.`);
  const events = async () => {
    const rows = await bookingsInRange(tenant.id, {
      start,
      end,
      hallId: query.hall,
      branchId: query.branch,
      shared: query.shared,
    });
    return rows.map((row) => toScheduleEvent(bookingOfColumns(row)));
  };
  return {
    events,
    withVersions: async (known?: Versions) => {
      const versions = known ?? (await currentVersions(tenant.id));
      return { events: await events(), versions };
    },
  };
}
