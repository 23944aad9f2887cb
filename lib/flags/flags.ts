// Feature flags as the provider manages them (spec §2.2 /admin/settings/ffsettings, §3, §4):
// list, read, create, change, delete. What the product asks of them is in ./enabled.ts.
import { notFound, ValidationError } from "@/lib/core/errors";
import { db, Prisma } from "@/lib/db";

import { FLAG_NAME_TAKEN, unknownTenants } from "./messages";
import type { FlagInput, FlagPatch } from "./schemas";

type Tx = Prisma.TransactionClient;

const flagSelect = {
  id: true,
  name: true,
  description: true,
  enabled: true,
  createdAt: true,
  updatedAt: true,
  tenants: {
    select: { tenant: { select: { id: true, slug: true, name: true } } },
    orderBy: { tenant: { slug: "asc" } },
  },
} as const satisfies Prisma.FeatureFlagSelect;

type Row = Prisma.FeatureFlagGetPayload<{ select: typeof flagSelect }>;

/** A flag as the API shows it: `tenants` the slugs (spec §3), `tenant_ids` the same by id. */
export function serializeFlag(f: Row) {
  return {
    id: f.id,
    name: f.name,
    description: f.description,
    enabled: f.enabled,
    tenants: f.tenants.map((t) => t.tenant.slug),
    tenant_ids: f.tenants.map((t) => t.tenant.id),
    created_at: f.createdAt.toISOString(),
    updated_at: f.updatedAt.toISOString(),
  };
}
export type FlagDto = ReturnType<typeof serializeFlag>;

export async function listFlags() {
  const rows = await db.featureFlag.findMany({ select: flagSelect, orderBy: { name: "asc" } });
  return rows.map(serializeFlag);
}

export async function findFlagOrThrow({ id }: { id: number }) {
  const flag = await db.featureFlag.findUnique({ where: { id }, select: flagSelect });
  if (!flag) throw notFound();
  return serializeFlag(flag);
}

/** The tenants' ids, from ids or slugs; any that names no tenant is the `tenants` field's error. */
async function tenantIds(tx: Tx, refs: (number | string)[]): Promise<number[]> {
  if (!refs.length) return [];
  const ids = refs.filter((r): r is number => typeof r === "number");
  const slugs = refs.filter((r): r is string => typeof r === "string").map((s) => s.toLowerCase());
  const found = await tx.tenant.findMany({
    where: { OR: [{ id: { in: ids } }, { slug: { in: slugs } }] },
    select: { id: true, slug: true },
  });
  const missing = [
    ...ids.filter((id) => !found.some((t) => t.id === id)).map(String),
    ...slugs.filter((s) => !found.some((t) => t.slug === s)),
  ];
  if (missing.length) throw ValidationError.of("tenants", unknownTenants(missing));
  return [...new Set(found.map((t) => t.id))];
}

const isNameTaken = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

export async function createFlag({ input }: { input: FlagInput }) {
  try {
    const flag = await db.$transaction(async (tx) => {
      const ids = await tenantIds(tx, input.tenants);
      return tx.featureFlag.create({
        data: {
          name: input.name,
          description: input.description,
          enabled: input.enabled,
          tenants: { create: ids.map((tenantId) => ({ tenantId })) },
        },
        select: flagSelect,
      });
    });
    return serializeFlag(flag);
  } catch (error) {
    if (isNameTaken(error)) throw ValidationError.of("name", FLAG_NAME_TAKEN);
    throw error;
  }
}

/** 404 when there is no such flag. `tenants`, when sent, replaces the list. */
export async function updateFlag({ id, input }: { id: number; input: FlagPatch }) {
  const flag = await db.$transaction(async (tx) => {
    const tenants = input.tenants && (await tenantIds(tx, input.tenants));
    return tx.featureFlag.update({
      where: { id },
      data: {
        description: input.description,
        enabled: input.enabled,
        ...(tenants
          ? { tenants: { deleteMany: {}, create: tenants.map((tenantId) => ({ tenantId })) } }
          : {}),
      },
      select: flagSelect,
    });
  });
  return serializeFlag(flag);
}

export async function deleteFlag({ id }: { id: number }) {
  await db.featureFlag.delete({ where: { id } });
}
