// Who may act where. One function decides it for every door: the token endpoint, the browser
// sign-in, and every authenticated request (bearer token or session cookie).
import { AppError, forbidden, unauthorized } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { TenantRole } from "@/lib/generated/prisma/enums";
import { recordImpersonatedSignIn } from "@/lib/impersonation/requests";
import { requireActiveTenant, type TenantRef } from "@/lib/tenants/queries";

import { verifyPassword } from "./password";
import {
  assertSignInAllowed,
  clearSignInFailures,
  failureKeys,
  recordSignInFailure,
} from "./rate-limit";
import { isProviderUser, permissionsOf } from "./roles";
import { issueRefreshToken, signAccessToken } from "./tokens";

export type PrincipalUser = {
  id: number;
  uuid: string;
  email: string;
  name: string;
  isStaff: boolean;
  isSuperuser: boolean;
  userType: "SYSTEM" | "TENANT";
};

/** A user acting in a tenant: as a member, or as a provider user through an approved grant. */
export type TenantPrincipal = {
  user: PrincipalUser;
  tenant: TenantRef;
  /** the role inside the tenant: the membership's, or the impersonation's */
  role: TenantRole;
  impersonationId?: number;
};
/** A provider user in the provider's console, outside every tenant. */
export type ProviderPrincipal = {
  user: PrincipalUser;
  tenant: null;
  role: null;
  impersonationId?: undefined;
};
/** An authenticated user acting in one context: a tenant, or the provider console. */
export type Principal = TenantPrincipal | ProviderPrincipal;

export const TOKEN_MISMATCH = "Authentication token mismatch. Please log in again.";
export const INVALID_CREDENTIALS = "Invalid credentials";

const userSelect = {
  id: true,
  uuid: true,
  email: true,
  name: true,
  isStaff: true,
  isSuperuser: true,
  userType: true,
  isActive: true,
} as const;

/**
 * The access `user` has in `tenant` right now, or an error: an active membership, else (for a
 * provider user) an approved, unexpired impersonation.
 */
async function tenantAccess(
  user: PrincipalUser,
  tenant: TenantRef,
  impersonationId?: number,
): Promise<TenantPrincipal> {
  const membership = await db.tenantUser.findUnique({
    where: { tenantId_userId: { tenantId: tenant.id, userId: user.id } },
    select: { role: true, status: true },
  });
  if (membership?.status === "active") return { user, tenant, role: membership.role };
  if (isProviderUser(user)) {
    const grant = await db.impersonationRequest.findFirst({
      where: {
        tenantId: tenant.id,
        requesterId: user.id,
        approved: true,
        OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }],
        ...(impersonationId ? { id: impersonationId } : {}),
      },
      orderBy: { approvedAt: "desc" },
      select: { id: true, role: true },
    });
    if (grant) return { user, tenant, role: grant.role, impersonationId: grant.id };
  }
  if (membership)
    throw forbidden(
      `Your account for ${tenant.name} is ${membership.status}. Please contact your administrator.`,
    );
  throw forbidden(`This account has no access to ${tenant.name}.`);
}

/** With no tenant: the provider console, for provider users only. */
function providerAccess(user: PrincipalUser): ProviderPrincipal {
  if (!isProviderUser(user))
    throw forbidden("This account belongs to a venue. Please sign in on your venue's site.");
  return { user, tenant: null, role: null };
}

async function accessFor(
  user: PrincipalUser,
  tenant: TenantRef | null,
  impersonationId?: number,
): Promise<Principal> {
  return tenant ? tenantAccess(user, tenant, impersonationId) : providerAccess(user);
}

async function activeUser(userUuid: string): Promise<PrincipalUser> {
  const user = await db.user.findUnique({ where: { uuid: userUuid }, select: userSelect });
  if (!user?.isActive) throw unauthorized("User not found or inactive.");
  return user;
}

/** Re-checks, on each request, that the user a token or session names may still act in `tenant`. */
export async function principalFor(
  userUuid: string,
  tenant: TenantRef,
  impersonationId?: number,
): Promise<TenantPrincipal>;
export async function principalFor(userUuid: string, tenant: null): Promise<ProviderPrincipal>;
export async function principalFor(
  userUuid: string,
  tenant: TenantRef | null,
  impersonationId?: number,
): Promise<Principal>;
export async function principalFor(
  userUuid: string,
  tenant: TenantRef | null,
  impersonationId?: number,
): Promise<Principal> {
  return accessFor(await activeUser(userUuid), tenant, impersonationId);
}

/**
 * Email and password sign-in, in a tenant (slug) or the provider console (null). Rate limited per
 * email and per IP; a wrong email and a wrong password answer alike. A sign-in on an impersonation
 * approval is audited and announced to the venue's admins.
 */
export async function signInWithPassword(input: {
  email: string;
  password: string;
  tenantSlug: string | null;
  ip: string | null;
}): Promise<Principal> {
  const email = input.email.trim().toLowerCase();
  const keys = failureKeys(email, input.ip);
  await assertSignInAllowed(keys);
  const tenant = input.tenantSlug ? await requireActiveTenant(input.tenantSlug) : null;
  const user = await db.user.findUnique({
    where: { email },
    select: { ...userSelect, passwordHash: true },
  });
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid || !user.isActive) {
    await recordSignInFailure(keys);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  const { passwordHash, ...principalUser } = user;
  const principal = await accessFor(principalUser, tenant);
  await Promise.all([
    clearSignInFailures(email),
    db.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } }),
  ]);
  if (principal.impersonationId)
    await recordImpersonatedSignIn({ user: principalUser, requestId: principal.impersonationId });
  return principal;
}

export type TokenResponse = {
  access: string;
  refresh: string;
  uuid: string;
  is_staff: boolean;
  is_superuser: boolean;
  user_type: string;
  groups: string[];
  permissions: string[];
};

export function groupsOf(p: Principal): string[] {
  if (p.role) return [p.role];
  return isProviderUser(p.user) ? ["SYSTEM"] : [];
}

export async function issueTokens(p: Principal, familyId?: string): Promise<TokenResponse> {
  const [access, refresh] = await Promise.all([
    signAccessToken({ sub: p.user.uuid, tenant: p.tenant?.slug ?? null, imp: p.impersonationId }),
    issueRefreshToken({ userId: p.user.id, tenantId: p.tenant?.id ?? null, familyId }),
  ]);
  return {
    access,
    refresh,
    uuid: p.user.uuid,
    is_staff: p.user.isStaff,
    is_superuser: p.user.isSuperuser,
    user_type: p.user.userType,
    groups: groupsOf(p),
    permissions: p.role ? permissionsOf(p.role) : isProviderUser(p.user) ? ["provider.admin"] : [],
  };
}

/** A request's tenant must be the one its credentials were issued for. */
export function assertSameTenant(credentialTenant: string | null, requestTenant: string | null) {
  if ((credentialTenant ?? null) !== (requestTenant ?? null))
    throw new AppError(401, TOKEN_MISMATCH);
}
