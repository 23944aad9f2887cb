// The venue's gallery: pictures on its public home, in their order, newest last. Every query names
// the tenant. Pictures uploaded here live in the venue's own gallery folder and are removed with
// the last item that shows them.
import { notFound } from "@/lib/core/errors";
import { db, type Prisma } from "@/lib/db";
import { fileKeyOf, fileStorage } from "@/lib/storage";
import { storeImage } from "@/lib/storage/images";

import type { GalleryInput, GalleryPatch } from "./schemas";

type InTenant = { tenantId: number };

const select = { id: true, url: true, caption: true } as const;
type Row = Prisma.GalleryItemGetPayload<{ select: typeof select }>;

export function serializeGalleryItem(g: Row) {
  return { id: g.id, url: g.url, caption: g.caption };
}
export type GalleryItemDto = ReturnType<typeof serializeGalleryItem>;

export async function listGallery({ tenantId, take }: InTenant & { take?: number }) {
  const rows = await db.galleryItem.findMany({
    where: { tenantId },
    select,
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    take,
  });
  return rows.map(serializeGalleryItem);
}

/** A gallery item of the tenant, or 404. */
export async function findGalleryItemOrThrow({ tenantId, id }: InTenant & { id: number }) {
  const row = await db.galleryItem.findFirst({ where: { tenantId, id }, select });
  if (!row) throw notFound();
  return row;
}

export async function createGalleryItem({ tenantId, input }: InTenant & { input: GalleryInput }) {
  const last = await db.galleryItem.aggregate({ where: { tenantId }, _max: { sortOrder: true } });
  const row = await db.galleryItem.create({
    data: { ...input, tenantId, sortOrder: (last._max.sortOrder ?? 0) + 1 },
    select,
  });
  return serializeGalleryItem(row);
}

/** An uploaded picture (checked and re-encoded by storeImage) becomes a new gallery item. */
export async function uploadGalleryImage({
  tenantId,
  userId,
  file,
  caption,
}: InTenant & { userId: number; file: unknown; caption: string }) {
  const url = await storeImage({ file, field: "image", kind: "gallery", tenantId, userId });
  return createGalleryItem({ tenantId, input: { url, caption } });
}

export async function updateGalleryItem({
  tenantId,
  id,
  input,
}: InTenant & { id: number; input: GalleryPatch }) {
  const before = await findGalleryItemOrThrow({ tenantId, id });
  await db.galleryItem.updateMany({ where: { tenantId, id }, data: input });
  if (input.url !== undefined && input.url !== before.url) await releaseFile(tenantId, before.url);
  return serializeGalleryItem(await findGalleryItemOrThrow({ tenantId, id }));
}

export async function deleteGalleryItem({ tenantId, id }: InTenant & { id: number }) {
  const item = await findGalleryItemOrThrow({ tenantId, id });
  await db.galleryItem.deleteMany({ where: { tenantId, id } });
  await releaseFile(tenantId, item.url);
}

/**
 * Removes a picture the venue uploaded to its gallery once nothing of the venue shows it: not
 * another gallery item, not its customization (an admin may reuse a gallery picture as banner).
 * Files of other folders or other venues are never touched.
 */
async function releaseFile(tenantId: number, url: string) {
  const key = fileKeyOf(url);
  if (!key?.startsWith(`t${tenantId}/gallery/`)) return;
  const [items, looks] = await Promise.all([
    db.galleryItem.count({ where: { tenantId, url } }),
    db.customization.count({
      where: {
        tenantId,
        OR: [
          { logoUrl: url },
          { bannerUrl: url },
          { heroImageUrl: url },
          { ownerPhotoUrl: url },
          { faviconUrl: url },
        ],
      },
    }),
  ]);
  if (!items && !looks) await fileStorage().delete(key);
}
