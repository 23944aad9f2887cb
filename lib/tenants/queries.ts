import { cache } from "react";

import { remember, tenantKey } from "@/lib/cache/access";
import { notFound } from "@/lib/core/errors";
import { db, Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";

import { SLUG_PATTERN } from "./host";

export type TenantRef = {
  id: number;
  slug: string;
  name: string;
  timezone: string;
  /** the longest a booking may last, in days */
  maxBookingDays: number;
  /** how long a tentative booking is held unless said otherwise, in days */
  defaultHoldDays: number;
  /** the venue's ISO 4217 currency */
  currency: string;
  /** the deposit a new booking asks by default, a percentage of its price, or null */
  depositPercent: number | null;
  /** the days after a booking is made that its deposit is due by default */
  depositDueDays: number;
};

const select = {
  id: true,
  slug: true,
  name: true,
  timezone: true,
  maxBookingDays: true,
  defaultHoldDays: true,
  currency: true,
  depositPercent: true,
  depositDueDays: true,
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
    // Asked by every request the cache has not answered: sent without Prisma (lib/db/sql.ts).
    const [tenant = null] = await sql<TenantRef>(
      Prisma.sql`
      SELECT id, slug, name, timezone, max_booking_days AS "maxBookingDays",
        default_hold_days AS "defaultHoldDays", currency, deposit_percent AS "depositPercent",
        deposit_due_days AS "depositDueDays"
      FROM tenants WHERE slug = ${slug} AND is_active`,
      { prepared: "hallbook_active_tenant" },
    );
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
