// A venue's branches (locations). Halls belong to a branch.
import { conflict, notFound } from "@/lib/core/errors";
import { db } from "@/lib/db";

import type { BranchInput, BranchPatch } from "./schemas";

type InTenant = { tenantId: number };
const select = { id: true, name: true, city: true, address: true } as const;

export function listBranches({ tenantId }: InTenant) {
  return db.branch.findMany({ where: { tenantId }, select, orderBy: { name: "asc" } });
}

/** A branch of the tenant, or 404. */
export async function findBranchOrThrow({ tenantId, id }: InTenant & { id: number }) {
  const branch = await db.branch.findFirst({ where: { tenantId, id }, select });
  if (!branch) throw notFound();
  return branch;
}

export function createBranch({ tenantId, input }: InTenant & { input: BranchInput }) {
  return db.branch.create({ data: { tenantId, ...input }, select });
}

export async function updateBranch({
  tenantId,
  id,
  input,
}: InTenant & { id: number; input: BranchPatch }) {
  await findBranchOrThrow({ tenantId, id });
  await db.branch.updateMany({ where: { tenantId, id }, data: input });
  return findBranchOrThrow({ tenantId, id });
}

/** A branch with halls cannot be deleted: its halls would be orphaned. */
export async function deleteBranch({ tenantId, id }: InTenant & { id: number }) {
  await findBranchOrThrow({ tenantId, id });
  const halls = await db.hall.count({ where: { tenantId, branchId: id } });
  if (halls)
    throw conflict(
      `This branch still has ${halls} ${halls === 1 ? "hall" : "halls"}. Move or delete them before deleting the branch.`,
    );
  await db.branch.deleteMany({ where: { tenantId, id } });
}
