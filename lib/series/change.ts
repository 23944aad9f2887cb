// Changing or cancelling dates of a series (PATCH and DELETE booking-series/{id}/), the way
// calendar apps do: this date (it becomes an exception), this and the following ones (the series
// splits there: the old one ends the day before, a new one holds the rest), or every upcoming one
// (the following ones from the first upcoming date). One transaction: the series is locked, the
// dates' new periods are worked out in the venue's zone, every clash is found at once and refuses
// the whole change (409 listing them), and each booking it touches gets its history entry; one
// customer mail tells of the whole change (decision 083).
import { changeMail } from "@/lib/bookings/customer-notify";
import { checkAmountDigits } from "@/lib/bookings/deposit";
import { parseRuleText, ruleText, type SeriesRule } from "@/lib/bookings/recurrence";
import { HALL_INACTIVE, HALL_NOT_FOUND, type BookingPatch } from "@/lib/bookings/schemas";
import {
  SERIES_NO_SLOTS,
  type Scope,
  type SeriesCancel,
  type SeriesPatch,
} from "@/lib/bookings/series-schemas";
import { describeSeries } from "@/lib/bookings/series-words";
import { conflict, notFound, ValidationError } from "@/lib/core/errors";
import { Prisma } from "@/lib/db";
import type { TxQuery } from "@/lib/db/sql";
import { writerSetting } from "@/lib/live/writer";
import type { TenantRef } from "@/lib/tenants/queries";

import { clashesSql, clashList, type ClashRow } from "./clashes";
import { clashConflict, lockSpaces, retryingOverlaps } from "./create";
import { changeDatesStatement } from "./edit-sql";
import { definite, newPeriods, type DateRow, type NewPeriod } from "./periods";
import { overlapsItself, seriesLimits, type Buffers } from "./plan";
import { getSeries, SERIES_COLUMNS, type SeriesRow } from "./reads";
import { continuedFrom, endedBefore } from "./split";

export const NOT_OF_SERIES = "Choose a date of this series.";
export const NO_UPCOMING = "This series has no upcoming dates.";
export const CHANGE_CLASHES = "Some dates would clash with other bookings; nothing was changed.";
export const DATES_RUN_TOGETHER =
  "The dates would run into each other (with the hall's setup and cleanup): make them shorter.";

type Change = {
  tenant: TenantRef;
  userId: number;
  id: number;
  clientId?: string | null;
  scope: Scope;
  occurrence?: number;
  /** the booking fields and times of day; status "cancelled" for a cancellation */
  input: BookingPatch & { start_time?: string; end_time?: string };
};

export const changeSeries = (r: Omit<Change, "scope" | "input"> & { input: SeriesPatch }) => {
  const { scope, occurrence, ...input } = r.input;
  checkAmountDigits(input, r.tenant.currency);
  // A deposit of 0 is none, as on one booking.
  if (input.deposit_amount !== undefined && Number(input.deposit_amount) === 0)
    Object.assign(input, { deposit_amount: null, deposit_due_on: null });
  return applyChange({ ...r, scope, occurrence, input });
};

export const cancelSeries = (r: Omit<Change, "scope" | "input"> & { query: SeriesCancel }) =>
  applyChange({ ...r, ...r.query, input: { status: "cancelled" } });

const DATE_COLUMNS = Prisma.sql`id, hall_id AS "hallId", start_time AS "startTime",
  end_time AS "endTime", status::text, customer_email AS "customerEmail",
  email_customer AS "emailCustomer", source::text, recurrence_date::text AS "recurrenceDate"`;

async function applyChange(c: Change) {
  const { tenant, input } = c;
  const cancelling = input.status === "cancelled";
  const limits = await seriesLimits(tenant.id);
  const shownId = await retryingOverlaps(async (query) => {
    await query(Prisma.sql`SELECT ${writerSetting(c.clientId ?? null)}`);
    if (input.hall !== undefined) {
      // Another venue's series (or none) is not found, whatever hall the change names.
      const [known] = await query(Prisma.sql`
        SELECT 1 FROM booking_series WHERE tenant_id = ${tenant.id} AND id = ${c.id}`);
      if (!known) throw notFound();
      await holdTargetHall(query, tenant.id, input.hall);
    }
    const [series] = await query<SeriesRow>(Prisma.sql`
      SELECT ${SERIES_COLUMNS} FROM booking_series s
      WHERE s.tenant_id = ${tenant.id} AND s.id = ${c.id} FOR UPDATE`);
    if (!series) throw notFound();
    const dates = await touchedDates(query, c);
    const from = dates[0].recurrenceDate;
    await query(
      lockSpaces(tenant.id, [...new Set([...dates.map((d) => d.hallId), input.hall ?? 0])]),
    );
    const asked = newPeriods(dates, input, series.timezone);
    // A cancellation clashes with nothing, but a time the clocks skip gives no period to write.
    const unplaced = cancelling ? clashList(asked, []) : [];
    if (unplaced.length) throw clashConflict(CHANGE_CLASHES, unplaced);
    if (!cancelling) await refuseClashes(query, c, dates, asked);
    const periods = definite(asked);

    const rule = parseRuleText(series.rrule);
    const split = c.scope !== "this" && from !== series.startDate;
    let target: number | null = null;
    let shown = rule;
    if (c.scope === "this" || (cancelling && !split)) {
      if (cancelling) await skipDates(query, c, dates);
    } else if (split) {
      await endSeries(query, c, endedBefore(rule, from));
      if (!cancelling) {
        const time = shapeOf(series, periods, timed(c)).startTime;
        shown = continuedFrom(rule, from, time, limits.maxOccurrences);
        target = await splitSeries(query, c, series, shown, from, periods);
      }
    } else if (!cancelling) {
      shown = { ...rule, start_time: shapeOf(series, periods, timed(c)).startTime };
      await reshapeSeries(query, c, series, shown, periods);
    }
    // A date brought back (any status but cancelled) is no longer one its series skips.
    if (!cancelling && input.status !== undefined)
      await unskipDates(query, c, dates, target ?? c.id);
    // The mail of the first date whose change calls for one, from that date: the date a change
    // is made from may already be as the change leaves it (moved or confirmed on its own).
    const mails = dates.map((d, i) =>
      changeMail(d, {
        ...d,
        status: input.status ?? d.status,
        customerEmail: input.customer_email ?? d.customerEmail,
        emailCustomer: input.email_customer ?? d.emailCustomer,
        hallId: input.hall ?? d.hallId,
        startTime: periods[i].start,
        endTime: periods[i].end,
      }),
    );
    const mailed = mails.findIndex((kind) => kind !== null);
    const several = c.scope !== "this";
    // Every clash is known by now: the overlap checks wait for the end state (decision 085).
    await query(
      Prisma.sql`SET CONSTRAINTS bookings_no_overlap, booking_spaces_no_overlap DEFERRED`,
    );
    await query(
      changeDatesStatement({
        tenantId: tenant.id,
        userId: c.userId,
        dates: periods.map((p, i) => ({ id: dates[i].id, start: p.start, end: p.end })),
        input,
        hallId: input.hall ?? null,
        seriesId: target,
        exception: c.scope === "this",
        mail: mailed < 0 ? null : { kind: mails[mailed], from: dates[mailed].id },
        // A mail about several dates says how the dates it is about repeat, from the first.
        description: several
          ? describeSeries(continuedFrom(shown, from, shown.start_time, limits.maxOccurrences))
          : null,
        notice: noticeOf(c, dates.length),
      }),
    );
    return target ?? c.id;
  });
  return getSeries({ tenant, id: shownId });
}

/**
 * The hall a change moves the dates to, held until it commits: a hall archived, deleted or made
 * part of another meanwhile is waited for and then refused. Halls are held before bookings, in the
 * order every writer takes them (lib/bookings/update.ts, lib/halls/halls.ts).
 */
async function holdTargetHall(query: TxQuery, tenantId: number, hallId: number) {
  const [hall] = await query<{ isActive: boolean; requiresSlot: boolean }>(Prisma.sql`
    SELECT is_active AS "isActive", requires_slot AS "requiresSlot" FROM halls
    WHERE tenant_id = ${tenantId} AND id = ${hallId} AND archived_at IS NULL FOR KEY SHARE`);
  if (!hall) throw ValidationError.of("hall", HALL_NOT_FOUND);
  if (!hall.isActive) throw ValidationError.of("hall", HALL_INACTIVE);
  if (hall.requiresSlot) throw ValidationError.of("hall", SERIES_NO_SLOTS);
}

/** The dates a change touches, in order, locked; the first is the one it is made from. */
async function touchedDates(query: TxQuery, c: Change): Promise<DateRow[]> {
  const t = c.tenant.id;
  if (c.scope === "all") {
    const rows = await query<DateRow>(Prisma.sql`
      SELECT ${DATE_COLUMNS} FROM bookings WHERE tenant_id = ${t} AND series_id = ${c.id}
        AND status <> 'cancelled' AND start_time > now()
      ORDER BY recurrence_date, id FOR UPDATE`);
    if (!rows.length) throw conflict(NO_UPCOMING);
    return rows;
  }
  const [own] = await query<DateRow>(Prisma.sql`
    SELECT ${DATE_COLUMNS} FROM bookings
    WHERE tenant_id = ${t} AND series_id = ${c.id} AND id = ${c.occurrence ?? 0} FOR UPDATE`);
  if (!own) throw ValidationError.of("occurrence", NOT_OF_SERIES);
  if (c.scope === "this") return [own];
  const later = await query<DateRow>(Prisma.sql`
    SELECT ${DATE_COLUMNS} FROM bookings WHERE tenant_id = ${t} AND series_id = ${c.id}
      AND recurrence_date > ${own.recurrenceDate}::date AND status <> 'cancelled'
    ORDER BY recurrence_date, id FOR UPDATE`);
  return [own, ...later];
}

/**
 * Refuses the change, writing nothing, when the new periods of a hall's dates would run into each
 * other (400), or when a date's new period clashes or has no such time (409, listing them).
 */
async function refuseClashes(query: TxQuery, c: Change, dates: DateRow[], periods: NewPeriod[]) {
  const tenantId = c.tenant.id;
  const hallOf = (i: number) => c.input.hall ?? dates[i].hallId;
  const except = dates.map((d) => d.id);
  const rows: ClashRow[] = [];
  for (const hall of new Set(dates.map((_, i) => hallOf(i)))) {
    const mine = periods.flatMap((p, i) => (hallOf(i) === hall && "start" in p ? [p] : []));
    const [buffers] = await query<Buffers>(Prisma.sql`
      SELECT setup_minutes AS "setupMinutes", cleanup_minutes AS "cleanupMinutes" FROM halls
      WHERE tenant_id = ${tenantId} AND id = ${hall}`);
    if (buffers && overlapsItself(mine, buffers))
      throw ValidationError.of(timed(c) ? "end_time" : "hall", DATES_RUN_TOGETHER);
    if (mine.length)
      rows.push(...(await query<ClashRow>(clashesSql(tenantId, hall, mine, except))));
  }
  const clashes = clashList(periods, rows);
  if (clashes.length) throw clashConflict(CHANGE_CLASHES, clashes);
}

/** Cancelled on their own: their dates are skipped by the series. */
async function skipDates(query: TxQuery, c: Change, dates: DateRow[]) {
  await query(Prisma.sql`
    UPDATE booking_series SET exdates = ARRAY(SELECT DISTINCT d FROM unnest(exdates ||
      ${dates.map((d) => d.recurrenceDate)}::date[]) d ORDER BY d),
      version = version + 1, updated_at = now()
    WHERE tenant_id = ${c.tenant.id} AND id = ${c.id}`);
}

/** Brought back (or no longer cancelled): their series (`seriesId`) no longer skips them. */
async function unskipDates(query: TxQuery, c: Change, dates: DateRow[], seriesId: number) {
  await query(Prisma.sql`
    UPDATE booking_series SET exdates = ARRAY(SELECT d FROM unnest(exdates) d
      WHERE d <> ALL(${dates.map((d) => d.recurrenceDate)}::date[]) ORDER BY d)
    WHERE tenant_id = ${c.tenant.id} AND id = ${seriesId}`);
}

/** The old series ends before the date a change is made from, and skips none after it. */
async function endSeries(query: TxQuery, c: Change, rule: SeriesRule) {
  await query(Prisma.sql`
    UPDATE booking_series SET rrule = ${ruleText(rule)},
      exdates = ARRAY(SELECT d FROM unnest(exdates) d WHERE d <= ${rule.until}::date ORDER BY d),
      version = version + 1, updated_at = now()
    WHERE tenant_id = ${c.tenant.id} AND id = ${c.id}`);
}

/** The new series holding the date a change is made from and the later ones; its id. */
async function splitSeries(
  query: TxQuery,
  c: Change,
  old: SeriesRow,
  next: SeriesRule,
  from: string,
  periods: Period[],
): Promise<number> {
  const shape = shapeOf(old, periods, timed(c));
  const [made] = await query<{ id: number }>(Prisma.sql`
    INSERT INTO booking_series (tenant_id, hall_id, rrule, timezone, start_date, start_time,
      duration_minutes, exdates, created_by_id)
    VALUES (${c.tenant.id}, ${c.input.hall ?? old.hallId}, ${ruleText(next)}, ${old.timezone},
      ${from}::date, ${shape.startTime}, ${shape.minutes},
      ${old.exdates.filter((d) => d >= from)}::date[], ${c.userId})
    RETURNING id`);
  // Its dates cancelled earlier go with it; the ones the change touches move in its statement.
  await query(Prisma.sql`
    UPDATE bookings SET series_id = ${made.id} WHERE tenant_id = ${c.tenant.id}
      AND series_id = ${c.id} AND recurrence_date >= ${from}::date AND status = 'cancelled'`);
  return made.id;
}

/** A change of the whole series from its first date: its rule, time, length and hall. */
async function reshapeSeries(
  query: TxQuery,
  c: Change,
  old: SeriesRow,
  rule: SeriesRule,
  periods: Period[],
) {
  const shape = shapeOf(old, periods, timed(c));
  await query(Prisma.sql`
    UPDATE booking_series SET rrule = ${ruleText(rule)},
      start_time = ${shape.startTime}, duration_minutes = ${shape.minutes},
      hall_id = ${c.input.hall ?? old.hallId}, version = version + 1, updated_at = now()
    WHERE tenant_id = ${c.tenant.id} AND id = ${c.id}`);
}

/** What the creator of the dates is told when someone else changed or cancelled them. */
function noticeOf(c: Change, count: number) {
  const cancelled = c.input.status === "cancelled";
  return {
    level: cancelled ? ("Warning" as const) : ("Info" as const),
    before: count > 1 ? `${count} dates of your repeating booking ` : "Your booking ",
    after: ` ${count > 1 ? "were" : "was"} ${cancelled ? "cancelled" : "changed"} by someone else.`,
  };
}

/** Whether the change sends times of day. */
const timed = (c: Change) => c.input.start_time !== undefined || c.input.end_time !== undefined;

type Period = ReturnType<typeof definite>[number];

/**
 * The series' local start time and length after a change: the first changed date's when the change
 * sent times, else the series' own (the first date may be an exception, moved on its own).
 */
function shapeOf(old: SeriesRow, [first]: Period[], timed: boolean) {
  if (!timed) return { startTime: old.startTime, minutes: old.durationMinutes };
  return {
    startTime: first.localTime,
    minutes: Math.round((first.end.getTime() - first.start.getTime()) / 60_000),
  };
}
