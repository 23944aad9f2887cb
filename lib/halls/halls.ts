// Halls: the rooms a venue rents out. Every query names the tenant.
import { isExclusionViolation } from "@/lib/core/db-errors";
import { conflict, notFound, ValidationError } from "@/lib/core/errors";
import { db, Prisma } from "@/lib/db";
import { fileStorage, ownedFileKey } from "@/lib/storage";
import { storeImage } from "@/lib/storage/images";

import { buffersConflict, reblockUpcoming } from "./buffers";
import { lockHalls, partOfConflict, respace, setParts } from "./parts";
import { INVALID_BRANCH, type HallInput, type HallPatch, type HallQuery } from "./schemas";

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
  setupMinutes: true,
  cleanupMinutes: true,
  address: true,
  features: true,
  imageUrl: true,
  isActive: true,
  branchId: true,
  branch: { select: { name: true, city: true } },
  spaces: true,
  parts: { select: { partId: true }, orderBy: { partId: "asc" } },
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
    setup_minutes: h.setupMinutes,
    cleanup_minutes: h.cleanupMinutes,
    address: h.address,
    features: h.features,
    image_url: h.imageUrl,
    status: h.isActive ? "active" : "inactive",
    slot_count: h._count.slots,
    /** the halls it is made of */
    parts: h.parts.map((p) => p.partId),
    /** the smallest halls whose time it takes: itself, or its parts' (a hall shares time with
     * each hall whose spaces meet its own) */
    spaces: h.spaces?.length ? h.spaces : [h.id],
  };
}
export type HallDto = ReturnType<typeof serializeHall>;

type InTenant = { tenantId: number };

/** Halls in use (not deleted), optionally of one branch. */
export async function listHalls({ tenantId, filter = {} }: InTenant & { filter?: HallQuery }) {
  const rows = await db.hall.findMany({
    where: { tenantId, archivedAt: null, branchId: filter.branch },
    select: hallSelect,
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  return rows.map(serializeHall);
}

/** A hall of the tenant still in use, or 404. */
export async function findHallOrThrow({ tenantId, id }: InTenant & { id: number }) {
  const hall = await db.hall.findFirst({
    where: { tenantId, id, archivedAt: null },
    select: hallSelect,
  });
  if (!hall) throw notFound();
  return hall;
}

export async function getHall(where: InTenant & { id: number }) {
  return serializeHall(await findHallOrThrow(where));
}

async function assertBranch(tenantId: number, branchId: number) {
  if (!(await db.branch.findFirst({ where: { tenantId, id: branchId }, select: { id: true } })))
    throw ValidationError.of("branch", INVALID_BRANCH);
}

/** The columns of the fields sent; Prisma leaves out those that are undefined. */
function columns(input: HallPatch) {
  return {
    name: input.name,
    description: input.description,
    capacity: input.capacity,
    isAirConditioned: input.is_air_conditioned,
    hasProjector: input.has_projector,
    hasSoundSystem: input.has_sound_system,
    videoUrl: input.video_url,
    amenities: input.amenities,
    requiresSlot: input.requires_slot,
    setupMinutes: input.setup_minutes,
    cleanupMinutes: input.cleanup_minutes,
    address: input.address,
    features: input.features,
    isActive: input.status === undefined ? undefined : input.status === "active",
  };
}

/** A photo sent with the fields: checked and stored first, so a refused file writes nothing. */
async function photoOf(tenantId: number, userId: number, input: HallPatch) {
  if (input.image === undefined) return input.image_url;
  return storeImage({ file: input.image, field: "image", kind: "hall", tenantId, userId });
}

/** Who writes a hall: its venue, and the user whose upload a photo counts as. */
type ByUser = InTenant & { userId: number };

export async function createHall({ tenantId, userId, input }: ByUser & { input: HallInput }) {
  await assertBranch(tenantId, input.branch);
  const imageUrl = await photoOf(tenantId, userId, input);
  const id = await db.$transaction(async (tx) => {
    if (input.parts.length) await lockHalls(tx, tenantId);
    const hall = await tx.hall.create({
      data: { ...columns(input), imageUrl, tenantId, branchId: input.branch, name: input.name },
      select: { id: true },
    });
    if (input.parts.length) await setParts(tx, tenantId, hall.id, input.parts);
    return hall.id;
  });
  return getHall({ tenantId, id });
}

export async function updateHall({
  tenantId,
  userId,
  id,
  input,
}: ByUser & { id: number; input: HallPatch }) {
  const before = await findHallOrThrow({ tenantId, id });
  if (input.branch !== undefined) await assertBranch(tenantId, input.branch);
  const imageUrl = await photoOf(tenantId, userId, input);
  const buffers = {
    setup: input.setup_minutes ?? before.setupMinutes,
    cleanup: input.cleanup_minutes ?? before.cleanupMinutes,
  };
  const buffersChanged =
    buffers.setup !== before.setupMinutes || buffers.cleanup !== before.cleanupMinutes;
  try {
    await db.$transaction(async (tx) => {
      // First, before the hall's own row: every change of parts locks the halls in one order.
      if (input.parts !== undefined) await lockHalls(tx, tenantId);
      await tx.hall.updateMany({
        where: { tenantId, id },
        data: { ...columns(input), imageUrl, branchId: input.branch },
      });
      // A hall's bookings belong to its branch: they move with it.
      if (input.branch !== undefined)
        await tx.booking.updateMany({
          where: { tenantId, hallId: id },
          data: { branchId: input.branch },
        });
      if (buffersChanged) await reblockUpcoming(tx, tenantId, id);
      if (input.parts !== undefined) await setParts(tx, tenantId, id, input.parts);
    });
  } catch (error) {
    if (buffersChanged && isExclusionViolation(error))
      throw await buffersConflict(tenantId, id, buffers);
    throw error;
  }
  // The photo it replaces is ours to remove when it was this venue's hall photo.
  const replaced =
    imageUrl !== undefined &&
    imageUrl !== before.imageUrl &&
    ownedFileKey(before.imageUrl, `t${tenantId}/hall`);
  if (replaced) await fileStorage().delete(replaced);
  return getHall({ tenantId, id });
}

/**
 * Deletes a hall and closes its slots. A hall with upcoming live bookings cannot be deleted, so no
 * booking disappears silently (409 naming how many). A hall with past or cancelled bookings is
 * archived instead, so that history keeps its hall; a hall that was never booked is removed.
 */
export async function deleteHall({ tenantId, id }: InTenant & { id: number }) {
  await findHallOrThrow({ tenantId, id });
  await db.$transaction(async (tx) => {
    // Counted once the halls are held: a booking written before is seen, one written after waits
    // and then finds the hall gone (lib/bookings/insert.ts, update.ts read it FOR KEY SHARE).
    await lockHalls(tx, tenantId);
    const upcoming = await tx.booking.count({
      where: { tenantId, hallId: id, status: { not: "cancelled" }, endTime: { gt: new Date() } },
    });
    if (upcoming)
      throw conflict(
        `This hall has ${upcoming} upcoming ${upcoming === 1 ? "booking" : "bookings"}. Cancel or move ${upcoming === 1 ? "it" : "them"} before deleting the hall.`,
      );
    const partOf = await partOfConflict(tx, tenantId, id);
    if (partOf) throw partOf;
    // A combined hall that goes lets its parts be halls of their own again.
    if (await tx.hallPart.deleteMany({ where: { tenantId, hallId: id } }).then((r) => r.count))
      await respace(tx, tenantId);
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
