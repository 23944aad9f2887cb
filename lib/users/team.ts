// A venue's team: its Owners and Admins invite people, change their membership (role, branches,
// status, the venue's own contact fields) and remove them; the account itself is the person's.
// A venue always keeps one active Owner or Admin, and nobody locks themselves out.
import crypto from "node:crypto";

import { hashPassword } from "@/lib/auth/password";
import { conflict, notFound, ValidationError } from "@/lib/core/errors";
import { db, Prisma } from "@/lib/db";
import { log } from "@/lib/log";
import type { TenantRef } from "@/lib/tenants/queries";

import { sendInvitation, sendProviderInvitationNotice } from "./invitation";
import { consumeInvitationLimits } from "./invitation-limits";
import { memberSelect, serializeMember, type MemberRow } from "./members";
import { EMAIL_READ_ONLY } from "./profile-schemas";
import {
  alreadyInvited,
  alreadyMember,
  invitedAddressFixed,
  NAME_IS_THEIRS,
  NOT_AN_INVITATION,
  notYetAccepted,
  type MemberCreate,
  type MemberPatch,
} from "./team-schemas";

const ADMINS = ["Owner", "Admin"] as const;
export const LAST_ADMIN = "A venue needs at least one active Owner or Admin.";
export const NOT_YOURSELF = "You cannot change your own role or status, or remove yourself.";

type InTenant = { tenantId: number };

export async function listTeam({ tenantId, id }: InTenant & { id?: number }) {
  const rows = await db.tenantUser.findMany({
    where: { tenantId, id },
    select: memberSelect,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map(serializeMember);
}

/** A member of the venue, or 404 (another venue's member is not found either). */
export async function findMemberOrThrow({ tenantId, id }: InTenant & { id: number }) {
  const row = await db.tenantUser.findFirst({ where: { tenantId, id }, select: memberSelect });
  if (!row) throw notFound();
  return row;
}

async function assertBranches(tenantId: number, branches: number[] | undefined) {
  if (!branches?.length) return;
  const found = await db.branch.count({ where: { tenantId, id: { in: branches } } });
  if (found !== branches.length)
    throw ValidationError.of("branches", "Please select a valid branch.");
}

/** A readable password the new member changes at first sign-in (must_reset_password). */
function temporaryPassword(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";
  const bytes = crypto.randomBytes(14);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}

/**
 * An account, as an invitation reads it: whether its person has chosen a password of their own,
 * and whether it is a provider user's (isProviderUser in lib/auth/roles.ts).
 */
type Who = { id: number; email: string; passwordChosen: boolean; provider: boolean } | undefined;

/** The 409 for an email already invited to, or a member of, this venue. */
async function assertNotInTeam(
  client: Pick<typeof db, "tenantUser">,
  tenant: TenantRef,
  user: Who,
) {
  if (!user) return;
  const membership = await client.tenantUser.findUnique({
    where: { tenantId_userId: { tenantId: tenant.id, userId: user.id } },
    select: { status: true },
  });
  if (membership)
    throw conflict(
      membership.status === "pending"
        ? alreadyInvited(user.email, tenant.name)
        : alreadyMember(user.email, tenant.name),
    );
}

/**
 * Invites a person to the venue: a pending membership, which only the person turns into access by
 * accepting it (./invitation-answers.ts). Someone new gets an account with a temporary password
 * they must change at first sign-in; someone who already has an account keeps it untouched (its
 * name, its password). Either way the answer is the same (the pending member: the email typed, no
 * name or uuid), and an invitation is mailed once the member is saved. Invitations are limited per
 * venue and per email (./invitation-limits.ts): a refused one writes and mails nothing.
 */
export async function addMember({ tenant, input }: { tenant: TenantRef; input: MemberCreate }) {
  await assertBranches(tenant.id, input.branches);
  const email = input.tenant_specific_email;
  const readAccount = async (tx: Pick<typeof db, "$queryRaw">, lock: boolean): Promise<Who> =>
    (
      await tx.$queryRaw<NonNullable<Who>[]>`
        SELECT id, email, password_chosen_at IS NOT NULL AS "passwordChosen",
          (user_type = 'SYSTEM' OR is_superuser OR is_staff) AS provider FROM users
        WHERE email = ${email} ${lock ? Prisma.sql`FOR SHARE` : Prisma.empty}`
    )[0];
  await assertNotInTeam(db, tenant, await readAccount(db, false));
  // Counted only now (an email already in the team costs nothing) and before anything is written.
  await consumeInvitationLimits(tenant, email);
  // Hashed whether or not it is used, so that the answer's time does not tell either.
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const { member, existing } = await db.$transaction(async (tx) => {
    // Read again FOR SHARE: an unused account whose last invitation is being withdrawn meanwhile
    // (which deletes it, decision 048) is either still there once this membership is in, or gone.
    const existing = await readAccount(tx, true);
    await assertNotInTeam(tx, tenant, existing);
    const user =
      existing ??
      (await tx.user.create({
        data: {
          email,
          name: input.name,
          passwordHash,
          mustResetPassword: true,
          madeByInvitation: true,
        },
        select: { id: true },
      }));
    const created = await tx.tenantUser.create({
      data: {
        tenantId: tenant.id,
        userId: user.id,
        role: input.role,
        status: "pending",
        acceptedAt: null,
        tenantSpecificEmail: email,
        tenantSpecificPhone: input.tenant_specific_phone || null,
        jobTitle: input.job_title ?? null,
        internalId: input.internal_id || null,
      },
      select: { id: true },
    });
    await tx.tenantUserBranch.createMany({
      data: input.branches.map((branchId) => ({
        tenantId: tenant.id,
        tenantUserId: created.id,
        branchId,
      })),
    });
    const member = await tx.tenantUser.findUniqueOrThrow({
      where: { id: created.id },
      select: memberSelect,
    });
    return { member, existing };
  });
  // After the commit: a mail server that fails must not undo the member (the admin can remove
  // and invite again). A provider user's account joins no venue's team: instead of an invitation
  // framed by the venue, HallBook tells them of it in its own words; the venue sees no difference.
  const mail = existing?.provider
    ? sendProviderInvitationNotice({ tenant, email })
    : sendInvitation({
        tenant,
        email,
        role: input.role,
        password: existing ? { chosen: existing.passwordChosen } : { temporary: password },
      });
  const invited = await mail.then(
    () => true,
    (error) => {
      log.error("The invitation could not be sent", { error, email, tenant: tenant.slug });
      return false;
    },
  );
  return { ...serializeMember(member), invitation_sent: invited };
}

/**
 * The venue changes its membership, never the person's account: a name or email sent back as the
 * venue reads it is fine, a changed one a 400. And the status of an invitation is the person's to
 * answer: a pending member cannot be given another, nor a member made pending.
 */
function assertOwnFieldsOnly(current: MemberRow, input: MemberPatch) {
  const shown = serializeMember(current);
  if (input.name !== undefined && input.name !== shown.name)
    throw ValidationError.of("name", NAME_IS_THEIRS);
  if (input.email !== undefined && input.email !== shown.email)
    throw ValidationError.of("email", EMAIL_READ_ONLY);
  // An invitation belongs to the address it was mailed to; a typo is withdrawn and invited anew.
  const address = input.tenant_specific_email;
  const invited = current.tenantSpecificEmail ?? shown.email;
  if (current.status === "pending" && address && address.toLowerCase() !== invited.toLowerCase())
    throw ValidationError.of("tenant_specific_email", invitedAddressFixed(invited));
  if (input.status === undefined || input.status === current.status) return;
  if (current.status === "pending") throw conflict(notYetAccepted(shown.email));
  if (input.status === "pending") throw ValidationError.of("status", NOT_AN_INVITATION);
}

/** Whether, after a change, the venue would have no active Owner or Admin left. */
async function wouldLeaveNoAdmin(tenantId: number, id: number) {
  const others = await db.tenantUser.count({
    where: { tenantId, id: { not: id }, status: "active", role: { in: [...ADMINS] } },
  });
  return others === 0;
}

export async function updateMember({
  tenantId,
  id,
  input,
  actorUserId,
}: InTenant & { id: number; input: MemberPatch; actorUserId: number }) {
  const current = await findMemberOrThrow({ tenantId, id });
  assertOwnFieldsOnly(current, input);
  const changesAccess =
    (input.role !== undefined && input.role !== current.role) ||
    (input.status !== undefined && input.status !== current.status);
  if (changesAccess && current.user.id === actorUserId) throw conflict(NOT_YOURSELF);
  const staysAdmin =
    (input.role ?? current.role) !== "Manager" &&
    (input.role ?? current.role) !== "Staff" &&
    (input.status ?? current.status) === "active";
  if (changesAccess && !staysAdmin && (await wouldLeaveNoAdmin(tenantId, id)))
    throw conflict(LAST_ADMIN);
  await assertBranches(tenantId, input.branches);
  await db.$transaction(async (tx) => {
    await tx.tenantUser.updateMany({
      where: { tenantId, id },
      data: {
        role: input.role,
        status: input.status,
        tenantSpecificEmail: input.tenant_specific_email,
        tenantSpecificPhone: input.tenant_specific_phone,
        jobTitle: input.job_title,
        internalId: input.internal_id,
      },
    });
    if (input.branches !== undefined) {
      await tx.tenantUserBranch.deleteMany({ where: { tenantId, tenantUserId: id } });
      await tx.tenantUserBranch.createMany({
        data: input.branches.map((branchId) => ({ tenantId, tenantUserId: id, branchId })),
      });
    }
  });
  return serializeMember(await findMemberOrThrow({ tenantId, id }));
}

/**
 * Removes a person from the venue. Their account, which other venues may share, stays; but an
 * invitation withdrawn before anyone used the account it made takes that account with it (a
 * trigger, decision 048), so the email is free again.
 */
export async function removeMember({
  tenantId,
  id,
  actorUserId,
}: InTenant & { id: number; actorUserId: number }) {
  const current = await findMemberOrThrow({ tenantId, id });
  if (current.user.id === actorUserId) throw conflict(NOT_YOURSELF);
  if (await wouldLeaveNoAdmin(tenantId, id)) throw conflict(LAST_ADMIN);
  await db.tenantUser.deleteMany({ where: { tenantId, id } });
}
