// The venue dashboard's figures, computed from the bookings (spec §9 "Dashboard rules").
import { NET_PAID_SQL } from "@/lib/bookings/deposit-state";
import { recentActivity } from "@/lib/bookings/history";
import { bookingSelect, serializeBooking } from "@/lib/bookings/serialize";
import { db, Prisma } from "@/lib/db";
import type { TenantRef } from "@/lib/tenants/queries";
import { addLocalDays, wallClock, zonedInstant } from "@/lib/time";

const DAY = 86_400_000;
export const NEXT_UP_COUNT = 5;
export const CHART_WEEKS = 12;

const pad = (n: number) => String(n).padStart(2, "0");

/** The first instant of the month after `now`, and of the month after that, in the venue's zone. */
function nextMonth(now: Date, timeZone: string) {
  const [y, m] = wallClock(now, timeZone).date.split("-").map(Number);
  const first = (year: number, month: number) =>
    zonedInstant(
      `${year + Math.floor((month - 1) / 12)}-${pad(((month - 1) % 12) + 1)}-01`,
      "00:00",
      timeZone,
    );
  return { start: first(y, m + 1), end: first(y, m + 2) };
}

/** Monday of the week containing `date` (local "YYYY-MM-DD"). */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addLocalDays(date, -((weekday + 6) % 7));
}

/** `dateLocale`: the locale the venue's dates are written in (lib/locale.ts), for the chart. */
export async function getDashboard(tenant: TenantRef, now = new Date(), dateLocale = "en-US") {
  const shortDate = new Intl.DateTimeFormat(dateLocale, {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  const tenantId = tenant.id;
  const live = { not: "cancelled" as const };
  const month = nextMonth(now, tenant.timezone);
  const thisMonday = mondayOf(wallClock(now, tenant.timezone).date);
  const firstMonday = addLocalDays(thisMonday, -7 * (CHART_WEEKS - 1));
  const chartStart = zonedInstant(firstMonday, "00:00", tenant.timezone);

  const [
    activeBookings,
    availableHalls,
    upcomingEvents,
    pendingApprovals,
    newThisWeek,
    revenue,
    nextUp,
    pending,
    activity,
    weekly,
    ledger,
  ] = await Promise.all([
    // Active bookings are the confirmed ones still to come or under way.
    db.booking.count({ where: { tenantId, status: "confirmed", endTime: { gt: now } } }),
    db.hall.count({ where: { tenantId, archivedAt: null, isActive: true } }),
    db.booking.count({ where: { tenantId, status: live, startTime: { gt: now } } }),
    db.booking.count({ where: { tenantId, status: "tentative", startTime: { gt: now } } }),
    db.booking.count({
      where: { tenantId, createdAt: { gte: new Date(now.getTime() - 7 * DAY) } },
    }),
    db.booking.aggregate({
      _sum: { price: true },
      _count: true,
      where: { tenantId, status: live, startTime: { gte: month.start, lt: month.end } },
    }),
    db.booking.findMany({
      where: { tenantId, status: live, startTime: { gt: now } },
      orderBy: [{ startTime: "asc" }, { id: "asc" }],
      take: NEXT_UP_COUNT + 1,
      select: bookingSelect,
    }),
    // The tentative bookings to decide on: the holds that run out soonest first, then the rest.
    db.booking.findMany({
      where: { tenantId, status: "tentative", startTime: { gt: now } },
      orderBy: [{ holdUntil: { sort: "asc", nulls: "last" } }, { startTime: "asc" }, { id: "asc" }],
      take: NEXT_UP_COUNT,
      select: bookingSelect,
    }),
    recentActivity({ tenantId, take: 6 }),
    db.$queryRaw<{ week: string; count: bigint }[]>(Prisma.sql`
      SELECT to_char(date_trunc('week', start_time AT TIME ZONE ${tenant.timezone}), 'YYYY-MM-DD') AS week, count(*) AS count
      FROM bookings
      WHERE tenant_id = ${tenantId} AND status <> 'cancelled' AND start_time >= ${chartStart} AND start_time < ${zonedInstant(addLocalDays(thisMonday, 7), "00:00", tenant.timezone)}
      GROUP BY 1`),
    ledgerFigures(tenant, now, month),
  ]);

  const byWeek = new Map(weekly.map((w) => [w.week, Number(w.count)]));
  const chart = Array.from({ length: CHART_WEEKS }, (_, i) => {
    const monday = addLocalDays(firstMonday, 7 * i);
    return {
      week: monday,
      label: shortDate.format(new Date(`${monday}T12:00:00Z`)),
      bookings: byWeek.get(monday) ?? 0,
    };
  });

  return {
    glance: { activeBookings, availableHalls, upcomingEvents, pendingApprovals },
    snapshot: {
      newThisWeek,
      revenueNextMonth: (revenue._sum.price ?? new Prisma.Decimal(0)).toFixed(2),
      bookingsNextMonth: revenue._count,
      /** payments less refunds received this local month (the ledger's live entries) */
      receivedThisMonth: ledger.received,
      /** what next month's confirmed bookings still owe */
      dueNextMonth: ledger.due,
      nextMonthStart: month.start.toISOString(),
    },
    nextUp: nextUp.slice(0, NEXT_UP_COUNT).map(serializeBooking),
    moreUpcoming: nextUp.length > NEXT_UP_COUNT,
    pending: pending.map(serializeBooking),
    /** the instant the figures are for (ms) */
    now: now.getTime(),
    activity,
    chart,
  };
}
export type Dashboard = Awaited<ReturnType<typeof getDashboard>>;

/** The ledger's figures for the snapshot (decision 086): exact decimal strings, two places. */
async function ledgerFigures(
  tenant: TenantRef,
  now: Date,
  next: { start: Date; end: Date },
): Promise<{ received: string; due: string }> {
  const today = wallClock(now, tenant.timezone).date;
  const first = `${today.slice(0, 7)}-01`;
  const [row] = await db.$queryRaw<{ received: string; due: string }[]>(Prisma.sql`
    SELECT round(coalesce((
        SELECT sum(CASE p.kind WHEN 'payment' THEN p.amount ELSE -p.amount END)
        FROM booking_payments p
        WHERE p.tenant_id = ${tenant.id} AND p.voided_at IS NULL
          AND p.received_on >= ${first}::date
          AND p.received_on < (${first}::date + interval '1 month')::date), 0), 2)::text
        AS received,
      round(coalesce((
        SELECT sum(greatest(b.price - ${NET_PAID_SQL}, 0))
        FROM bookings b
        WHERE b.tenant_id = ${tenant.id} AND b.status = 'confirmed'
          AND b.start_time >= ${next.start} AND b.start_time < ${next.end}), 0), 2)::text AS due`);
  return row;
}
