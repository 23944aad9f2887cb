// A series as the API shows it (GET booking-series/{id}/): its rule as RFC 5545 text and as the
// request's fields, in words, the dates it skips, and its dates as bookings (each in the one
// booking shape, written by PostgreSQL: lib/bookings/serialize-sql.ts).
import { BOOKING_JOINS } from "@/lib/bookings/reads";
import { parseRuleText, type SeriesRule } from "@/lib/bookings/recurrence";
import type { BookingDto } from "@/lib/bookings/serialize";
import { BOOKING_JSON_TEXT } from "@/lib/bookings/serialize-sql";
import { describeSeries } from "@/lib/bookings/series-words";
import { notFound } from "@/lib/core/errors";
import { JsonText } from "@/lib/core/json-text";
import { Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";
import type { TenantRef } from "@/lib/tenants/queries";

export type SeriesRow = {
  id: number;
  hallId: number;
  rrule: string;
  timezone: string;
  startDate: string;
  startTime: string;
  durationMinutes: number;
  exdates: string[];
  createdById: number | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
};

/** The series' columns, from `s` (booking_series). */
export const SERIES_COLUMNS = Prisma.sql`s.id, s.hall_id AS "hallId", s.rrule, s.timezone,
  s.start_date::text AS "startDate", s.start_time AS "startTime",
  s.duration_minutes AS "durationMinutes", s.exdates::text[] AS exdates,
  s.created_by_id AS "createdById", s.created_at AS "createdAt", s.updated_at AS "updatedAt",
  s.version`;

/** A series of the tenant, or 404 (another tenant's is not found either). */
export async function findSeriesOrThrow(tenantId: number, id: number): Promise<SeriesRow> {
  const [row] = await sql<SeriesRow>(Prisma.sql`
    SELECT ${SERIES_COLUMNS} FROM booking_series s WHERE s.tenant_id = ${tenantId} AND s.id = ${id}`);
  if (!row) throw notFound();
  return row;
}

/** The rule's fields as a request sends them (without the first date, which is the booking's). */
const recurrenceOf = ({ start_date: _d, start_time: _t, timezone: _z, ...r }: SeriesRule) => r;

export type SeriesDto = {
  id: number;
  hall: number;
  rrule: string;
  timezone: string;
  start_date: string;
  start_time: string;
  duration_minutes: number;
  recurrence: ReturnType<typeof recurrenceOf>;
  exdates: string[];
  description: string;
  created_by_id: number | null;
  created_at: string;
  updated_at: string;
  version: number;
  occurrences: BookingDto[];
};

/** The series and its dates (cancelled ones too), in the order they fall. */
export async function getSeries(request: { tenant: TenantRef; id: number }) {
  return new JsonText<SeriesDto>((await seriesText(request)).text);
}

/**
 * What creating a series answers: its first date, in the one booking shape, with the series
 * (`series`) beside its fields, so a client that made a booking reads a booking.
 */
export async function firstDateWithSeries(request: { tenant: TenantRef; id: number }) {
  const { text, first } = await seriesText(request);
  return new JsonText<BookingDto & { series: SeriesDto }>(
    `${first.slice(0, -1)},"series":${text}}`,
  );
}

async function seriesText({ tenant, id }: { tenant: TenantRef; id: number }) {
  const s = await findSeriesOrThrow(tenant.id, id);
  const rows = await sql<{ json: string }>(Prisma.sql`
    SELECT ${BOOKING_JSON_TEXT} AS json FROM bookings b ${BOOKING_JOINS}
    WHERE b.tenant_id = ${tenant.id} AND b.series_id = ${id}
    ORDER BY b.start_time, b.id`);
  const rule = parseRuleText(s.rrule);
  const head: Omit<SeriesDto, "occurrences"> = {
    id: s.id,
    hall: s.hallId,
    rrule: s.rrule,
    timezone: s.timezone,
    start_date: s.startDate,
    start_time: s.startTime,
    duration_minutes: s.durationMinutes,
    recurrence: recurrenceOf(rule),
    exdates: [...s.exdates].sort(),
    description: describeSeries(rule, s.exdates.length),
    created_by_id: s.createdById,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
    version: s.version,
  };
  const occurrences = rows.map((r) => r.json);
  const text = `${JSON.stringify(head).slice(0, -1)},"occurrences":[${occurrences.join(",")}]}`;
  return { text, first: occurrences[0] ?? "{}" };
}
