// The provider's management of tenants (spec §2.2 /admin/tenants, §3 "Tenant (admin)", §4 Tenant):
// list, edit, enable and disable. Provisioning is in ./provisioning.ts.
import { db, Prisma } from "@/lib/db";
import { refuseCurrencyChange } from "@/lib/money/currency-lock";
import { notifyTenantAdmins } from "@/lib/notifications/notify";

import { tenantDisabled, tenantEnabled } from "./messages";
import type { TenantPatch } from "./schemas";

type Row = Prisma.TenantGetPayload<object>;

/** A tenant as the provider's API shows it (spec §3 "Tenant (admin)"). */
export function serializeTenant(t: Row) {
  return {
    id: t.id,
    name: t.name,
    slug: t.slug,
    description: t.description ?? "",
    is_active: t.isActive,
    email: t.email ?? "",
    phone: t.phone ?? "",
    address: t.address ?? "",
    city: t.city ?? "",
    state: t.state ?? "",
    zip_code: t.zipCode ?? "",
    country: t.country ?? "",
    website: t.website ?? "",
    timezone: t.timezone,
    currency: t.currency,
    locale: t.locale,
    primary_color: t.primaryColor ?? "",
    secondary_color: t.secondaryColor ?? "",
    about_text: t.aboutText ?? "",
    notes: t.notes ?? "",
    meta: t.meta,
    logo: t.logo ?? "",
    owner_name: t.ownerName ?? "",
    owner_photo: t.ownerPhoto ?? "",
    owner_bio: t.ownerBio ?? "",
    primary_domain: t.primaryDomain ?? "",
    schema_name: t.schemaName,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}
export type TenantAdminDto = ReturnType<typeof serializeTenant>;

/** The columns of the tenant fields a form or a body sent; what it left out is untouched. */
export function tenantColumns(input: Partial<TenantPatch>) {
  return {
    name: input.name,
    description: input.description,
    isActive: input.is_active,
    email: input.email,
    phone: input.phone,
    address: input.address,
    city: input.city,
    state: input.state,
    zipCode: input.zip_code,
    country: input.country,
    website: input.website,
    timezone: input.timezone,
    currency: input.currency,
    locale: input.locale,
    primaryColor: input.primary_color,
    secondaryColor: input.secondary_color,
    aboutText: input.about_text,
    notes: input.notes,
    meta: input.meta as Prisma.InputJsonValue | undefined,
    logo: input.logo,
    ownerName: input.owner_name,
    ownerPhoto: input.owner_photo,
    ownerBio: input.owner_bio,
  } satisfies Prisma.TenantUpdateInput;
}

/** Every tenant, newest first. */
export async function listTenants() {
  const rows = await db.tenant.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(serializeTenant);
}

/** 404 when there is no such tenant (P2025, lib/core/db-errors.ts). */
export async function updateTenant({ id, input }: { id: number; input: TenantPatch }) {
  await refuseCurrencyChange(id, input.currency);
  return serializeTenant(await db.tenant.update({ where: { id }, data: tenantColumns(input) }));
}

/**
 * Enables or disables a tenant. A disabled tenant's host answers 404 and nobody signs in to it
 * (lib/tenants/queries.ts serves active tenants only; each app server forgets a remembered one as
 * the change commits, lib/cache/access.ts);
 * its data stays, and enabling serves it again. The tenant's admins are told, in the same
 * transaction.
 */
export async function setTenantActive({
  id,
  active,
  actorId,
}: {
  id: number;
  active: boolean;
  actorId: number;
}) {
  return db.$transaction(async (tx) => {
    const tenant = await tx.tenant.update({ where: { id }, data: { isActive: active } });
    await notifyTenantAdmins(
      {
        tenantId: id,
        except: actorId,
        level: active ? "Success" : "Warning",
        message: active ? tenantEnabled(tenant.name) : tenantDisabled(tenant.name),
        related: { type: "tenant", id },
      },
      tx,
    );
    return serializeTenant(tenant);
  });
}

/** Every tenant's id, slug and name, by slug: the choices of the feature flag form. */
export function listTenantChoices() {
  return db.tenant.findMany({
    select: { id: true, slug: true, name: true },
    orderBy: { slug: "asc" },
  });
}
