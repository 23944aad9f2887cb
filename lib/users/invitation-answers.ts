// The invited person's answer (docs/decisions/048-accounts-and-memberships.md): signed in with
// their own email and password on the venue's host, they accept (the pending membership becomes
// active; only this writes accepted_at) or decline it (it is removed; the venue may invite again).
// The venue's Owners and Admins are told either way. A provider user may decline but not accept:
// they reach a venue through an access request, temporary and visible (decisions 049, 048).
import { verifyCredentials } from "@/lib/auth/credentials";
import { isProviderUser } from "@/lib/auth/roles";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/db";
import { notifyTenantAdmins } from "@/lib/notifications/notify";
import type { TenantRef } from "@/lib/tenants/queries";

import {
  invitationAccepted,
  invitationDeclined,
  NO_INVITATION,
  type InvitationAnswer,
} from "./team-schemas";

export async function answerInvitation({
  tenant,
  input,
  ip,
}: {
  tenant: TenantRef;
  input: InvitationAnswer;
  ip: string | null;
}): Promise<{ detail: string }> {
  const user = await verifyCredentials({ ...input, ip });
  const accept = input.answer === "accept";
  if (accept && isProviderUser(user)) throw notFound(NO_INVITATION);
  return db.$transaction(async (tx) => {
    const pending = { tenantId: tenant.id, userId: user.id, status: "pending" as const };
    const invitation = await tx.tenantUser.findFirst({ where: pending, select: { id: true } });
    if (!invitation) throw notFound(NO_INVITATION);
    const where = { ...pending, id: invitation.id };
    // Still pending when written: a second answer at the same time finds nothing.
    const { count } = accept
      ? await tx.tenantUser.updateMany({
          where,
          data: { status: "active", acceptedAt: new Date() },
        })
      : await tx.tenantUser.deleteMany({ where });
    if (!count) throw notFound(NO_INVITATION);
    await notifyTenantAdmins(
      {
        tenantId: tenant.id,
        except: user.id,
        level: accept ? "Success" : "Info",
        message: `${user.email} ${accept ? "accepted" : "declined"} the invitation to the team.`,
        related: { type: "tenant_user", id: invitation.id, url: "/settings" },
      },
      tx,
    );
    return { detail: accept ? invitationAccepted(tenant.name) : invitationDeclined(tenant.name) };
  });
}
