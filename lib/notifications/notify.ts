// Notifications are written by the events that cause them, in the same transaction when there is
// one (pass `tx`), so a notice never announces something that was rolled back. Each area calls one
// of these; the bell and the API (lib/notifications/notifications.ts) only read them.
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { db, Prisma } from "@/lib/db";
import type { NotificationLevel } from "@/lib/generated/prisma/enums";

type Tx = Prisma.TransactionClient;

/** What a notification says, and what it is about (shown as a link when `url` is given). */
export type Notice = {
  level?: NotificationLevel;
  message: string;
  related?: { type: string; id: number; url?: string };
};

const rows = (userIds: number[], tenantId: number | null, notice: Notice) =>
  [...new Set(userIds)].map((userId) => ({
    userId,
    tenantId,
    level: notice.level ?? "Info",
    message: notice.message,
    relatedObjectInfo: notice.related ?? Prisma.DbNull,
  }));

/**
 * Notifies these users, in the context of `tenantId` (null: the provider's console). The user who
 * caused the event (`except`) is left out: nobody is told what they just did themselves.
 */
export async function notifyUsers(
  input: { userIds: number[]; tenantId: number | null; except?: number | null } & Notice,
  tx: Tx = db,
): Promise<number> {
  const { userIds, tenantId, except, ...notice } = input;
  const data = rows(
    userIds.filter((id) => id !== except),
    tenantId,
    notice,
  );
  if (!data.length) return 0;
  return (await tx.notification.createMany({ data })).count;
}

/**
 * Who in a venue hears of what happens there: its active Owners and Admins, and `ownerId` (whom
 * the thing concerns) while an active member, never `actorId` (nobody is told what they just did
 * themselves). A query answering user_id over SQL expressions, so that a statement's CTE asks it
 * for each of its rows (the booking insert, the hold sweep) and notifyTenantAdmins for one.
 */
export function venueAdminsSql(who: {
  tenantId: Prisma.Sql;
  actorId?: Prisma.Sql;
  ownerId?: Prisma.Sql;
}): Prisma.Sql {
  const owner = who.ownerId ? Prisma.sql` OR m.user_id = ${who.ownerId}` : Prisma.empty;
  const notActor = who.actorId
    ? Prisma.sql` AND m.user_id IS DISTINCT FROM ${who.actorId}`
    : Prisma.empty;
  return Prisma.sql`
    SELECT m.user_id FROM tenant_users m
    WHERE m.tenant_id = ${who.tenantId} AND m.status = 'active'
      AND (m.role::text IN (${Prisma.join(TENANT_ADMIN_ROLES)})${owner})${notActor}`;
}

/** Notifies the tenant's active Owners and Admins (but `except`). */
export async function notifyTenantAdmins(
  input: { tenantId: number; except?: number | null } & Notice,
  tx: Tx = db,
): Promise<number> {
  const admins = await tx.$queryRaw<{ user_id: number }[]>(
    venueAdminsSql({
      tenantId: Prisma.sql`${input.tenantId}::int`,
      actorId: Prisma.sql`${input.except ?? null}::int`,
    }),
  );
  return notifyUsers({ ...input, userIds: admins.map((a) => a.user_id) }, tx);
}

/** Notifies the tenant's active members (every role). */
export async function notifyTenantMembers(
  input: { tenantId: number; except?: number | null } & Notice,
  tx: Tx = db,
): Promise<number> {
  const members = await tx.tenantUser.findMany({
    where: { tenantId: input.tenantId, status: "active" },
    select: { userId: true },
  });
  return notifyUsers({ ...input, userIds: members.map((m) => m.userId) }, tx);
}

/** Notifies the provider's active system users, in the provider's console. */
export async function notifyProviderStaff(
  input: { except?: number | null } & Notice,
  tx: Tx = db,
): Promise<number> {
  const staff = await tx.user.findMany({
    where: {
      isActive: true,
      OR: [{ userType: "SYSTEM" }, { isStaff: true }, { isSuperuser: true }],
    },
    select: { id: true },
  });
  return notifyUsers({ ...input, tenantId: null, userIds: staff.map((s) => s.id) }, tx);
}
