import { cache } from "react";

import { notFound } from "@/lib/api/errors";
import { remember, tenantKey } from "@/lib/cache/access";
import { db } from "@/lib/db";

import { SLUG_PATTERN } from "./host";

export type TenantRef = {
  id: number;
  slug: string;
  name: string;
  timezone: string;
  /** the longest a booking may last, in days */
  maxBookingDays: number;
};

const select = {
  id: true,
  slug: true,
  name: true,
  timezone: true,
  maxBookingDays: true,
} as const;

/**
 * An active tenant by slug, or null. Disabled tenants are not served. Remembered for a few seconds,
 * "no such tenant" too; a change to the tenant row forgets it on every app server.
 */
export async function activeTenantBySlug(
  slug: string | null | undefined,
): Promise<TenantRef | null> {
  if (!slug || !SLUG_PATTERN.test(slug)) return null;
  return remember(tenantKey(slug), async () => {
    const tenant = await db.tenant.findFirst({ where: { slug, isActive: true }, select });
    return { value: tenant, tenantId: tenant?.id ?? null, userId: null };
  });
}

/** The same, once per server render. */
export const findActiveTenant = cache(activeTenantBySlug);

/** An active tenant by id, or null (a refresh token remembers its tenant by id). */
export function findActiveTenantById(id: number): Promise<TenantRef | null> {
  return db.tenant.findFirst({ where: { id, isActive: true }, select });
}

export async function requireActiveTenant(slug: string | null | undefined): Promise<TenantRef> {
  const tenant = await findActiveTenant(slug);
  if (!tenant) throw notFound("Tenant not found.");
  return tenant;
}
