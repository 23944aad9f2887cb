// The audit trail of impersonation: one row per request, approval, denial and impersonated
// sign-in, written in the transaction of the event itself (docs/decisions/024).
import { db, Prisma } from "@/lib/db";
import type { ImpersonationAction, TenantRole } from "@/lib/generated/prisma/enums";

export async function recordEvent(
  input: {
    request: { id: number; tenantId: number; role: TenantRole };
    actor: { id: number; email: string };
    action: ImpersonationAction;
  },
  tx: Prisma.TransactionClient = db,
) {
  const { request, actor, action } = input;
  await tx.impersonationEvent.create({
    data: {
      requestId: request.id,
      tenantId: request.tenantId,
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      role: request.role,
    },
  });
}

/** A venue's trail, newest first (for tests and an audit screen to come). */
export async function listEvents({ tenantId }: { tenantId: number }) {
  return db.impersonationEvent.findMany({
    where: { tenantId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
}
