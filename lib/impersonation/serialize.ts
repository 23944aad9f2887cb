// The one shape of an impersonation request (spec §3), as every endpoint and screen reads it.
import type { Prisma } from "@/lib/db";

import { statusOf } from "./schemas";

export const requestSelect = {
  id: true,
  tenantId: true,
  requesterId: true,
  role: true,
  approved: true,
  approvedAt: true,
  expiresAt: true,
  createdAt: true,
  tenant: { select: { slug: true, name: true } },
  requester: { select: { email: true } },
  approvedBy: { select: { email: true } },
} as const satisfies Prisma.ImpersonationRequestSelect;
export type RequestRow = Prisma.ImpersonationRequestGetPayload<{ select: typeof requestSelect }>;

export function serializeRequest(r: RequestRow, now = new Date()) {
  return {
    id: r.id,
    tenant_name: r.tenant.slug,
    tenant_display_name: r.tenant.name,
    role: r.role,
    approved: r.approved,
    approved_by: r.approvedBy?.email ?? null,
    approved_at: r.approvedAt?.toISOString() ?? null,
    expires_at: r.expiresAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    requester_email: r.requester.email,
    original_user_email: r.requester.email,
    status: statusOf(r, now),
  };
}
export type ImpersonationRequestView = ReturnType<typeof serializeRequest>;
