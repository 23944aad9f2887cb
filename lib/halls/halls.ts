// Halls: the rooms a venue rents out. Every query names the tenant.
import { conflict, notFound, ValidationError } from "@/lib/api/errors";
import { db, Prisma } from "@/lib/db";

import { INVALID_BRANCH, type HallInput } from "./schemas";

export const hallSelect = {
  id: true,
  name: true,
  description: true,
  capacity: true,
  isAirConditioned: true,
  hasProjector: true,
  hasSoundSystem: true,
  videoUrl: true,
  amenities: true,
  requiresSlot: true,
  address: true,
  features: true,
  imageUrl: true,
  isActive: true,
  branchId: true,
  branch: { select: { name: true, city: true } },
  _count: { select: { slots: { where: { isActive: true } } } },
} as const satisfies Prisma.HallSelect;

type HallRow = Prisma.HallGetPayload<{ select: typeof hallSelect }>;

export function serializeHall(h: HallRow) {
  return {
    id: h.id,
    name: h.name,
    description: h.description,
    capacity: h.capacity,
    is_air_conditioned: h.isAirConditioned,
    has_projector: h.hasProjector,
    has_sound_system: h.hasSoundSystem,
    video_url: h.videoUrl,
    amenities: h.amenities,
    branch: h.branchId,
    branch_name: h.branch.name,
    branch_city: h.branch.city,
    requires_slot: h.requiresSlot,
    address: h.address,
    features: h.features,
    image_url: h.imageUrl,
    status: h.isActive ? "active" : "inactive",
    slot_count: h._count.slots,
  };
}
export type HallDto = ReturnType<typeof serializeHall>;

/** Halls in use (not deleted), optionally of one branch. */
export async function listHalls(tenantId: number, filter: { branch?: number } = {}) {
  const rows = await db.hall.findMany({
    where: { tenantId, archivedAt: null, ...(filter.branch ? { branchId: filter.branch } : {}) },
    select: hallSelect,
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  return rows.map(serializeHall);
}

export async function getHall(tenantId: number, id: number) {
  const hall = await db.hall.findFirst({
    where: { tenantId, id, archivedAt: null },
    select: hallSelect,
  });
  if (!hall) throw notFound();
  return serializeHall(hall);
}

async function assertBranch(tenantId: number, branchId: number) {
  if (!(await db.branch.findFirst({ where: { tenantId, id: branchId }, select: { id: true } })))
    throw ValidationError.of("branch", INVALID_BRANCH);
}

function toData(input: Partial<HallInput>) {
  const data: Prisma.HallUncheckedUpdateInput = {};
  if (input.name !== undefined) data.name = input.name;
  if (input.description !== undefined) data.description = input.description;
  if (input.capacity !== undefined) data.capacity = input.capacity;
  if (input.is_air_conditioned !== undefined) data.isAirConditioned = input.is_air_conditioned;
  if (input.has_projector !== undefined) data.hasProjector = input.has_projector;
  if (input.has_sound_system !== undefined) data.hasSoundSystem = input.has_sound_system;
  if (input.video_url !== undefined) data.videoUrl = input.video_url;
  if (input.branch !== undefined) data.branchId = input.branch;
  if (input.amenities !== undefined) data.amenities = input.amenities;
  if (input.requires_slot !== undefined) data.requiresSlot = input.requires_slot;
  if (input.address !== undefined) data.address = input.address || null;
  if (input.features !== undefined) data.features = input.features;
  if (input.image_url !== undefined) data.imageUrl = input.image_url;
  if (input.status !== undefined) data.isActive = input.status === "active";
  return data;
}

export async function createHall(tenantId: number, input: HallInput) {
  await assertBranch(tenantId, input.branch);
  const hall = await db.hall.create({
    data: {
      ...(toData(input) as Prisma.HallUncheckedCreateInput),
      tenantId,
      branchId: input.branch,
      name: input.name,
    },
    select: hallSelect,
  });
  return serializeHall(hall);
}

export async function updateHall(tenantId: number, id: number, input: Partial<HallInput>) {
  await getHall(tenantId, id);
  if (input.branch !== undefined) {
    await assertBranch(tenantId, input.branch);
    // A hall's bookings belong to its branch: move them with it.
    await db.$transaction([
      db.hall.updateMany({
        where: { tenantId, id },
        data: toData(input) as Prisma.HallUpdateManyMutationInput & { branchId?: number },
      }),
      db.booking.updateMany({ where: { tenantId, hallId: id }, data: { branchId: input.branch } }),
    ]);
  } else {
    await db.hall.updateMany({
      where: { tenantId, id },
      data: toData(input) as Prisma.HallUpdateManyMutationInput,
    });
  }
  return getHall(tenantId, id);
}

/**
 * Deletes a hall and closes its slots. A hall with upcoming live bookings cannot be deleted, so no
 * booking disappears silently (409 naming how many). A hall with past or cancelled bookings is
 * archived instead, so that history keeps its hall; a hall that was never booked is removed.
 */
export async function deleteHall(tenantId: number, id: number) {
  await getHall(tenantId, id);
  const upcoming = await db.booking.count({
    where: { tenantId, hallId: id, status: { not: "cancelled" }, endTime: { gt: new Date() } },
  });
  if (upcoming)
    throw conflict(
      `This hall has ${upcoming} upcoming ${upcoming === 1 ? "booking" : "bookings"}. Cancel or move ${upcoming === 1 ? "it" : "them"} before deleting the hall.`,
    );
  await db.$transaction(async (tx) => {
    await tx.slot.updateMany({ where: { tenantId, hallId: id }, data: { isActive: false } });
    const history = await tx.booking.count({ where: { tenantId, hallId: id } });
    if (history)
      await tx.hall.updateMany({
        where: { tenantId, id },
        data: { archivedAt: new Date(), isActive: false },
      });
    else await tx.hall.deleteMany({ where: { tenantId, id } });
  });
}
