// A new series and its dates in one statement: the series row, one bookings row per date (each
// with its 'created' history entry, as a single booking's insert writes it), ONE notice to the
// venue's Owners and Admins and ONE customer mail for the whole series, whose .ics holds every
// date (decision 083). Each row goes through the exclusion constraints like any booking.
import { newBookingMail, queueMailSql, seriesMailSql } from "@/lib/bookings/customer-notify";
import { changesSql, historySql } from "@/lib/bookings/history";
import { inputColumns, inputValues } from "@/lib/bookings/insert";
import { bookingUrl } from "@/lib/bookings/notices";
import { BOOKING_JOINS } from "@/lib/bookings/reads";
import type { BookingCreate } from "@/lib/bookings/schemas";
import { TRACKED_JSON } from "@/lib/bookings/serialize-sql";
import { Prisma } from "@/lib/db";
import { venueAdminsSql } from "@/lib/notifications/notify";

import type { SeriesPlan } from "./plan";

/** What the venue's Owners and Admins are told of a series someone else made. */
export const newSeriesMessage = (eventName: string, dates: number) =>
  `New repeating booking: ${eventName} (${dates} ${dates === 1 ? "date" : "dates"}).`;

/** The dates of a series, as arrays the statement unnests. */
export const datesArrays = (periods: { date: string; start: Date; end: Date }[]) => ({
  dates: periods.map((p) => p.date),
  starts: periods.map((p) => p.start.toISOString()),
  ends: periods.map((p) => p.end.toISOString()),
});

export function insertSeriesStatement(args: {
  tenantId: number;
  userId: number;
  input: BookingCreate;
  plan: SeriesPlan;
  periods: { date: string; start: Date; end: Date }[];
  skipped: string[];
  description: string;
  source?: "staff" | "api";
}): Prisma.Sql {
  const { tenantId, userId, input: i, plan, periods } = args;
  const { dates, starts, ends } = datesArrays(periods);
  const mail = newBookingMail({
    status: i.status,
    customerEmail: i.customer_email,
    emailCustomer: i.email_customer,
    source: "staff",
  });
  return Prisma.sql`
    WITH series AS (
      INSERT INTO booking_series (tenant_id, hall_id, rrule, timezone, start_date, start_time,
        duration_minutes, exdates, created_by_id)
      SELECT h.tenant_id, h.id, ${plan.text}, ${plan.rule.timezone},
        ${plan.rule.start_date}::date, ${plan.rule.start_time}, ${plan.minutes}::int,
        ${args.skipped}::date[], ${userId}::int
      FROM halls h WHERE h.tenant_id = ${tenantId} AND h.id = ${plan.hallId}
        AND h.archived_at IS NULL AND h.is_active
      RETURNING id, tenant_id, hall_id
    ), ins AS (
      INSERT INTO bookings (tenant_id, hall_id, branch_id, slot_id, start_time, end_time,
        hold_until, source, created_by_id, updated_at, series_id, recurrence_date, ${inputColumns})
      SELECT s.tenant_id, s.hall_id, h.branch_id, NULL, o.start_time, o.end_time, NULL,
        ${args.source ?? "staff"}::booking_source,
        ${userId}::int, now(), s.id, o.date, ${inputValues(i)}
      FROM series s JOIN halls h ON h.tenant_id = s.tenant_id AND h.id = s.hall_id,
        unnest(${dates}::date[], ${starts}::timestamptz[], ${ends}::timestamptz[])
          AS o(date, start_time, end_time)
      RETURNING *
    ), history AS (${historySql(Prisma.sql`
      SELECT b.tenant_id, b.id AS booking_id, ${userId}::int AS user_id, 'created' AS action,
        b.event_name, ${changesSql(null, TRACKED_JSON)} AS changes
      FROM ins b ${BOOKING_JOINS}`)}
    ), first AS (
      SELECT b.*, h.name AS hall_name FROM ins b
      JOIN halls h ON h.tenant_id = b.tenant_id AND h.id = b.hall_id
      ORDER BY b.start_time LIMIT 1
    ), notice AS (
      INSERT INTO notifications (user_id, tenant_id, level, message, related_object_info)
      SELECT r.user_id, b.tenant_id, 'Info', ${newSeriesMessage(i.event_name, periods.length)},
        jsonb_build_object('type', 'booking', 'id', b.id, 'url', ${bookingUrl("")}::text || b.id)
      FROM first b CROSS JOIN LATERAL (${venueAdminsSql({
        tenantId: Prisma.sql`b.tenant_id`,
        actorId: Prisma.sql`${userId}::int`,
      })}) r
    ), mail AS (${queueMailSql(
      Prisma.sql`first`,
      mail,
      userId,
      undefined,
      seriesMailSql(Prisma.sql`ins`, args.description),
    )})
    SELECT id FROM series`;
}
