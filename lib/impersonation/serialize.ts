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
  tenant: { select: { slug: true, name: true, timezone: true } },
  requester: { select: { email: true } },
  approvedBy: { select: { email: true } },
  // The audit knows whether an approval that is over was revoked rather than left to run out.
  events: { where: { action: "REVOKED" }, select: { createdAt: true }, take: 1 },
} as const satisfies Prisma.ImpersonationRequestSelect;
export type RequestRow = Prisma.ImpersonationRequestGetPayload<{ select: typeof requestSelect }>;

export function serializeRequest(r: RequestRow, now = new Date()) {
  return {
    id: r.id,
    tenant_name: r.tenant.slug,
    tenant_display_name: r.tenant.name,
    /** the venue's zone, in which its screens show the request's times */
    tenant_timezone: r.tenant.timezone,
    role: r.role,
    approved: r.approved,
    approved_by: r.approvedBy?.email ?? null,
    approved_at: r.approvedAt?.toISOString() ?? null,
    expires_at: r.expiresAt?.toISOString() ?? null,
    /** when the venue ended the approval early (its status is then EXPIRED); null otherwise */
    revoked_at: r.events.length ? r.events[0].createdAt.toISOString() : null,
    created_at: r.createdAt.toISOString(),
    requester_email: r.requester.email,
    original_user_email: r.requester.email,
    status: statusOf(r, now),
  };
}
export type ImpersonationRequestView = ReturnType<typeof serializeRequest>;
