// A booking made in a slot must cover exactly the slot's wall-clock times on one local date; a hall
// with requires_slot takes no other bookings.
import { ValidationError } from "@/lib/core/errors";
import { db } from "@/lib/db";
import type { TenantRef } from "@/lib/tenants/queries";
import { wallClock } from "@/lib/time";

type Hall = { id: number; requiresSlot: boolean };
type SlotTimes = { startTime: string; endTime: string };

/**
 * Whether a booking from `start` to `end` covers exactly a slot's wall-clock times on one local
 * date of the venue's zone (so a slot is a different instant in summer and in winter).
 */
export function fitsSlot(slot: SlotTimes, start: Date, end: Date, timeZone: string): boolean {
  const from = wallClock(start, timeZone);
  const to = wallClock(end, timeZone);
  return from.date === to.date && from.time === slot.startTime && to.time === slot.endTime;
}

/** The slot id a booking of `hall` from `start` to `end` belongs to (null: none), or a 400. */
export async function resolveSlot(
  tenant: TenantRef,
  hall: Hall,
  start: Date,
  end: Date,
  requestedSlotId: number | null,
): Promise<number | null> {
  if (!hall.requiresSlot && requestedSlotId === null) return null;
  const slots = await db.slot.findMany({
    where: { tenantId: tenant.id, hallId: hall.id, isActive: true },
    select: { id: true, name: true, startTime: true, endTime: true },
    orderBy: { startTime: "asc" },
  });
  const fits = (slot: SlotTimes) => fitsSlot(slot, start, end, tenant.timezone);

  if (requestedSlotId !== null) {
    const slot = slots.find((s) => s.id === requestedSlotId);
    if (!slot) throw ValidationError.of("slot_id", "Select an active slot of this hall.");
    if (!fits(slot))
      throw ValidationError.of(
        "start_time",
        `The booking must match its slot: ${slot.name} ${slot.startTime}–${slot.endTime}.`,
      );
    return slot.id;
  }
  const match = slots.find(fits);
  if (match) return match.id;
  if (!slots.length)
    throw ValidationError.of(
      "hall",
      "This hall only takes bookings in its time slots, and it has no active slots.",
    );
  throw ValidationError.of(
    "start_time",
    `This hall only takes bookings in its time slots: ${slots.map((s) => `${s.name} ${s.startTime}–${s.endTime}`).join(", ")}.`,
  );
}
