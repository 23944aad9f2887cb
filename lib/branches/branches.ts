// A venue's branches (locations). Halls belong to a branch.
import { z } from "zod";

import { conflict, notFound } from "@/lib/api/errors";
import { optionalText, requiredText } from "@/lib/api/schemas";
import { db } from "@/lib/db";

export const branchInput = z.object({
  name: requiredText(120),
  city: optionalText(120),
  address: optionalText(300),
});
export const branchPatch = branchInput.partial();

const select = { id: true, name: true, city: true, address: true } as const;

export function listBranches(tenantId: number) {
  return db.branch.findMany({ where: { tenantId }, select, orderBy: { name: "asc" } });
}

export async function getBranch(tenantId: number, id: number) {
  return (
    (await db.branch.findFirst({ where: { tenantId, id }, select })) ?? Promise.reject(notFound())
  );
}

export function createBranch(tenantId: number, input: z.output<typeof branchInput>) {
  return db.branch.create({ data: { tenantId, ...input }, select });
}

export async function updateBranch(
  tenantId: number,
  id: number,
  input: z.output<typeof branchPatch>,
) {
  const { count } = await db.branch.updateMany({ where: { tenantId, id }, data: input });
  if (!count) throw notFound();
  return getBranch(tenantId, id);
}

/** A branch with halls cannot be deleted: its halls would be orphaned. */
export async function deleteBranch(tenantId: number, id: number) {
  await getBranch(tenantId, id);
  const halls = await db.hall.count({ where: { tenantId, branchId: id } });
  if (halls)
    throw conflict(
      `This branch still has ${halls} ${halls === 1 ? "hall" : "halls"}. Move or delete them before deleting the branch.`,
    );
  await db.branch.deleteMany({ where: { tenantId, id } });
}
