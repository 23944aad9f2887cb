// Who may act where. One function decides it for every door: the token endpoint, the browser
// sign-in, and every authenticated request (bearer token or session cookie).
import { principalKey, remember, type Remembered } from "@/lib/cache/access";
import { AppError, forbidden, unauthorized } from "@/lib/core/errors";
import { db, Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";
import type { MemberStatus, TenantRole } from "@/lib/generated/prisma/enums";
import { recordImpersonatedSignIn } from "@/lib/impersonation/requests";
import { requireActiveTenant, type TenantRef } from "@/lib/tenants/queries";

import { verifyCredentials } from "./credentials";
import { ACCESS_REQUEST_ENDED, SESSION_ENDED, TOKEN_MISMATCH } from "./messages";
import type { Principal, PrincipalUser, ProviderPrincipal, TenantPrincipal } from "./principal";
import { isProviderUser, permissionsOf } from "./roles";
import { issueRefreshToken, signAccessToken } from "./tokens";

type Membership = { role: TenantRole; status: MemberStatus };

const readMembership = (userId: number, tenantId: number): Promise<Membership | null> =>
  db.tenantUser.findUnique({
    where: { tenantId_userId: { tenantId, userId } },
    select: { role: true, status: true },
  });

/** A user's standing in a tenant: a role (a membership's or a grant's), or why there is none. */
type TenantAccess =
  | { role: TenantRole; impersonationId?: number; until?: number }
  | { denied: MemberStatus | "grant-ended" | null };

/**
 * The access `user` has in `tenant` right now: an active membership, else (for a provider user) an
 * approved, unexpired impersonation, which stops being valid at its expiry (`until`). Credentials
 * opened through a grant (`impersonationId`) stay the grant's, whatever membership appears
 * meanwhile: they end with it (its expiry, or the venue's revocation).
 */
async function readTenantAccess(
  user: PrincipalUser,
  tenantId: number,
  membership: Membership | null,
  impersonationId?: number,
): Promise<TenantAccess> {
  if (membership?.status === "active" && !impersonationId) return { role: membership.role };
  if (isProviderUser(user)) {
    const grant = await db.impersonationRequest.findFirst({
      where: {
        tenantId,
        requesterId: user.id,
        approved: true,
        OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }],
        ...(impersonationId ? { id: impersonationId } : {}),
      },
      orderBy: { approvedAt: "desc" },
      select: { id: true, role: true, expiresAt: true },
    });
    if (grant)
      return { role: grant.role, impersonationId: grant.id, until: grant.expiresAt?.getTime() };
  }
  if (impersonationId) return { denied: "grant-ended" };
  // A provider user's invitation cannot be accepted (decision 048): it is no way in to point to.
  const invited = membership?.status === "pending" && isProviderUser(user);
  return { denied: invited ? null : (membership?.status ?? null) };
}

function tenantPrincipal(
  user: PrincipalUser,
  tenant: TenantRef,
  access: TenantAccess,
): TenantPrincipal {
  if ("role" in access) {
    const { role, impersonationId } = access;
    return impersonationId ? { user, tenant, role, impersonationId } : { user, tenant, role };
  }
  // The session was the grant's: it ended with it (revoked, or run out), as a signed-out one does.
  if (access.denied === "grant-ended") throw unauthorized(ACCESS_REQUEST_ENDED);
  if (access.denied === "pending")
    throw forbidden(
      `You have been invited to join ${tenant.name}. Accept the invitation at /invitation first.`,
    );
  if (access.denied)
    throw forbidden(
      `Your account for ${tenant.name} is ${access.denied}. Please contact your administrator.`,
    );
  throw forbidden(`This account has no access to ${tenant.name}.`);
}

/** With no tenant: the provider console, for provider users only. */
function providerAccess(user: PrincipalUser): ProviderPrincipal {
  if (!isProviderUser(user))
    throw forbidden("This account belongs to a venue. Please sign in on your venue's site.");
  return { user, tenant: null, role: null };
}

const USER_INACTIVE = "User not found or inactive.";

/** An active user and their access in the context, or null for an inactive user. */
type Standing = { user: PrincipalUser; access: TenantAccess | null } | null;

async function readStanding(
  userUuid: string,
  tenant: TenantRef | null,
  impersonationId?: number,
): Promise<Remembered<Standing>> {
  // The user and their membership in one statement, sent without Prisma (lib/db/sql.ts): every
  // request the cache has not answered asks it.
  const [row] = await sql<PrincipalUser & { isActive: boolean } & Partial<Membership>>(
    Prisma.sql`
    SELECT u.id, u.uuid, u.email, u.name, u.is_staff AS "isStaff",
      u.is_superuser AS "isSuperuser", u.user_type::text AS "userType", u.is_active AS "isActive",
      u.session_version AS "sessionVersion", u.must_reset_password AS "mustResetPassword",
      m.role::text AS role, m.status::text AS status
    FROM users u
    LEFT JOIN tenant_users m ON m.tenant_id = ${tenant?.id ?? null}::int AND m.user_id = u.id
    WHERE u.uuid = ${userUuid}`,
    { prepared: "hallbook_standing" },
  );
  // Not remembered: without a row there is no user id whose change would forget it.
  if (!row) throw unauthorized(USER_INACTIVE);
  const { isActive, role, status, ...user } = row;
  const tags = { tenantId: tenant?.id ?? null, userId: user.id };
  if (!isActive) return { value: null, ...tags };
  const membership = role && status ? { role, status } : null;
  const access = tenant
    ? await readTenantAccess(user, tenant.id, membership, impersonationId)
    : null;
  const until = access && "until" in access ? access.until : undefined;
  return { value: { user, access }, ...tags, until };
}

/**
 * Re-checks, on each request, that the user a token or session names may still act in `tenant`.
 * The answer, a refusal included, is remembered for a few seconds (lib/cache/access.ts); a change
 * to the user, the membership, an impersonation grant or the tenant forgets it on every server.
 */
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
  const standing = await remember(principalKey(userUuid, tenant?.id ?? null, impersonationId), () =>
    readStanding(userUuid, tenant, impersonationId),
  );
  if (!standing) throw unauthorized(USER_INACTIVE);
  return tenant
    ? tenantPrincipal(standing.user, tenant, standing.access!)
    : providerAccess(standing.user);
}

/** What a bearer token or a session cookie says about who presents it. */
export type Credentials = { sub: string; tenant: string | null; imp?: number; sv: number };

/**
 * principalFor() for the user that `credentials` name, if they were issued at the account's
 * session version: a password change or reset, a deactivation, a removal from a venue and 'Sign
 * out of all devices' move it on (triggers), and every older session and token is refused. The
 * version rides on the remembered standing, so a warm request still sends no statement.
 */
export async function principalOf(
  credentials: Credentials,
  tenant: TenantRef,
): Promise<TenantPrincipal>;
export async function principalOf(
  credentials: Credentials,
  tenant: null,
): Promise<ProviderPrincipal>;
export async function principalOf(
  credentials: Credentials,
  tenant: TenantRef | null,
): Promise<Principal>;
export async function principalOf(credentials: Credentials, tenant: TenantRef | null) {
  const principal = await principalFor(credentials.sub, tenant, credentials.imp);
  if (principal.user.sessionVersion !== credentials.sv) throw unauthorized(SESSION_ENDED);
  return principal;
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
  const tenant = input.tenantSlug ? await requireActiveTenant(input.tenantSlug) : null;
  const user = await verifyCredentials(input);
  // Read fresh, as the user is: signing in is rare, and it must not ride on a remembered answer.
  const principal = tenant
    ? tenantPrincipal(
        user,
        tenant,
        await readTenantAccess(user, tenant.id, await readMembership(user.id, tenant.id)),
      )
    : providerAccess(user);
  await db.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
  if (principal.impersonationId)
    await recordImpersonatedSignIn({ user, requestId: principal.impersonationId });
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

/** An access token for `p`, at the session version `p` was read with. */
export const accessTokenFor = (p: Principal) =>
  signAccessToken({
    sub: p.user.uuid,
    tenant: p.tenant?.slug ?? null,
    imp: p.impersonationId,
    sv: p.user.sessionVersion,
  });

/**
 * A sign-in's tokens: an access token and the first refresh token of a new family, both at the
 * session version `p` was read with (with its password, when it signed in). If the account's
 * sessions ended since (a password change, a reset, 'Sign out of all devices' committed after the
 * check), no family is started and the sign-in is refused: nothing it was checked for works, so a
 * right password having taken its attempt back (lib/auth/rate-limit.ts) gains nothing.
 */
export async function issueTokens(p: Principal): Promise<TokenResponse> {
  const [access, refresh] = await Promise.all([
    accessTokenFor(p),
    issueRefreshToken({
      userId: p.user.id,
      tenantId: p.tenant?.id ?? null,
      sessionVersion: p.user.sessionVersion,
      impersonationId: p.impersonationId,
    }),
  ]);
  if (!refresh) throw unauthorized(SESSION_ENDED);
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
