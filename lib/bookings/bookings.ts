// Bookings: create, read, change and delete, with every rule of the venue applied here and the one
// that matters most (no two live bookings of a hall overlap) held by the database itself.
import { isExclusionViolation } from "@/lib/api/db-errors";
import { conflict, notFound, ValidationError, type FieldErrors } from "@/lib/api/errors";
import { JsonText } from "@/lib/api/json-text";
import { db, Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";
import type { TenantRef } from "@/lib/tenants/queries";
import { describeRange, nextLocalDate, startOfLocalDay } from "@/lib/time";

import { changesBetween, recordChange } from "./history";
import { insertBooking } from "./insert";
import { noticeOfBookingChange } from "./notices";
import { bookingsPage, firstClash, likeEscaped, where, type Clash } from "./reads";
import { periodErrors, readBookingTime } from "./rules";
import {
  HALL_INACTIVE,
  HALL_NOT_FOUND,
  type BookingCreate,
  type BookingFilters,
  type BookingPatch,
} from "./schemas";
import { bookingSelect, serializeBooking, type BookingDto, type BookingRow } from "./serialize";
import { resolveSlot } from "./slot-rules";

type InTenant = { tenant: TenantRef };
type ByUser = InTenant & { userId: number };

/** A booking of the tenant, or 404 (another tenant's booking is not found either). */
export async function findBookingOrThrow({ tenantId, id }: { tenantId: number; id: number }) {
  const row = await db.booking.findFirst({ where: { tenantId, id }, select: bookingSelect });
  if (!row) throw notFound();
  return row;
}

export async function getBooking({ tenant, id }: InTenant & { id: number }) {
  return serializeBooking(await findBookingOrThrow({ tenantId: tenant.id, id }));
}

type BookableHall = { id: number; branchId: number; requiresSlot: boolean; isActive: boolean };

/** The hall a booking names, unless archived or another tenant's. On every create: no Prisma. */
async function bookableHall(tenantId: number, hallId: number): Promise<BookableHall> {
  const [hall] = await sql<BookableHall>(Prisma.sql`
    SELECT id, branch_id AS "branchId", requires_slot AS "requiresSlot", is_active AS "isActive"
    FROM halls WHERE tenant_id = ${tenantId} AND id = ${hallId} AND archived_at IS NULL`);
  if (!hall) throw ValidationError.of("hall", HALL_NOT_FOUND);
  return hall;
}

/**
 * The period a request asks for, read in the venue's zone and checked: a time the clocks skip, an
 * end before the start, a booking longer than the venue allows or starting years away are refused.
 */
function checkedPeriod(
  tenant: TenantRef,
  times: { start_time: string | Date; end_time: string | Date },
) {
  const errors: FieldErrors = {};
  const read = (field: "start_time" | "end_time") => {
    const value = times[field];
    if (value instanceof Date) return value;
    const { instant, error } = readBookingTime(value, tenant.timezone);
    if (error) errors[field] = [error];
    return instant;
  };
  const start = read("start_time");
  const end = read("end_time");
  if (!start || !end) throw new ValidationError(errors);
  const problems = periodErrors(start, end, { maxDays: tenant.maxBookingDays });
  for (const [field, message] of Object.entries(problems)) errors[field] = [message];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { start, end };
}

/** Turns a refused overlap into a 409 that names the booking in the way. */
async function overlapConflict(
  tenant: TenantRef,
  period: { hallId: number; start: Date; end: Date; exceptId?: number },
) {
  const [clash] = await sql<Clash>(firstClash(tenant.id, period));
  if (!clash) return conflict("This hall is already booked at that time.");
  const when = describeRange(clash.startTime, clash.endTime, tenant.timezone);
  return conflict(`This hall is already booked ${when} (${clash.eventName}).`);
}

/** The columns of the descriptive fields sent; Prisma leaves out those that are undefined. */
function columns(input: BookingPatch) {
  return {
    eventName: input.event_name,
    status: input.status,
    addons: input.addons,
    customerName: input.customer_name,
    customerEmail: input.customer_email,
    customerPhone: input.customer_phone,
    price: input.price,
    bookingToken: input.booking_token,
    description: input.description,
    notes: input.notes,
  };
}

/** The history's changes between two states of a booking's row (null: none). */
const rowChanges = (before: BookingRow | null, after: BookingRow | null) =>
  changesBetween(before && serializeBooking(before), after && serializeBooking(after));

/**
 * A new booking. Most are one statement: a valid period in a hall without slots is inserted with
 * the hall checked in the same statement. Anything else (a slot, a hall that is not there or not
 * active, a period to refuse) takes the path that reads the hall first and words the refusal, in
 * the order the fields are checked.
 */
export async function createBooking({ tenant, userId, input }: ByUser & { input: BookingCreate }) {
  const direct = input.slot_id == null ? periodOrNull(tenant, input) : null;
  const made = direct && (await insertOrConflict(tenant, userId, input, direct, null));
  if (made) return new JsonText<BookingDto>(made);

  const hall = await bookableHall(tenant.id, input.hall);
  if (!hall.isActive) throw ValidationError.of("hall", HALL_INACTIVE);
  const period = checkedPeriod(tenant, input);
  const slotId = await resolveSlot(tenant, hall, period.start, period.end, input.slot_id ?? null);
  const row = await insertOrConflict(tenant, userId, input, period, slotId);
  if (row) return new JsonText<BookingDto>(row);
  // The hall changed between the two statements (archived or deactivated meanwhile).
  const now = await bookableHall(tenant.id, input.hall);
  throw ValidationError.of("hall", now.isActive ? HALL_NOT_FOUND : HALL_INACTIVE);
}

function periodOrNull(tenant: TenantRef, input: BookingCreate) {
  try {
    return checkedPeriod(tenant, input);
  } catch {
    return null;
  }
}

async function insertOrConflict(
  tenant: TenantRef,
  userId: number,
  input: BookingCreate,
  { start, end }: { start: Date; end: Date },
  slotId: number | null,
) {
  try {
    return await insertBooking({
      tenantId: tenant.id,
      hallId: input.hall,
      slotId,
      start,
      end,
      input,
      userId,
    });
  } catch (error) {
    if (isExclusionViolation(error))
      throw await overlapConflict(tenant, { hallId: input.hall, start, end });
    throw error;
  }
}

/** Partial update: only what is sent changes; the rules are checked on the result. */
export async function updateBooking({
  tenant,
  userId,
  id,
  input,
}: ByUser & { id: number; input: BookingPatch }) {
  const current = await findBookingOrThrow({ tenantId: tenant.id, id });
  const hallChanged = input.hall !== undefined && input.hall !== current.hallId;
  const hall = await bookableHall(tenant.id, input.hall ?? current.hallId);
  if (hallChanged && !hall.isActive) throw ValidationError.of("hall", HALL_INACTIVE);
  // Times are checked when they are sent: an old booking stays editable as it is.
  const timesSent = input.start_time !== undefined || input.end_time !== undefined;
  const { start, end } = timesSent
    ? checkedPeriod(tenant, {
        start_time: input.start_time ?? current.startTime,
        end_time: input.end_time ?? current.endTime,
      })
    : { start: current.startTime, end: current.endTime };
  const moved =
    hallChanged ||
    start.getTime() !== current.startTime.getTime() ||
    end.getTime() !== current.endTime.getTime();
  // A move leaves its slot, unless the hall requires slots: then the times must match one.
  const slotId =
    moved || input.slot_id !== undefined
      ? await resolveSlot(tenant, hall, start, end, input.slot_id ?? null)
      : current.slotId;
  try {
    const row = await db.$transaction(async (tx) => {
      const updated = await tx.booking.update({
        where: { id: current.id, tenantId: tenant.id },
        data: {
          hallId: hall.id,
          branchId: hall.branchId,
          slotId,
          startTime: start,
          endTime: end,
          ...columns(input),
        },
        select: bookingSelect,
      });
      const changes = rowChanges(current, updated);
      if (Object.keys(changes).length) {
        await recordChange(tx, {
          tenantId: tenant.id,
          bookingId: id,
          userId,
          action: "updated",
          eventName: updated.eventName,
          changes,
        });
        await noticeOfBookingChange(tx, {
          tenantId: tenant.id,
          bookingId: id,
          actorId: userId,
          ownerId: current.createdById,
          action: "updated",
          eventName: updated.eventName,
        });
      }
      return updated;
    });
    return serializeBooking(row);
  } catch (error) {
    if (isExclusionViolation(error))
      throw await overlapConflict(tenant, { hallId: hall.id, start, end, exceptId: id });
    throw error;
  }
}

export async function deleteBooking({ tenant, userId, id }: ByUser & { id: number }) {
  const current = await findBookingOrThrow({ tenantId: tenant.id, id });
  await db.$transaction(async (tx) => {
    await recordChange(tx, {
      tenantId: tenant.id,
      bookingId: id,
      userId,
      action: "deleted",
      eventName: current.eventName,
      changes: rowChanges(current, null),
    });
    await noticeOfBookingChange(tx, {
      tenantId: tenant.id,
      bookingId: id,
      actorId: userId,
      ownerId: current.createdById,
      action: "deleted",
      eventName: current.eventName,
    });
    await tx.booking.deleteMany({ where: { tenantId: tenant.id, id } });
  });
}

/** The tenant's bookings, filtered and ordered by start, one page at a time. */
export async function listBookings({ tenant, filters: f }: InTenant & { filters: BookingFilters }) {
  const q = f.q?.trim();
  const like = q ? `%${likeEscaped(q)}%` : null;
  const tz = tenant.timezone;
  const condition = where([
    Prisma.sql`b.tenant_id = ${tenant.id}`,
    f.hall !== undefined && Prisma.sql`b.hall_id = ${f.hall}`,
    f.status !== undefined && Prisma.sql`b.status = ${f.status}::booking_status`,
    f.start_date && Prisma.sql`b.start_time >= ${startOfLocalDay(f.start_date, tz)}`,
    f.end_date && Prisma.sql`b.start_time < ${startOfLocalDay(nextLocalDate(f.end_date), tz)}`,
    like &&
      Prisma.sql`(b.customer_name ILIKE ${like} OR b.customer_email ILIKE ${like}
        OR b.customer_phone LIKE ${like})`,
  ]);
  const { count, results } = await bookingsPage(condition, {
    offset: (f.page - 1) * f.page_size,
    limit: f.page_size,
  });
  const head = JSON.stringify({ count, page: f.page, page_size: f.page_size }).slice(0, -1);
  return new JsonText<BookingPage>(`${head},"results":[${results}]}`);
}
export type BookingPage = { count: number; page: number; page_size: number; results: BookingDto[] };
