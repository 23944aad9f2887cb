// The one statement that changes some dates of a series: each booking's new period and fields, a
// history entry for each (its tracked fields before and after), and at most one customer mail,
// about all the dates it changed (decision 083). A date the change leaves as it was is not written:
// no new version, history, live announcement or mail for it.
import type { CustomerMailKind } from "@/lib/bookings/customer-mail";
import { queueMailSql, seriesMailSql } from "@/lib/bookings/customer-notify";
import { columnOf, INPUT_NAMES, typeOf } from "@/lib/bookings/fields";
import { changesSql, historySql } from "@/lib/bookings/history";
import { bookingUrl } from "@/lib/bookings/notices";
import { BOOKING_JOINS } from "@/lib/bookings/reads";
import type { BookingPatch } from "@/lib/bookings/schemas";
import { TRACKED_JSON } from "@/lib/bookings/serialize-sql";
import { Prisma } from "@/lib/db";

/**
 * The fields a change sends that are written as sent (none: none), each as `form` makes it of its
 * column and its value cast to the column's type.
 */
function sentFields(
  input: BookingPatch,
  form: (column: Prisma.Sql, value: Prisma.Sql) => Prisma.Sql,
) {
  return INPUT_NAMES.filter((name) => input[name] !== undefined).map((name) =>
    form(Prisma.raw(columnOf(name)), Prisma.sql`${input[name]}::${Prisma.raw(typeOf(name))}`),
  );
}

/** The SET assignments of the fields a change sends. */
const assignments = (input: BookingPatch) =>
  sentFields(input, (column, value) => Prisma.sql`${column} = ${value}`);

/** Whether a date differs from what the change writes: a date it leaves as it is is not written. */
function differs(input: BookingPatch, a: { hallId: number | null; seriesId: number | null }) {
  const fields = sentFields(
    input,
    (column, value) => Prisma.sql`b.${column} IS DISTINCT FROM ${value}`,
  );
  return Prisma.join(
    [
      Prisma.sql`b.start_time <> o.start_time OR b.end_time <> o.end_time`,
      Prisma.sql`b.hall_id <> coalesce(${a.hallId}::int, b.hall_id)`,
      Prisma.sql`b.series_id IS DISTINCT FROM coalesce(${a.seriesId}::int, b.series_id)`,
      Prisma.sql`b.hold_until IS NOT NULL`,
      ...fields,
    ],
    " OR ",
  );
}

export type DateChange = { id: number; start: Date; end: Date };

export function changeDatesStatement(a: {
  tenantId: number;
  userId: number;
  dates: DateChange[];
  input: BookingPatch;
  /** the hall the dates move to, or null: each keeps its own */
  hallId: number | null;
  /** the series the dates move to (a split), or null: they stay */
  seriesId: number | null;
  /** the change is of this date alone: it becomes an exception */
  exception: boolean;
  /** the customer's mail, if any, and the date it is from (one the statement writes) */
  mail: { kind: CustomerMailKind | null; from: number } | null;
  /** for a mail about several dates: the series in words */
  description: string | null;
  /**
   * what the booking's creator is told, when someone else made the change and it changed what
   * the history tracks of some date: around its name
   */
  notice: { level: "Info" | "Warning"; before: string; after: string };
}): Prisma.Sql {
  const { tenantId: t, dates } = a;
  const ids = dates.map((d) => d.id);
  const set = assignments(a.input);
  const more = a.description
    ? seriesMailSql(Prisma.sql`named`, a.description)
    : Prisma.sql`'{}'::jsonb`;
  return Prisma.sql`
    WITH before AS MATERIALIZED (
      SELECT b.id, ${TRACKED_JSON} AS tracked FROM bookings b ${BOOKING_JOINS}
      WHERE b.tenant_id = ${t} AND b.id = ANY(${ids}::int[])
    ), upd AS (
      UPDATE bookings b SET start_time = o.start_time, end_time = o.end_time,
        ${set.length ? Prisma.sql`${Prisma.join(set)},` : Prisma.empty}
        hall_id = coalesce(${a.hallId}::int, b.hall_id),
        branch_id = coalesce((SELECT branch_id FROM halls
          WHERE tenant_id = ${t} AND id = ${a.hallId}::int), b.branch_id),
        series_id = coalesce(${a.seriesId}::int, b.series_id),
        is_exception = b.is_exception OR ${a.exception}::boolean,
        hold_until = NULL, version = b.version + 1, updated_at = now()
      FROM unnest(${ids}::int[], ${dates.map((d) => d.start.toISOString())}::timestamptz[],
        ${dates.map((d) => d.end.toISOString())}::timestamptz[]) AS o(id, start_time, end_time)
      WHERE b.tenant_id = ${t} AND b.id = o.id AND (${differs(a.input, a)})
      RETURNING b.*
    ), history AS (${historySql(Prisma.sql`
      SELECT b.tenant_id, b.id AS booking_id, ${a.userId}::int AS user_id, 'updated' AS action,
        b.event_name, ${changesSql(Prisma.sql`before.tracked`, TRACKED_JSON)} AS changes
      FROM upd b ${BOOKING_JOINS} JOIN before ON before.id = b.id`)} RETURNING booking_id
    ), named AS (
      SELECT b.*, h.name AS hall_name FROM upd b
      JOIN halls h ON h.tenant_id = b.tenant_id AND h.id = b.hall_id
    ), first AS (SELECT * FROM named ORDER BY start_time, id LIMIT 1)
    , notice AS (
      INSERT INTO notifications (user_id, tenant_id, level, message, related_object_info)
      SELECT f.created_by_id, f.tenant_id, ${a.notice.level}::notification_level,
        ${a.notice.before}::text || f.event_name || ${a.notice.after}::text,
        jsonb_build_object('type', 'booking', 'id', f.id, 'url', ${bookingUrl("")}::text || f.id)
      FROM first f
      WHERE f.created_by_id IS NOT NULL AND f.created_by_id IS DISTINCT FROM ${a.userId}::int
        AND EXISTS (SELECT 1 FROM history)
    ), mail AS (${queueMailSql(
      Prisma.sql`(SELECT * FROM named WHERE id = ${a.mail?.from ?? 0}::int)`,
      a.mail?.kind ?? null,
      a.userId,
      undefined,
      more,
    )})
    SELECT count(*)::int AS n FROM upd`;
}
