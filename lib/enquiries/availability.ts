// What a venue's public site may say about a hall's calendar: each day free, partly booked or
// full, and the times still free, computed from the live bookings and the hall's setup and cleanup
// minutes. Nothing about who booked, what or for how much leaves this module: it reads only the
// ranges bookings block (docs/decisions/040-public-availability-and-enquiries.md). It never offers
// what an enquiry would be refused: nothing that starts inside the venue's minimum notice.
import { enquirySettings } from "@/lib/booking-settings/settings";
import { notFound } from "@/lib/core/errors";
import { Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";
import type { TenantRef } from "@/lib/tenants/queries";
import {
  addLocalDays,
  NonexistentLocalTime,
  startOfLocalDay,
  todayIn,
  wallClock,
  zonedInstant,
} from "@/lib/time";

/** The part of a day the public calendar offers, local time; and the shortest event it counts. */
export const OPEN_FROM = "08:00";
export const SHORTEST_EVENT_MINUTES = 180;
const MINUTE = 60_000;

/** `notice`: nothing on the day may be asked for yet, since it is inside the minimum notice. */
export type DayStatus = "free" | "partial" | "full" | "notice" | "past";
type Range = { from: Date; until: Date };
export type PublicHall = {
  id: number;
  name: string;
  capacity: number;
  setupMinutes: number;
  cleanupMinutes: number;
  requiresSlot: boolean;
  slots: { id: number; name: string; start_time: string; end_time: string }[];
};

/** An active hall of the tenant with its active slots, or 404 (another tenant's is not found). */
export async function publicHall(tenantId: number, hallId: number): Promise<PublicHall> {
  const [hall] = await sql<Omit<PublicHall, "slots">>(Prisma.sql`
    SELECT id, name, capacity, setup_minutes AS "setupMinutes", cleanup_minutes AS "cleanupMinutes",
      requires_slot AS "requiresSlot"
    FROM halls
    WHERE tenant_id = ${tenantId} AND id = ${hallId} AND archived_at IS NULL AND is_active`);
  if (!hall) throw notFound("Hall not found.");
  const slots = await sql<PublicHall["slots"][number]>(Prisma.sql`
    SELECT id, name, start_time, end_time FROM slots
    WHERE tenant_id = ${tenantId} AND hall_id = ${hallId} AND is_active
    ORDER BY start_time, id`);
  return { ...hall, slots };
}

/**
 * The ranges the hall's live bookings block (their periods widened by the buffers), and those of
 * the bookings of halls that share a space with it: a part is taken while its whole is, and the
 * other way round (docs/decisions/082-halls-that-combine.md).
 */
export async function blockedRanges(tenantId: number, hallId: number, from: Date, until: Date) {
  const range = Prisma.sql`tstzrange(${from}, ${until}, '[)')`;
  return sql<Range>(Prisma.sql`
    SELECT blocked_from AS "from", blocked_until AS "until" FROM bookings
    WHERE tenant_id = ${tenantId} AND hall_id = ${hallId} AND status <> 'cancelled'
      AND tstzrange(blocked_from, blocked_until, '[)') && ${range}
    UNION ALL
    SELECT s.blocked_from, s.blocked_until
    FROM (SELECT unnest(spaces) AS space FROM halls
      WHERE tenant_id = ${tenantId} AND id = ${hallId}) mine
    JOIN booking_spaces s ON s.tenant_id = ${tenantId} AND s.space_id = mine.space
      AND tstzrange(s.blocked_from, s.blocked_until, '[)') && ${range}
    JOIN bookings b ON b.tenant_id = ${tenantId} AND b.id = s.booking_id AND b.hall_id <> ${hallId}
    ORDER BY 1`);
}

/** Whether an event from `start` to `end` (with the hall's buffers) is clear of every range. */
export function fits(hall: PublicHall, start: Date, end: Date, blocked: Range[]): boolean {
  const from = start.getTime() - hall.setupMinutes * MINUTE;
  const until = end.getTime() + hall.cleanupMinutes * MINUTE;
  return blocked.every((r) => r.until.getTime() <= from || r.from.getTime() >= until);
}

/**
 * The windows of `date` in which an event can be held, starting from `earliest` at the soonest, as
 * local "HH:MM" times; `whole`: the day is free from its opening to its end.
 */
function freeWindows(hall: PublicHall, date: string, tz: string, blocked: Range[], earliest: Date) {
  const opening = zonedInstant(date, OPEN_FROM, tz).getTime();
  const dayStart = Math.max(opening, earliest.getTime());
  const dayEnd = startOfLocalDay(addLocalDays(date, 1), tz).getTime();
  // Each gap between blocked ranges, shrunk by the new event's own setup and cleanup.
  const windows: { start: number; end: number }[] = [];
  let cursor = -Infinity;
  for (const r of [...blocked, { from: new Date(8.64e15), until: new Date(8.64e15) }]) {
    const start = Math.max(cursor + hall.setupMinutes * MINUTE, dayStart);
    const end = Math.min(r.from.getTime() - hall.cleanupMinutes * MINUTE, dayEnd);
    if (end > start) windows.push({ start, end });
    cursor = Math.max(cursor, r.until.getTime());
  }
  const local = (ms: number) => {
    const at = wallClock(new Date(ms), tz);
    return at.date === date ? at.time : "24:00";
  };
  return {
    whole: windows.length === 1 && windows[0].start === opening && windows[0].end === dayEnd,
    /** the notice leaves no event of the shortest length on this day, booked or not */
    tooSoon: dayEnd - dayStart < SHORTEST_EVENT_MINUTES * MINUTE,
    windows: windows
      .filter((w) => w.end - w.start >= SHORTEST_EVENT_MINUTES * MINUTE)
      .map((w) => ({ start: local(w.start), end: local(w.end) })),
  };
}

/** A slot of the hall on `date`, as the instants it covers; null when the clocks skip it then. */
function slotPeriod(slot: PublicHall["slots"][number], date: string, tz: string) {
  const endDate = slot.end_time > slot.start_time ? date : addLocalDays(date, 1);
  try {
    return {
      start: zonedInstant(date, slot.start_time, tz),
      end: zonedInstant(endDate, slot.end_time, tz),
    };
  } catch (error) {
    if (error instanceof NonexistentLocalTime) return null;
    throw error;
  }
}

export type AvailabilityDay = {
  date: string;
  status: DayStatus;
  /** the times still free: windows of at least the shortest event, or the free slots */
  free: { start: string; end: string; slot_id?: number; name?: string }[];
};

/** The hall's slots on a day: those the notice still allows, and which of them are free. */
function slotsOf(hall: PublicHall, date: string, tz: string, blocked: Range[], earliest: Date) {
  // A slot the clocks skip on this day (a DST change) is never offered.
  const askable = hall.slots.flatMap((s) => {
    const p = slotPeriod(s, date, tz);
    return p && p.start >= earliest ? [{ s, p }] : [];
  });
  const free = askable
    .filter(({ p }) => fits(hall, p.start, p.end, blocked))
    .map(({ s }) => ({ start: s.start_time, end: s.end_time, slot_id: s.id, name: s.name }));
  return { askable: askable.length, free };
}

/**
 * A day of the hall, offering only what starts at `earliest` (now plus the notice) or later. A
 * slots-only hall offers its slots; a hall without slots the free time left; a hall with slots
 * that takes other times too, both: its free slots, then the free time left, and the day's status
 * is the free time's (a booking across a slot leaves the rest of the day free).
 */
function dayOf(
  hall: PublicHall,
  date: string,
  tz: string,
  blocked: Range[],
  earliest: Date,
): AvailabilityDay {
  if (date < todayIn(tz)) return { date, status: "past", free: [] };
  const slots = slotsOf(hall, date, tz, blocked, earliest);
  if (hall.slots.length && hall.requiresSlot) {
    const status = !slots.askable
      ? "notice"
      : !slots.free.length
        ? "full"
        : slots.free.length === hall.slots.length
          ? "free"
          : "partial";
    return { date, status, free: slots.free };
  }
  const { whole, tooSoon, windows } = freeWindows(hall, date, tz, blocked, earliest);
  const free = [...slots.free, ...windows];
  const status =
    tooSoon && !slots.askable ? "notice" : !free.length ? "full" : whole ? "free" : "partial";
  return { date, status, free };
}

/** The month `month` ("YYYY-MM", default this month) of the hall, day by day. */
export async function monthAvailability(
  tenant: TenantRef,
  hallId: number,
  month: string | undefined,
  now = new Date(),
) {
  const tz = tenant.timezone;
  const [hall, settings] = await Promise.all([
    publicHall(tenant.id, hallId),
    enquirySettings(tenant.id),
  ]);
  // An enquiry must come this long before its start: nothing sooner is offered.
  const earliest = new Date(now.getTime() + settings.minNoticeHours * 3_600_000);
  const first = `${month ?? todayIn(tz).slice(0, 7)}-01`;
  const next = `${addLocalDays(first, 31).slice(0, 7)}-01`;
  const from = startOfLocalDay(first, tz);
  const until = startOfLocalDay(addLocalDays(next, 1), tz);
  const blocked = await blockedRanges(tenant.id, hall.id, from, until);
  const days: AvailabilityDay[] = [];
  for (let date = first; date < next; date = addLocalDays(date, 1))
    days.push(dayOf(hall, date, tz, blocked, earliest));
  return {
    hall: {
      id: hall.id,
      name: hall.name,
      capacity: hall.capacity,
      /** only by its slots; else its slots or any free time */
      requires_slot: hall.requiresSlot,
    },
    month: first.slice(0, 7),
    time_zone: tz,
    slots: hall.slots,
    days,
  };
}
export type MonthAvailability = Awaited<ReturnType<typeof monthAvailability>>;

/**
 * Up to `count` dates near `date`, nearest first (later before earlier on a tie), on which the
 * same local times are free and start at `earliest` or later (now plus the venue's notice, as
 * monthAvailability offers: only what an enquiry accepts); none further than `reach` days.
 */
export async function nearestFreeDays(
  tenant: TenantRef,
  hall: PublicHall,
  wanted: { date: string; start: string; end: string },
  { earliest, count = 3, reach = 60 }: { earliest: Date; count?: number; reach?: number },
): Promise<string[]> {
  const tz = tenant.timezone;
  const from = startOfLocalDay(addLocalDays(wanted.date, -reach - 1), tz);
  const until = startOfLocalDay(addLocalDays(wanted.date, reach + 2), tz);
  const blocked = await blockedRanges(tenant.id, hall.id, from, until);
  const found: string[] = [];
  for (let step = 1; step <= reach && found.length < count; step++)
    for (const date of [addLocalDays(wanted.date, step), addLocalDays(wanted.date, -step)]) {
      const endDate = wanted.end > wanted.start ? date : addLocalDays(date, 1);
      let start: Date, end: Date;
      try {
        start = zonedInstant(date, wanted.start, tz);
        end = zonedInstant(endDate, wanted.end, tz);
      } catch {
        continue; // a time the clocks skip on that day
      }
      if (start >= earliest && fits(hall, start, end, blocked) && found.length < count)
        found.push(date);
    }
  return found;
}
