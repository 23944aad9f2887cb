// The checks a booking's create and update share: the hall it names, the period it asks for, the
// 409 that names the booking in the way, and the columns a request writes as sent; and the walk
// that places a new booking (placeNewBooking), so that creating one enters here once.
import { isExclusionViolation, sqlState } from "@/lib/core/db-errors";
import { conflict, ValidationError, type FieldErrors } from "@/lib/core/errors";
import { Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";
import type { TenantRef } from "@/lib/tenants/queries";
import { describeRange } from "@/lib/time";

import { INPUT_NAMES, modelOf, type InputName, type ModelOf } from "./fields";
import { firstClash, type Clash } from "./reads";
import { holdError, periodErrors, readBookingTime } from "./rules";
import {
  BUFFER_CLASH,
  HALL_INACTIVE,
  HALL_NOT_FOUND,
  sharedSpaceClash,
  type BookingCreate,
  type BookingPatch,
} from "./schemas";
import { resolveSlot } from "./slot-rules";

type BookableHall = {
  id: number;
  branchId: number;
  requiresSlot: boolean;
  isActive: boolean;
  /** how long each booking blocks the hall before and after it (decision 038) */
  setupMinutes: number;
  cleanupMinutes: number;
};

/** The hall a booking names, unless archived or another tenant's. On every create: no Prisma. */
export async function bookableHall(tenantId: number, hallId: number): Promise<BookableHall> {
  const [hall] = await sql<BookableHall>(Prisma.sql`
    SELECT id, branch_id AS "branchId", requires_slot AS "requiresSlot", is_active AS "isActive",
      setup_minutes AS "setupMinutes", cleanup_minutes AS "cleanupMinutes"
    FROM halls WHERE tenant_id = ${tenantId} AND id = ${hallId} AND archived_at IS NULL`);
  if (!hall) throw ValidationError.of("hall", HALL_NOT_FOUND);
  return hall;
}

/**
 * The period a request asks for, read in the venue's zone and checked: a time the clocks skip, an
 * end before the start, a booking longer than the venue allows or starting years away are refused.
 */
export function checkedPeriod(
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

/**
 * The hold a request asks for (a date-time, read in the venue's zone), checked against the
 * booking's status and start; null for none.
 */
export function checkedHold(
  tenant: TenantRef,
  hold: string | null,
  booking: { status: string; start: Date },
): Date | null {
  if (hold === null) return null;
  const read = readBookingTime(hold, tenant.timezone);
  if (read.error !== undefined) throw ValidationError.of("hold_until", read.error);
  const problem = holdError(read.instant, booking);
  if (problem) throw ValidationError.of("hold_until", problem);
  return read.instant;
}

/**
 * Turns a refused overlap into a 409 that names the booking in the way, and says when it is only
 * the hall's setup or cleanup time between the two that is in the way.
 */
export async function overlapConflict(
  tenant: TenantRef,
  period: { hallId: number; start: Date; end: Date; exceptId?: number },
) {
  // Prepared, one plan per shape: planning it cost PostgreSQL more than running it.
  const [clash] = await sql<Clash>(firstClash(tenant.id, period), {
    prepared: period.exceptId === undefined ? "hallbook_first_clash" : "hallbook_first_clash_other",
  });
  if (!clash) return conflict("This hall is already booked at that time.");
  const when = describeRange(clash.startTime, clash.endTime, tenant.timezone);
  if (clash.hallName !== null)
    return conflict(sharedSpaceClash(clash.hallName, `${when} (${clash.eventName})`));
  if (clash.startTime < period.end && period.start < clash.endTime)
    return conflict(`This hall is already booked ${when} (${clash.eventName}).`);
  return conflict(`${BUFFER_CLASH} It is booked ${when} (${clash.eventName}).`);
}

/**
 * The columns of the fields a request sends that are written as sent (./fields.ts); Prisma leaves
 * out those that are undefined.
 */
export function columns(input: BookingPatch) {
  return Object.fromEntries(
    INPUT_NAMES.filter((name) => !DEPOSIT_NAMES.has(name)).map((name) => [
      modelOf(name),
      input[name],
    ]),
  ) as { [K in Exclude<InputName, DepositName> as ModelOf<K>]: BookingPatch[K] };
}

/** Worked out apart, from the price and the venue (./deposit.ts depositColumns). */
type DepositName = "deposit_amount" | "deposit_due_on";
const DEPOSIT_NAMES = new Set<InputName>(["deposit_amount", "deposit_due_on"]);

/**
 * How many times a new booking's insert is sent while PostgreSQL breaks a deadlock by failing it
 * (40P01): two bookings of halls that share a space, inserted at the same moment, can each wait
 * for the other's uncommitted row of that space. Sent again, after a random pause (so that a burst
 * of them does not meet again at once), it sees what the other wrote.
 */
const DEADLOCK_ATTEMPTS = 3;
const pauseBeforeRetry = () =>
  new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));

/** Where and when a new booking goes, checked. */
export type Placement = { slotId: number | null; start: Date; end: Date; hold: Date | null };

/**
 * Places a new booking and writes it with `write` (null: its hall did not take it). A booking
 * that asks for no slot and has a valid period is written at once, its hall checked by the write
 * itself. Otherwise, or when the write refused the hall, the hall is read first and a refusal is
 * worded in the order the fields are checked: the hall, whether it is active, the period, the
 * slot, the hold. An overlap becomes the 409 that names the booking in the way.
 */
export async function placeNewBooking<T>(
  tenant: TenantRef,
  input: BookingCreate,
  write: (placed: Placement) => Promise<T | null>,
): Promise<T> {
  const writeOrConflict = async (placed: Placement, tries = 1): Promise<T | null> => {
    try {
      return await write(placed);
    } catch (error) {
      // The insert is one statement: failed, it wrote nothing, and can be sent again.
      const deadlocked = sqlState(error) === "40P01";
      if (deadlocked && tries < DEADLOCK_ATTEMPTS) {
        await pauseBeforeRetry();
        return writeOrConflict(placed, tries + 1);
      }
      if (isExclusionViolation(error) || deadlocked)
        throw await overlapConflict(tenant, {
          hallId: input.hall,
          start: placed.start,
          end: placed.end,
        });
      throw error;
    }
  };
  const held = (start: Date) =>
    checkedHold(tenant, input.hold_until, { status: input.status, start });

  const direct = input.slot_id == null ? periodOrNull(tenant, input) : null;
  const made =
    direct && (await writeOrConflict({ ...direct, slotId: null, hold: held(direct.start) }));
  if (made) return made;

  const hall = await bookableHall(tenant.id, input.hall);
  if (!hall.isActive) throw ValidationError.of("hall", HALL_INACTIVE);
  const { start, end } = checkedPeriod(tenant, input);
  const slotId = await resolveSlot(tenant, hall, start, end, input.slot_id ?? null);
  const row = await writeOrConflict({ slotId, start, end, hold: held(start) });
  if (row) return row;
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
