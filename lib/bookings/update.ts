// Changing a booking while others may change it too: optimistic, by the row's version.
import { isExclusionViolation, isRecordNotFound } from "@/lib/core/db-errors";
import { conflict, ValidationError } from "@/lib/core/errors";
import { db } from "@/lib/db";
import { markWriter } from "@/lib/live/writer";
import type { TenantRef } from "@/lib/tenants/queries";

import { findBookingOrThrow } from "./bookings";
import { bookableHall, checkedHold, checkedPeriod, columns, overlapConflict } from "./checks";
import { bookingWithHall, changeMail, queueMailSql } from "./customer-notify";
import { depositColumns, resolveDeposit } from "./deposit";
import { INPUT_NAMES } from "./fields";
import { recordChange } from "./history";
import { noticeOfBookingChange } from "./notices";
import { readBookingTime } from "./rules";
import {
  BOOKING_CHANGED_MEANWHILE,
  HALL_INACTIVE,
  HALL_NOT_FOUND,
  type BookingPatch,
} from "./schemas";
import { bookingSelect, serializeBooking, type BookingRow } from "./serialize";
import { lockSeriesOf, skipSeriesDate } from "./series-dates";
import { resolveSlot } from "./slot-rules";

type Update = {
  tenant: TenantRef;
  userId: number;
  id: number;
  input: BookingPatch;
  /** the browser tab the write is made for (lib/live/writer.ts) */
  clientId?: string | null;
};

/** Tries before an edit that keeps losing the race is answered 409. */
const MAX_ATTEMPTS = 10;

/** The booking changed between this edit's read and its write. */
class StaleRead extends Error {}

/**
 * Partial update: only what is sent changes; the rules are checked on the result. The result is
 * worked out from the booking as it was read, and written only if it is still that version: an
 * edit that lost a race starts again from the booking as the winner left it, so no edit ever
 * undoes another's change to a field it did not send (decision 035).
 */
export async function updateBooking(request: Update) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await updateOnce(request);
    } catch (error) {
      if (!(error instanceof StaleRead)) throw error;
      if (attempt === MAX_ATTEMPTS) throw conflict(BOOKING_CHANGED_MEANWHILE);
    }
  }
}

async function updateOnce({ tenant, userId, id, input, clientId = null }: Update) {
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
  const holdUntil = nextHold(tenant, current, input, start);
  const deposit = resolveDeposit(input, tenant, start, {
    price: current.price.toFixed(2),
    depositAmount: current.depositAmount?.toFixed(2) ?? null,
    depositDueOn: current.depositDueOn?.toISOString().slice(0, 10) ?? null,
  });
  // A date of a series changed on its own (a drag in the calendar) becomes an exception.
  const exception = current.seriesId !== null && (moved || changesOwnFields(current, input));
  try {
    const row = await db.$transaction(async (tx) => {
      await markWriter(tx, clientId);
      // Its hall first, before the booking's row, in the order a change of what halls are made
      // of or a hall's deletion takes them (halls, then bookings): one under way is waited for,
      // and a hall it archived takes no booking (decision 082).
      const held = await tx.$queryRaw<{ id: number }[]>`
        SELECT id FROM halls WHERE tenant_id = ${tenant.id} AND id = ${hall.id}
          AND archived_at IS NULL FOR KEY SHARE`;
      if (!held.length) throw ValidationError.of("hall", HALL_NOT_FOUND);
      // A status sent may cancel the date or bring it back, which writes its series too.
      if (current.seriesId !== null && input.status !== undefined)
        await lockSeriesOf(tx, { tenantId: tenant.id, seriesId: current.seriesId });
      const updated = await tx.booking
        .update({
          where: { id: current.id, tenantId: tenant.id, version: current.version },
          data: {
            hallId: hall.id,
            branchId: hall.branchId,
            slotId,
            startTime: start,
            endTime: end,
            ...columns(input),
            ...depositColumns(deposit),
            holdUntil,
            ...(exception ? { isException: true } : {}),
            version: { increment: 1 },
          },
          select: bookingSelect,
        })
        .catch((error: unknown) => {
          throw isRecordNotFound(error) ? new StaleRead() : error;
        });
      const cancelled = (status: string) => status === "cancelled";
      if (current.seriesId !== null && cancelled(current.status) !== cancelled(updated.status))
        await skipSeriesDate(tx, { tenantId: tenant.id, id }, cancelled(updated.status));
      const changed = await recordChange(tx, {
        tenantId: tenant.id,
        bookingId: id,
        userId,
        action: "updated",
        eventName: updated.eventName,
        before: serializeBooking(current),
        after: serializeBooking(updated),
      });
      if (changed)
        await noticeOfBookingChange(tx, {
          tenantId: tenant.id,
          bookingId: id,
          actorId: userId,
          ownerId: current.createdById,
          action: "updated",
          eventName: updated.eventName,
        });
      // The customer's mail, if the change calls for one, is queued with it (decision 052).
      const mail = changeMail(current, updated);
      if (mail) await tx.$executeRaw(queueMailSql(bookingWithHall(tenant.id, id), mail, userId));
      return updated;
    });
    return serializeBooking(row);
  } catch (error) {
    if (isExclusionViolation(error))
      throw await overlapConflict(tenant, { hallId: hall.id, start, end, exceptId: id });
    throw error;
  }
}

/** Whether the edit sends a field of its own (not whether to mail) other than it is. */
function changesOwnFields(current: BookingRow, input: BookingPatch) {
  const now = serializeBooking(current);
  return INPUT_NAMES.some(
    (name) =>
      name !== "email_customer" &&
      input[name] !== undefined &&
      JSON.stringify(input[name]) !== JSON.stringify(now[name]),
  );
}

/**
 * The hold after an edit. One sent is checked, unless it is the hold the booking has already.
 * One not sent stays while the booking stays tentative, ending no later than its (new) start;
 * confirming or cancelling a booking ends its hold.
 */
function nextHold(tenant: TenantRef, current: BookingRow, input: BookingPatch, start: Date) {
  const status = input.status ?? current.status;
  if (input.hold_until === undefined) {
    if (status !== "tentative" || !current.holdUntil) return null;
    return current.holdUntil > start ? start : current.holdUntil;
  }
  const kept =
    input.hold_until !== null &&
    current.holdUntil !== null &&
    status === "tentative" &&
    readBookingTime(input.hold_until, tenant.timezone).instant?.getTime() ===
      current.holdUntil.getTime();
  return kept ? current.holdUntil : checkedHold(tenant, input.hold_until, { status, start });
}
