// Bookings: create, read, change and delete, with every rule of the venue applied here and the one
// that matters most (no two live bookings of a hall overlap) held by the database itself.
import { isExclusionViolation } from "@/lib/api/db-errors";
import { conflict, notFound, ValidationError } from "@/lib/api/errors";
import { db, Prisma } from "@/lib/db";
import type { TenantRef } from "@/lib/tenants/queries";
import { describeRange, nextLocalDate, startOfLocalDay, zonedInstant } from "@/lib/time";

import { recordChange, type Changes } from "./history";
import { END_AFTER_START, HALL_NOT_FOUND, type BookingCreate, type BookingPatch } from "./schemas";
import { resolveSlot } from "./slot-rules";

/** What a booking shows everywhere; the calendar's events need nothing more. */
export const bookingCoreSelect = {
  id: true,
  eventName: true,
  startTime: true,
  endTime: true,
  hallId: true,
  branchId: true,
  slotId: true,
  status: true,
  addons: true,
  customerName: true,
  customerEmail: true,
  customerPhone: true,
  price: true,
  bookingToken: true,
  description: true,
  notes: true,
  hall: { select: { name: true } },
  branch: { select: { name: true } },
} as const satisfies Prisma.BookingSelect;

export const bookingSelect = {
  ...bookingCoreSelect,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.BookingSelect;

type BookingRow = Prisma.BookingGetPayload<{ select: typeof bookingSelect }>;

/** A booking as the API shows it (spec §3 "Booking (as read)"). */
export function serializeBooking(b: BookingRow) {
  return {
    id: b.id,
    event_name: b.eventName,
    title: b.eventName,
    start_time: b.startTime.toISOString(),
    end_time: b.endTime.toISOString(),
    hall: b.hallId,
    hall_id: b.hallId,
    hall_name: b.hall.name,
    branch: b.branchId,
    branch_name: b.branch.name,
    slot_id: b.slotId,
    status: b.status,
    addons: b.addons,
    customer_name: b.customerName,
    customer_email: b.customerEmail,
    customer_phone: b.customerPhone,
    price: b.price.toFixed(2),
    booking_token: b.bookingToken,
    description: b.description,
    notes: b.notes,
    created_at: b.createdAt.toISOString(),
    updated_at: b.updatedAt.toISOString(),
  };
}
export type BookingDto = ReturnType<typeof serializeBooking>;

const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/** An ISO date-time as an instant; without an offset it is wall-clock time in the venue's zone. */
export function toInstant(value: string, timeZone: string): Date {
  if (HAS_OFFSET.test(value)) return new Date(value);
  const [date, time] = value.split("T");
  const instant = zonedInstant(date, time.slice(0, 5), timeZone);
  const seconds = Number(time.slice(6, 8) || 0);
  return new Date(instant.getTime() + seconds * 1000);
}

async function bookableHall(tenantId: number, hallId: number) {
  const hall = await db.hall.findFirst({
    where: { tenantId, id: hallId, archivedAt: null },
    select: { id: true, branchId: true, requiresSlot: true, isActive: true, name: true },
  });
  if (!hall) throw ValidationError.of("hall", HALL_NOT_FOUND);
  return hall;
}

export async function getBooking(tenantId: number, id: number) {
  const row = await db.booking.findFirst({ where: { tenantId, id }, select: bookingSelect });
  if (!row) throw notFound();
  return serializeBooking(row);
}

/** Turns a refused overlap into a 409 that names the booking in the way. */
async function overlapConflict(
  tenant: TenantRef,
  hallId: number,
  start: Date,
  end: Date,
  exceptId?: number,
) {
  const clash = await db.booking.findFirst({
    where: {
      tenantId: tenant.id,
      hallId,
      status: { not: "cancelled" },
      startTime: { lt: end },
      endTime: { gt: start },
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
    select: { startTime: true, endTime: true, eventName: true },
    orderBy: { startTime: "asc" },
  });
  return conflict(
    clash
      ? `This hall is already booked ${describeRange(clash.startTime, clash.endTime, tenant.timezone)} (${clash.eventName}).`
      : "This hall is already booked at that time.",
  );
}

export async function createBooking(tenant: TenantRef, userId: number, input: BookingCreate) {
  const hall = await bookableHall(tenant.id, input.hall);
  if (!hall.isActive)
    throw ValidationError.of("hall", "This hall is inactive and does not take bookings.");
  const start = toInstant(input.start_time, tenant.timezone);
  const end = toInstant(input.end_time, tenant.timezone);
  if (end <= start) throw ValidationError.of("end_time", END_AFTER_START);
  const slotId = await resolveSlot(tenant, hall, start, end, input.slot_id ?? null);

  const data = {
    tenantId: tenant.id,
    hallId: hall.id,
    branchId: hall.branchId,
    slotId,
    eventName: input.event_name,
    startTime: start,
    endTime: end,
    status: input.status,
    addons: input.addons,
    customerName: input.customer_name,
    customerEmail: input.customer_email,
    customerPhone: input.customer_phone,
    price: input.price,
    bookingToken: input.booking_token,
    description: input.description,
    notes: input.notes,
    createdById: userId,
  } satisfies Prisma.BookingUncheckedCreateInput;
  try {
    const row = await db.$transaction(async (tx) => {
      const created = await tx.booking.create({ data, select: bookingSelect });
      await recordChange(tx, {
        tenantId: tenant.id,
        bookingId: created.id,
        userId,
        action: "created",
        eventName: created.eventName,
        changes: snapshot(created),
      });
      return created;
    });
    return serializeBooking(row);
  } catch (error) {
    if (isExclusionViolation(error)) throw await overlapConflict(tenant, hall.id, start, end);
    throw error;
  }
}

/** The fields a history entry shows, in API names. */
function snapshot(b: BookingRow): Changes {
  const s = serializeBooking(b);
  const fields = [
    "event_name",
    "hall_name",
    "start_time",
    "end_time",
    "status",
    "customer_name",
    "customer_email",
    "customer_phone",
    "price",
    "addons",
    "booking_token",
    "notes",
    "description",
    "slot_id",
  ] as const;
  return Object.fromEntries(fields.map((f) => [f, [null, s[f]]]));
}

/** Partial update: only what is sent changes; the rules are checked on the result. */
export async function updateBooking(
  tenant: TenantRef,
  userId: number,
  id: number,
  input: BookingPatch,
) {
  const current = await db.booking.findFirst({
    where: { tenantId: tenant.id, id },
    select: bookingSelect,
  });
  if (!current) throw notFound();

  const hallChanged = input.hall !== undefined && input.hall !== current.hallId;
  const hall = await bookableHall(tenant.id, input.hall ?? current.hallId);
  if (hallChanged && !hall.isActive)
    throw ValidationError.of("hall", "This hall is inactive and does not take bookings.");
  const start =
    input.start_time !== undefined
      ? toInstant(input.start_time, tenant.timezone)
      : current.startTime;
  const end =
    input.end_time !== undefined ? toInstant(input.end_time, tenant.timezone) : current.endTime;
  if (end <= start) throw ValidationError.of("end_time", END_AFTER_START);
  const timesChanged =
    hallChanged ||
    start.getTime() !== current.startTime.getTime() ||
    end.getTime() !== current.endTime.getTime();
  // A move leaves its slot unless the hall requires slots: then the new times must match one of
  // them.
  const slotId =
    timesChanged || input.slot_id !== undefined
      ? await resolveSlot(
          tenant,
          hall,
          start,
          end,
          input.slot_id === undefined ? null : input.slot_id,
        )
      : current.slotId;

  const data: Prisma.BookingUncheckedUpdateInput = {
    hallId: hall.id,
    branchId: hall.branchId,
    slotId,
    startTime: start,
    endTime: end,
    ...(input.event_name !== undefined ? { eventName: input.event_name || "New Booking" } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
    ...(input.addons !== undefined ? { addons: input.addons } : {}),
    ...(input.customer_name !== undefined
      ? { customerName: input.customer_name || "Walk-in" }
      : {}),
    ...(input.customer_email !== undefined ? { customerEmail: input.customer_email } : {}),
    ...(input.customer_phone !== undefined ? { customerPhone: input.customer_phone } : {}),
    ...(input.price !== undefined ? { price: input.price } : {}),
    ...(input.booking_token !== undefined ? { bookingToken: input.booking_token } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.notes !== undefined ? { notes: input.notes } : {}),
  };
  try {
    const row = await db.$transaction(async (tx) => {
      const updated = await tx.booking.update({
        where: { id: current.id, tenantId: tenant.id },
        data,
        select: bookingSelect,
      });
      const changes = diff(current, updated);
      if (Object.keys(changes).length)
        await recordChange(tx, {
          tenantId: tenant.id,
          bookingId: id,
          userId,
          action: "updated",
          eventName: updated.eventName,
          changes,
        });
      return updated;
    });
    return serializeBooking(row);
  } catch (error) {
    if (isExclusionViolation(error)) throw await overlapConflict(tenant, hall.id, start, end, id);
    throw error;
  }
}

function diff(before: BookingRow, after: BookingRow): Changes {
  const a = serializeBooking(before);
  const b = serializeBooking(after);
  const changes: Changes = {};
  for (const key of Object.keys(b) as (keyof BookingDto)[]) {
    if (key === "updated_at" || key === "title" || key === "hall_id") continue;
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) changes[key] = [a[key], b[key]];
  }
  return changes;
}

export async function deleteBooking(tenant: TenantRef, userId: number, id: number) {
  const current = await db.booking.findFirst({
    where: { tenantId: tenant.id, id },
    select: bookingSelect,
  });
  if (!current) throw notFound();
  await db.$transaction(async (tx) => {
    await recordChange(tx, {
      tenantId: tenant.id,
      bookingId: id,
      userId,
      action: "deleted",
      eventName: current.eventName,
      changes: Object.fromEntries(
        Object.entries(snapshot(current)).map(([k, [, v]]) => [k, [v, null]]),
      ),
    });
    await tx.booking.deleteMany({ where: { tenantId: tenant.id, id } });
  });
}

export type BookingFilters = {
  hall?: number;
  status?: "confirmed" | "tentative" | "cancelled";
  start_date?: string;
  end_date?: string;
  q?: string;
  page: number;
  page_size: number;
};

/** The tenant's bookings, filtered and ordered by start, one page at a time. */
export async function listBookings(tenant: TenantRef, f: BookingFilters) {
  const startTime: Prisma.DateTimeFilter = {};
  if (f.start_date) startTime.gte = startOfLocalDay(f.start_date, tenant.timezone);
  if (f.end_date) startTime.lt = startOfLocalDay(nextLocalDate(f.end_date), tenant.timezone);
  const q = f.q?.trim();
  const where: Prisma.BookingWhereInput = {
    tenantId: tenant.id,
    ...(f.hall ? { hallId: f.hall } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.start_date || f.end_date ? { startTime } : {}),
    ...(q
      ? {
          OR: [
            { customerName: { contains: q, mode: "insensitive" } },
            { customerEmail: { contains: q, mode: "insensitive" } },
            { customerPhone: { contains: q } },
          ],
        }
      : {}),
  };
  const [count, rows] = await Promise.all([
    db.booking.count({ where }),
    db.booking.findMany({
      where,
      select: bookingSelect,
      orderBy: [{ startTime: "asc" }, { id: "asc" }],
      skip: (f.page - 1) * f.page_size,
      take: f.page_size,
    }),
  ]);
  return { count, page: f.page, page_size: f.page_size, results: rows.map(serializeBooking) };
}
