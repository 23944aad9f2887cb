// Testimonials: shown on the venue's public home, in their order, newest last. Every query names
// the tenant.
import { notFound } from "@/lib/core/errors";
import { db, type Prisma } from "@/lib/db";

import type { TestimonialInput, TestimonialPatch } from "./schemas";

type InTenant = { tenantId: number };

const select = { id: true, message: true, author: true } as const;
type Row = Prisma.TestimonialGetPayload<{ select: typeof select }>;

export function serializeTestimonial(t: Row) {
  return { id: t.id, message: t.message, author: t.author };
}
export type TestimonialDto = ReturnType<typeof serializeTestimonial>;

export async function listTestimonials({ tenantId, take }: InTenant & { take?: number }) {
  const rows = await db.testimonial.findMany({
    where: { tenantId },
    select,
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    take,
  });
  return rows.map(serializeTestimonial);
}

/** A testimonial of the tenant, or 404. */
export async function findTestimonialOrThrow({ tenantId, id }: InTenant & { id: number }) {
  const row = await db.testimonial.findFirst({ where: { tenantId, id }, select });
  if (!row) throw notFound();
  return row;
}

export async function createTestimonial({
  tenantId,
  input,
}: InTenant & { input: TestimonialInput }) {
  const last = await db.testimonial.aggregate({ where: { tenantId }, _max: { sortOrder: true } });
  const row = await db.testimonial.create({
    data: { ...input, tenantId, sortOrder: (last._max.sortOrder ?? 0) + 1 },
    select,
  });
  return serializeTestimonial(row);
}

export async function updateTestimonial({
  tenantId,
  id,
  input,
}: InTenant & { id: number; input: TestimonialPatch }) {
  await findTestimonialOrThrow({ tenantId, id });
  await db.testimonial.updateMany({ where: { tenantId, id }, data: input });
  return serializeTestimonial(await findTestimonialOrThrow({ tenantId, id }));
}

export async function deleteTestimonial({ tenantId, id }: InTenant & { id: number }) {
  await findTestimonialOrThrow({ tenantId, id });
  await db.testimonial.deleteMany({ where: { tenantId, id } });
}
