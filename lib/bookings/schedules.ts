// The calendar's events: the bookings that overlap the visible range, nothing more.
import { badRequest } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { TenantRef } from "@/lib/tenants/queries";
import { startOfLocalDay, YYYY_MM_DD } from "@/lib/time";

import { bookingCoreSelect, toInstant } from "./bookings";
import { hallColor, STATUS_COLORS } from "./constants";

const MAX_RANGE_DAYS = 400;
const DAY = 86_400_000;

/** A range edge: a local date (midnight in the venue's zone) or an ISO date-time. */
const edge = (value: string, timeZone: string) =>
  YYYY_MM_DD.test(value) ? startOfLocalDay(value, timeZone) : toInstant(value, timeZone);

export async function listSchedule(
  tenant: TenantRef,
  q: { hall?: number; branch?: number; start?: string; end?: string },
) {
  // Without a range: the month around today and the next (a calendar always sends its range).
  const start = q.start ? edge(q.start, tenant.timezone) : new Date(Date.now() - 31 * DAY);
  const end = q.end ? edge(q.end, tenant.timezone) : new Date(Date.now() + 62 * DAY);
  if (end <= start) throw badRequest("end must be after start.");
  if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY)
    throw badRequest(`The range may span at most ${MAX_RANGE_DAYS} days.`);

  const rows = await db.booking.findMany({
    where: {
      tenantId: tenant.id,
      startTime: { lt: end },
      endTime: { gt: start },
      ...(q.hall ? { hallId: q.hall } : {}),
      ...(q.branch ? { branchId: q.branch } : {}),
    },
    // Lean on purpose: a busy month is hundreds of events, and this is the calendar's hot path.
    select: bookingCoreSelect,
    orderBy: [{ startTime: "asc" }, { id: "asc" }],
  });
  return rows.map((b) => ({
    id: b.id,
    title: b.eventName,
    start: b.startTime.toISOString(),
    end: b.endTime.toISOString(),
    status: b.status,
    color: STATUS_COLORS[b.status],
    hall_id: b.hallId,
    hall_name: b.hall.name,
    hall_color: hallColor(b.hallId),
    branch_id: b.branchId,
    branch_name: b.branch.name,
    slot_id: b.slotId,
    customer_name: b.customerName,
    customer_email: b.customerEmail,
    customer_phone: b.customerPhone,
    price: b.price.toFixed(2),
    addons: b.addons,
    booking_token: b.bookingToken,
    notes: b.notes,
    description: b.description,
  }));
}
export type ScheduleEvent = Awaited<ReturnType<typeof listSchedule>>[number];
