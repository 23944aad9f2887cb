// The venue's reports over a period of its local dates (decision 094), each one statement of
// PostgreSQL, exact: occupancy per hall and month (booked hours over open hours), revenue per
// hall and month (confirmed, held, paid, due, from the ledger), and bookings by source. Every
// statement names the venue; archived halls are left out, cancelled bookings count for nothing
// but the money they kept.
import { Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";
import { minorDigits, toDigits } from "@/lib/money/format";
import type { TenantRef } from "@/lib/tenants/queries";
import { nextLocalDate, startOfLocalDay } from "@/lib/time";

import type { ReportQuery } from "./schemas";

type Period = Pick<ReportQuery, "from" | "to">;

/** The period's instants in the venue's zone: [from 00:00, the day after `to` 00:00). */
const edges = (tenant: TenantRef, p: Period) => ({
  starts: startOfLocalDay(p.from, tenant.timezone),
  ends: startOfLocalDay(nextLocalDate(p.to), tenant.timezone),
});

/** Each month the period touches, with its part of the period as instants and local days. */
const MONTHS = (tenant: TenantRef, p: Period) => Prisma.sql`
  SELECT to_char(m.d, 'YYYY-MM') AS month, m.first_day, m.after_day,
    m.first_day::timestamp AT TIME ZONE ${tenant.timezone} AS starts,
    m.after_day::timestamp AT TIME ZONE ${tenant.timezone} AS ends
  FROM (
    SELECT d::date AS d, greatest(d::date, ${p.from}::date) AS first_day,
      least((d + interval '1 month')::date, ${p.to}::date + 1) AS after_day
    FROM generate_series(date_trunc('month', ${p.from}::date), ${p.to}::date,
      interval '1 month') d
  ) m`;

type OccupancyRow = {
  hallId: number;
  hall: string;
  month: string;
  bookedHours: string;
  openHours: string;
};

/**
 * Booked hours (confirmed and held bookings, the part inside the month and the period) over open
 * hours (the venue's hours a day, or a slots-only hall's slots, times the month's days in the
 * period). Null occupancy where a hall has no open hours.
 */
export async function occupancy(tenant: TenantRef, p: Period) {
  const rows = await sql<OccupancyRow>(Prisma.sql`
    WITH months AS (${MONTHS(tenant, p)}),
    hall AS (
      SELECT h.id, h.name,
        CASE WHEN h.requires_slot THEN coalesce((
          SELECT sum(((s.end_time::time - s.start_time::time + interval '24 hours')
            - CASE WHEN s.end_time > s.start_time THEN interval '24 hours' ELSE interval '0' END))
          FROM slots s WHERE s.tenant_id = h.tenant_id AND s.hall_id = h.id AND s.is_active
        ), interval '0') ELSE make_interval(hours => t.open_hours_per_day) END AS open_a_day
      FROM halls h JOIN tenants t ON t.id = h.tenant_id
      WHERE h.tenant_id = ${tenant.id} AND h.archived_at IS NULL
    )
    SELECT h.id AS "hallId", h.name AS hall, m.month,
      -- least() and greatest() pass over NULLs: a month without bookings counts none
      round(coalesce(sum(extract(epoch FROM
        least(b.end_time, m.ends) - greatest(b.start_time, m.starts)))
        FILTER (WHERE b.id IS NOT NULL), 0) / 3600, 2)::text AS "bookedHours",
      round(extract(epoch FROM h.open_a_day) / 3600 * (m.after_day - m.first_day), 2)::text
        AS "openHours"
    FROM hall h CROSS JOIN months m
    LEFT JOIN bookings b ON b.tenant_id = ${tenant.id} AND b.hall_id = h.id
      AND b.status <> 'cancelled' AND b.start_time < m.ends AND b.end_time > m.starts
    GROUP BY h.id, h.name, h.open_a_day, m.month, m.first_day, m.after_day
    ORDER BY h.name, h.id, m.month`);
  return rows.map((r) => ({
    hall_id: r.hallId,
    hall: r.hall,
    month: r.month,
    booked_hours: r.bookedHours,
    open_hours: r.openHours,
    /** booked over open, as a percentage with one decimal; null without open hours */
    occupancy:
      Number(r.openHours) > 0
        ? ((Number(r.bookedHours) / Number(r.openHours)) * 100).toFixed(1)
        : null,
  }));
}

type RevenueRow = {
  hallId: number;
  hall: string;
  month: string;
  confirmed: string;
  held: string;
  paid: string;
  due: string;
  currency: string;
};

/**
 * Per hall and month of the bookings' starts: the confirmed and held prices, what was paid
 * (payments less refunds, live entries, whatever the booking's status now) and what confirmed
 * bookings still owe.
 */
export async function revenue(tenant: TenantRef, p: Period) {
  const { starts, ends } = edges(tenant, p);
  const rows = await sql<RevenueRow>(Prisma.sql`
    SELECT h.id AS "hallId", h.name AS hall,
      to_char(b.start_time AT TIME ZONE t.timezone, 'YYYY-MM') AS month,
      coalesce(sum(b.price) FILTER (WHERE b.status = 'confirmed'), 0)::text AS confirmed,
      coalesce(sum(b.price) FILTER (WHERE b.status = 'tentative'), 0)::text AS held,
      coalesce(sum(m.net), 0)::text AS paid,
      coalesce(sum(greatest(b.price - m.net, 0)) FILTER (WHERE b.status = 'confirmed'), 0)::text
        AS due,
      t.currency
    FROM bookings b JOIN tenants t ON t.id = b.tenant_id
    JOIN halls h ON h.tenant_id = b.tenant_id AND h.id = b.hall_id
    CROSS JOIN LATERAL (SELECT coalesce(sum(CASE p.kind WHEN 'payment' THEN p.amount
        ELSE -p.amount END), 0) AS net
      FROM booking_payments p
      WHERE p.tenant_id = b.tenant_id AND p.booking_id = b.id AND p.voided_at IS NULL) m
    WHERE b.tenant_id = ${tenant.id} AND b.start_time >= ${starts} AND b.start_time < ${ends}
    GROUP BY h.id, h.name, 3, t.currency
    ORDER BY h.name, h.id, 3`);
  return rows.map((r) => {
    const amount = exactIn(minorDigits(r.currency));
    return {
      hall_id: r.hallId,
      hall: r.hall,
      month: r.month,
      confirmed: amount(r.confirmed),
      held: amount(r.held),
      paid: amount(r.paid),
      due: amount(r.due),
    };
  });
}

/** An amount in the currency's digits; as PostgreSQL wrote it when it has more (old data). */
const exactIn = (digits: number) => (v: string) => {
  try {
    return toDigits(v, digits);
  } catch {
    return v;
  }
};

/** How many bookings starting in the period each source made, by status. */
export async function sources(tenant: TenantRef, p: Period) {
  const { starts, ends } = edges(tenant, p);
  const rows = await sql<{ source: string; status: string; count: number }>(Prisma.sql`
    SELECT source::text AS source, status::text AS status, count(*)::int AS count
    FROM bookings
    WHERE tenant_id = ${tenant.id} AND start_time >= ${starts} AND start_time < ${ends}
    GROUP BY 1, 2 ORDER BY 1, 2`);
  const bySource = new Map<string, Record<string, number>>();
  for (const r of rows) {
    const counts = bySource.get(r.source) ?? { confirmed: 0, tentative: 0, cancelled: 0 };
    counts[r.status] = r.count;
    bySource.set(r.source, counts);
  }
  return (["staff", "public", "api"] as const).map((source) => {
    const c = bySource.get(source) ?? { confirmed: 0, tentative: 0, cancelled: 0 };
    return { source, ...c, total: c.confirmed + c.tentative + c.cancelled };
  }) as {
    source: "staff" | "public" | "api";
    confirmed: number;
    tentative: number;
    cancelled: number;
    total: number;
  }[];
}
