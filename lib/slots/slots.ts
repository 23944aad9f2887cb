// Time slots: named wall-clock periods of a hall ("Evening 18:00-23:00") in the venue's time zone.
// A hall with requires_slot only takes bookings that match one of its active slots.
import { notFound, ValidationError } from "@/lib/core/errors";
import { END_AFTER_START } from "@/lib/core/schemas";
import { db, Prisma } from "@/lib/db";

import { INVALID_HALL, type SlotInput, type SlotPatch, type SlotQuery } from "./schemas";

const select = {
  id: true,
  hallId: true,
  name: true,
  startTime: true,
  endTime: true,
  isActive: true,
} as const satisfies Prisma.SlotSelect;
type SlotRow = Prisma.SlotGetPayload<{ select: typeof select }>;

export const serializeSlot = (s: SlotRow) => ({
  id: s.id,
  hall: s.hallId,
  name: s.name,
  start_time: s.startTime,
  end_time: s.endTime,
  is_active: s.isActive,
});
export type SlotDto = ReturnType<typeof serializeSlot>;

type InTenant = { tenantId: number };

async function assertHall(tenantId: number, hallId: number) {
  const hall = await db.hall.findFirst({
    where: { tenantId, id: hallId, archivedAt: null },
    select: { id: true },
  });
  if (!hall) throw ValidationError.of("hall", INVALID_HALL);
}

export async function listSlots({ tenantId, filter = {} }: InTenant & { filter?: SlotQuery }) {
  const rows = await db.slot.findMany({
    where: { tenantId, hall: { archivedAt: null }, hallId: filter.hall },
    select,
    orderBy: [{ hallId: "asc" }, { startTime: "asc" }, { id: "asc" }],
  });
  return rows.map(serializeSlot);
}

/** A slot of a hall in use, or 404. */
export async function findSlotOrThrow({ tenantId, id }: InTenant & { id: number }) {
  const slot = await db.slot.findFirst({
    where: { tenantId, id, hall: { archivedAt: null } },
    select,
  });
  if (!slot) throw notFound();
  return slot;
}

export async function createSlot({ tenantId, input }: InTenant & { input: SlotInput }) {
  await assertHall(tenantId, input.hall);
  const slot = await db.slot.create({
    data: {
      tenantId,
      hallId: input.hall,
      name: input.name,
      startTime: input.start_time,
      endTime: input.end_time,
      isActive: input.is_active,
    },
    select,
  });
  return serializeSlot(slot);
}

export async function updateSlot({
  tenantId,
  id,
  input,
}: InTenant & { id: number; input: SlotPatch }) {
  const current = await findSlotOrThrow({ tenantId, id });
  // Bookings made in a slot belong to its hall: a slot stays with its hall.
  if (input.hall !== undefined && input.hall !== current.hallId)
    throw ValidationError.of("hall", "A slot cannot be moved to another hall.");
  const start = input.start_time ?? current.startTime;
  const end = input.end_time ?? current.endTime;
  if (end <= start) throw ValidationError.of("end_time", END_AFTER_START);
  await db.slot.updateMany({
    where: { tenantId, id },
    data: {
      name: input.name,
      startTime: input.start_time,
      endTime: input.end_time,
      isActive: input.is_active,
    },
  });
  return serializeSlot(await findSlotOrThrow({ tenantId, id }));
}

/** Deletes a slot; bookings made in it keep their times and simply no longer name it. */
export async function deleteSlot({ tenantId, id }: InTenant & { id: number }) {
  await findSlotOrThrow({ tenantId, id });
  await db.$transaction([
    db.booking.updateMany({ where: { tenantId, slotId: id }, data: { slotId: null } }),
    db.slot.deleteMany({ where: { tenantId, id } }),
  ]);
}
