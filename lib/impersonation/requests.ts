// Impersonation requests (spec §2.2, §2.3, §4): a provider user asks for a role in a venue; the
// venue's Owners or Admins approve it (for IMPERSONATION_DURATION_MS) or deny it (which deletes
// it), and may revoke an approval before it expires. Every step, and every sign-in on an
// approval, is written to the audit trail (./audit.ts) and announced, in the same transaction.
import type { Principal, PrincipalUser, TenantPrincipal } from "@/lib/auth/principal";
import { isProviderUser, TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { sqlState } from "@/lib/core/db-errors";
import { conflict, forbidden, notFound, ValidationError } from "@/lib/core/errors";
import { db } from "@/lib/db";
import { notifyTenantAdmins, notifyUsers } from "@/lib/notifications/notify";

import { recordEvent } from "./audit";
import {
  ACCESS_ENDED,
  ADMINS_ONLY,
  alreadyRequested,
  IMPERSONATION_DURATION_MS,
  NOT_PENDING,
  PROVIDER_ONLY,
  statusOf,
  UNKNOWN_TENANT,
  type RequestInput,
} from "./schemas";
import { requestSelect, serializeRequest, type RequestRow } from "./serialize";

const PROVIDER_PAGE = "/admin/tenants/access";
const VENUE_PAGE = "/support/hosting";
const related = (id: number, url: string) => ({ type: "impersonation_request", id, url });

/** A venue's Owner or Admin acting as themselves (an impersonator never approves). */
export function isTenantApprover(p: Principal): p is TenantPrincipal {
  return !!p.tenant && TENANT_ADMIN_ROLES.includes(p.role) && !p.impersonationId;
}

/**
 * The requests the caller may see, newest first: in the provider console, the provider user's own;
 * on a venue's host, that venue's, for its Owners and Admins.
 */
export async function listRequests({ principal }: { principal: Principal }) {
  let where: { requesterId: number } | { tenantId: number };
  if (!principal.tenant && isProviderUser(principal.user))
    where = { requesterId: principal.user.id };
  else if (isTenantApprover(principal)) where = { tenantId: principal.tenant.id };
  else throw forbidden();
  const rows = await db.impersonationRequest.findMany({
    where,
    select: requestSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  const now = new Date();
  return rows.map((r) => serializeRequest(r, now));
}

/** A request of this venue, or 404 (another venue's request is not found either). */
export async function findRequestOrThrow({ tenantId, id }: { tenantId: number; id: number }) {
  const row = await db.impersonationRequest.findFirst({
    where: { tenantId, id },
    select: requestSelect,
  });
  if (!row) throw notFound();
  return row;
}

/**
 * A provider user asks for `role` in the venue whose slug is `tenant_name`; one request at a time
 * waits for a venue's answer (a second is 409, and a unique index holds it under a race).
 */
export async function createRequest({
  principal,
  input,
}: {
  principal: Principal;
  input: RequestInput;
}) {
  if (principal.tenant || !isProviderUser(principal.user)) throw forbidden(PROVIDER_ONLY);
  const user = principal.user;
  const tenant = await db.tenant.findFirst({
    where: { slug: input.tenant_name.trim().toLowerCase(), isActive: true },
    select: { id: true, name: true },
  });
  if (!tenant) throw ValidationError.of("tenant_name", UNKNOWN_TENANT);
  const role = input.role;
  const waiting = () =>
    db.impersonationRequest.findFirst({
      where: { tenantId: tenant.id, requesterId: user.id, approved: false },
      select: { role: true },
    });
  const refuse = (w: { role: string }) => conflict(alreadyRequested(tenant.name, w.role));
  const first = await waiting();
  if (first) throw refuse(first);
  try {
    return await saveRequest(tenant.id, user, role);
  } catch (error) {
    const raced = sqlState(error) === "23505" && (await waiting());
    throw raced ? refuse(raced) : error;
  }
}

/** The request, its audit row and its announcement to the venue's admins, in one transaction. */
function saveRequest(tenantId: number, user: PrincipalUser, role: RequestInput["role"]) {
  return db.$transaction(async (tx) => {
    const row = await tx.impersonationRequest.create({
      data: { tenantId, requesterId: user.id, role },
      select: requestSelect,
    });
    await recordEvent({ request: row, actor: user, action: "REQUESTED" }, tx);
    await notifyTenantAdmins(
      {
        tenantId,
        level: "Warning",
        message: `${user.email} requests ${role} access to this venue.`,
        related: related(row.id, VENUE_PAGE),
      },
      tx,
    );
    return serializeRequest(row);
  });
}

function assertApprover(principal: TenantPrincipal) {
  if (!isTenantApprover(principal)) throw forbidden(ADMINS_ONLY);
}

/** A venue's Owner or Admin acting on one of its requests, at `now`. */
type Decision = { principal: TenantPrincipal; id: number; now?: Date };

/** Approves a pending request of the venue until now + IMPERSONATION_DURATION_MS. */
export async function approveRequest({ principal, id, now = new Date() }: Decision) {
  assertApprover(principal);
  const tenantId = principal.tenant.id;
  await findRequestOrThrow({ tenantId, id });
  return db.$transaction(async (tx) => {
    const expiresAt = new Date(now.getTime() + IMPERSONATION_DURATION_MS);
    const { count } = await tx.impersonationRequest.updateMany({
      where: { id, tenantId, approved: false },
      data: { approved: true, approvedById: principal.user.id, approvedAt: now, expiresAt },
    });
    if (!count) throw conflict(NOT_PENDING);
    const row = await tx.impersonationRequest.findUniqueOrThrow({
      where: { id },
      select: requestSelect,
    });
    await recordEvent({ request: row, actor: principal.user, action: "APPROVED" }, tx);
    await notifyUsers(
      {
        userIds: [row.requesterId],
        tenantId: null,
        level: "Success",
        message: `Your ${row.role} access to ${row.tenant.name} was approved until ${expiresAt.toISOString()}.`,
        related: related(row.id, PROVIDER_PAGE),
      },
      tx,
    );
    return serializeRequest(row, now);
  });
}

/**
 * Ends a request of the venue: a pending one is denied (deleted; its audit stays); an approved one
 * is revoked: it expires now, and every token and session opened through it stops on every app
 * server (the row's change reaches each one's access cache). One already over: 409.
 */
export async function endRequest({ principal, id, now = new Date() }: Decision) {
  assertApprover(principal);
  const row = await findRequestOrThrow({ tenantId: principal.tenant.id, id });
  const status = statusOf(row, now);
  if (status === "PENDING") return denyRequest(principal, row);
  if (status === "APPROVED") return revokeGrant(principal, row, now);
  throw conflict(ACCESS_ENDED);
}

async function denyRequest(principal: TenantPrincipal, row: RequestRow) {
  await db.$transaction(async (tx) => {
    await recordEvent({ request: row, actor: principal.user, action: "DENIED" }, tx);
    const { count } = await tx.impersonationRequest.deleteMany({
      where: { id: row.id, tenantId: principal.tenant.id, approved: false },
    });
    if (!count) throw conflict(NOT_PENDING);
    await notifyUsers(
      {
        userIds: [row.requesterId],
        tenantId: null,
        level: "Error",
        message: `Your ${row.role} access request to ${row.tenant.name} was denied.`,
        related: { type: "impersonation_request", id: row.id },
      },
      tx,
    );
  });
}

async function revokeGrant(principal: TenantPrincipal, row: RequestRow, now: Date) {
  const tenantId = principal.tenant.id;
  await db.$transaction(async (tx) => {
    const { count } = await tx.impersonationRequest.updateMany({
      where: {
        id: row.id,
        tenantId,
        approved: true,
        OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
      },
      data: { expiresAt: now },
    });
    if (!count) throw conflict(ACCESS_ENDED);
    // The refresh tokens of sign-ins through it go with it (a refresh would refuse them anyway).
    await tx.refreshTokenFamily.updateMany({
      where: { impersonationId: row.id, revokedAt: null },
      data: { revokedAt: now },
    });
    await recordEvent({ request: row, actor: principal.user, action: "REVOKED" }, tx);
    await notifyUsers(
      {
        userIds: [row.requesterId],
        tenantId: null,
        level: "Warning",
        message: `Your ${row.role} access to ${row.tenant.name} was revoked by the venue.`,
        related: related(row.id, PROVIDER_PAGE),
      },
      tx,
    );
  });
}

/**
 * What the console's banner shows during an impersonated session: the grant's role and when it
 * ends (null: it has just ended, and the next request is refused).
 */
export async function grantOf(principal: TenantPrincipal) {
  if (!principal.impersonationId) return null;
  const grant = await db.impersonationRequest.findFirst({
    where: { id: principal.impersonationId, tenantId: principal.tenant.id, approved: true },
    select: { role: true, expiresAt: true },
  });
  return grant && { role: grant.role, expiresAt: grant.expiresAt };
}

/** Called by the sign-in (lib/auth/access.ts) when a provider user signs in on an approval. */
export async function recordImpersonatedSignIn({
  user,
  requestId,
}: {
  user: PrincipalUser;
  requestId: number;
}) {
  await db.$transaction(async (tx) => {
    const row = await tx.impersonationRequest.findUniqueOrThrow({
      where: { id: requestId },
      select: requestSelect,
    });
    await recordEvent({ request: row, actor: user, action: "SIGNED_IN" }, tx);
    await notifyTenantAdmins(
      {
        tenantId: row.tenantId,
        level: "Info",
        message: `${user.email} signed in to this venue as ${row.role} (impersonation).`,
        related: related(row.id, VENUE_PAGE),
      },
      tx,
    );
  });
}
