import type { Principal } from "@/lib/auth/principal";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/db";

/** What a member is shown with, everywhere (one shape: serializeMember). */
export const memberSelect = {
  id: true,
  role: true,
  status: true,
  tenantSpecificEmail: true,
  tenantSpecificPhone: true,
  jobTitle: true,
  internalId: true,
  branches: { select: { branchId: true } },
  user: { select: { id: true, uuid: true, email: true, name: true } },
} as const;

export type MemberRow = {
  id: number;
  role: string;
  status: string;
  tenantSpecificEmail: string | null;
  tenantSpecificPhone: string | null;
  jobTitle: string | null;
  internalId: string | null;
  branches: { branchId: number }[];
  user: { id: number; uuid: string; email: string; name: string };
};

/**
 * A tenant user as the API shows it (spec §3 "Tenant user"). The account (its id, uuid, name and
 * email) is the person's: a pending member, who has not accepted the invitation, shows only the
 * email the venue typed, whether or not it had an account (docs/decisions/048).
 */
export function serializeMember(m: MemberRow) {
  const accepted = m.status !== "pending";
  return {
    id: m.id,
    user_id: accepted ? m.user.id : null,
    uuid: accepted ? m.user.uuid : null,
    name: accepted ? m.user.name : "",
    email: accepted ? m.user.email : (m.tenantSpecificEmail ?? ""),
    tenant_specific_email: m.tenantSpecificEmail,
    tenant_specific_phone: m.tenantSpecificPhone,
    job_title: m.jobTitle,
    internal_id: m.internalId,
    branches: m.branches.map((b) => b.branchId),
    status: m.status,
    role: m.role,
  };
}

export type TeamMember = ReturnType<typeof serializeMember>;

/** The caller's own tenant-user record; an impersonator (who has none) gets a synthetic one. */
export async function getOwnMembership(p: Principal) {
  if (!p.tenant) throw notFound();
  const m = await db.tenantUser.findUnique({
    where: { tenantId_userId: { tenantId: p.tenant.id, userId: p.user.id } },
    select: memberSelect,
  });
  if (m) return serializeMember(m);
  return {
    id: null,
    user_id: p.user.id,
    uuid: p.user.uuid,
    name: p.user.name,
    email: p.user.email,
    tenant_specific_email: null,
    tenant_specific_phone: null,
    job_title: null,
    internal_id: null,
    branches: [],
    status: "active",
    role: p.role,
    impersonation: true,
  };
}
