// Who may enter a route: each door resolves the request's tenant (X-Tenant header, else the host)
// and its user, and hands the handler exactly what it guarantees, typed: a member's door yields a
// tenant and a principal with a role, the provider's door a provider principal, and so on.
import type { NextRequest } from "next/server";

import { assertSameTenant, principalOf, type Credentials } from "@/lib/auth/access";
import { PROVIDER_ONLY } from "@/lib/auth/messages";
import type { Principal, ProviderPrincipal, TenantPrincipal } from "@/lib/auth/principal";
import { isSystemUser } from "@/lib/auth/roles";
import { readSessionCookie, sessionCookieName } from "@/lib/auth/session";
import { verifyAccessToken } from "@/lib/auth/tokens";
import { AppError, forbidden, notFound, unauthorized } from "@/lib/core/errors";
import { env } from "@/lib/env";
import type { TenantRole } from "@/lib/generated/prisma/enums";
import { IN_PERSON_ONLY } from "@/lib/impersonation/messages";
import { mayReadMetrics } from "@/lib/metrics/access";
import { isSameOrigin } from "@/lib/security/same-origin";
import { resolveTenantSlug } from "@/lib/tenants/host";
import { SYSTEM_USERS_ONLY } from "@/lib/tenants/messages";
import { requireActiveTenant, type TenantRef } from "@/lib/tenants/queries";

/** The doors' names, which the API reference (lib/openapi) shows as who may call a route. */
export type DoorName =
  | "anyone"
  | "publicAsset"
  | "tenantVisitor"
  | "member"
  | "signedIn"
  | "ownContext"
  | "systemUser"
  | "providerStaff"
  | "operator";

/**
 * What a door is known by, without the key: its name, for members the roles it admits, and
 * whether it admits an account that must change its password first (evenBeforePasswordChange), and
 * whether it refuses a session opened through an access request (`inPerson`).
 */
export type DoorLabel = {
  readonly name: DoorName;
  readonly roles?: readonly TenantRole[];
  readonly beforePasswordChange?: true;
  readonly inPerson?: true;
  /**
   * the door answers on any Host, a foreign one too (route() answers 421 to those otherwise):
   * the operator's scraper names each server by its own address, not APP_HOST
   */
  readonly anyHost?: true;
};

/** `held`: let in an account that must change its password first (every door refuses it else). */
export type Door<Entry> = DoorLabel & { enter(req: NextRequest, held?: boolean): Promise<Entry> };

export const PASSWORD_CHANGE_REQUIRED = "Your password must be changed before you continue.";

/**
 * `door`, opened also to an account that must change its password before anything else (a
 * provisioned owner, an invited member, an account whose password was reset for it): only the
 * routes that let it do so pass it, reading itself, changing the password and signing out. Every
 * other door answers such an account 403 PASSWORD_CHANGE_REQUIRED.
 */
export function evenBeforePasswordChange<Entry>(door: Door<Entry>): Door<Entry> {
  return { ...door, beforePasswordChange: true, enter: (req) => door.enter(req, true) };
}

/** Anyone, and nothing is looked up: public files, which no tenant or user changes. */
export const publicAsset: Door<Record<never, never>> = {
  name: "publicAsset",
  async enter() {
    return {};
  },
};

/**
 * The operator's monitoring (/api/metrics): METRICS_TOKEN as a bearer token, or an address of
 * METRICS_ALLOW. Everyone else, on any host, gets the very 404 of a path no route serves, so
 * that nobody learns the endpoint is there (docs/decisions/107).
 */
export const operator: Door<Record<never, never>> = {
  name: "operator",
  anyHost: true,
  async enter(req) {
    if (!mayReadMetrics(req.headers)) throw notFound();
    return {};
  },
};

/** Anyone; the tenant, when the request names one, must exist. */
export const anyone: Door<{ tenant: TenantRef | null; principal: Principal | null }> = {
  name: "anyone",
  async enter(req) {
    const tenant = await optionalTenant(req);
    return { tenant, principal: await optionalPrincipal(req, tenant) };
  },
};

/** Anyone, on an existing tenant (a venue's public site). */
export const tenantVisitor: Door<{ tenant: TenantRef; principal: TenantPrincipal | null }> = {
  name: "tenantVisitor",
  async enter(req) {
    const tenant = await requiredTenant(req);
    return { tenant, principal: await optionalPrincipal(req, tenant) };
  },
};

/** A signed-in member of the request's tenant (or an approved impersonator), in one of `roles`. */
export function member(
  roles?: readonly TenantRole[],
): Door<{ tenant: TenantRef; principal: TenantPrincipal }> {
  return {
    name: "member",
    roles,
    async enter(req, held) {
      const tenant = await requiredTenant(req);
      const principal = await authenticate(req, tenant, held);
      if (roles && !roles.includes(principal.role)) throw forbidden();
      return { tenant, principal };
    },
  };
}

/**
 * `door`, but not for a session opened through an approved access request (impersonation): what
 * only the venue's own people may do (its team, roles and statuses, passwords, calendar feeds,
 * booking settings, grants). Refused with 403, saying why.
 */
export function inPerson<Entry extends { principal: Principal | null }>(
  door: Door<Entry>,
): Door<Entry> {
  return {
    ...door,
    inPerson: true,
    async enter(req, held) {
      const entry = await door.enter(req, held);
      if (entry.principal?.impersonationId) throw forbidden(IN_PERSON_ONLY);
      return entry;
    },
  };
}

/**
 * A signed-in provider user (the admin console), outside every tenant, whatever the host. Valid
 * credentials issued in a venue are the wrong kind: 403 PROVIDER_ONLY (decision 066).
 */
export const providerStaff: Door<{ principal: ProviderPrincipal }> = {
  name: "providerStaff",
  async enter(req, held) {
    return { principal: await providerPrincipal(req, held) };
  },
};

/**
 * A system user of the provider (is_superuser or user_type SYSTEM), outside every tenant: tenants
 * and feature flags (spec §6). Provider staff who are neither get 403.
 */
export const systemUser: Door<{ principal: ProviderPrincipal }> = {
  name: "systemUser",
  async enter(req, held) {
    const principal = await providerPrincipal(req, held);
    if (!isSystemUser(principal.user)) throw forbidden(SYSTEM_USERS_ONLY);
    return { principal };
  },
};

/** Any signed-in user, in whatever context the credentials were issued for. */
export const signedIn: Door<{ tenant: TenantRef | null; principal: Principal }> = {
  name: "signedIn",
  async enter(req, held) {
    const tenant = await optionalTenant(req);
    return { tenant, principal: await authenticate(req, tenant, held) };
  },
};

/**
 * Any signed-in user, in the context the credentials were issued for: the venue the request names
 * (which must be theirs), else the credentials' own venue, else the provider's console. For what
 * the spec sends to the root without a tenant header whoever is signed in (/api/password…, §7).
 */
export const ownContext: Door<{ tenant: TenantRef | null; principal: Principal }> = {
  name: "ownContext",
  async enter(req, held) {
    const named = await optionalTenant(req);
    const claims = await readCredentials(req);
    const tenant = named ?? (claims.tenant ? await requireActiveTenant(claims.tenant) : null);
    assertSameTenant(claims.tenant, tenant?.slug ?? null);
    return { tenant, principal: admitted(await principalOf(claims, tenant), held) };
  },
};

function tenantSlugOf(req: NextRequest): string | null {
  return (
    req.headers.get("x-tenant")?.trim().toLowerCase() ||
    resolveTenantSlug(req.headers.get("host"), env().APP_HOST)
  );
}

async function optionalTenant(req: NextRequest): Promise<TenantRef | null> {
  const slug = tenantSlugOf(req);
  return slug ? requireActiveTenant(slug) : null;
}

async function requiredTenant(req: NextRequest): Promise<TenantRef> {
  const slug = tenantSlugOf(req);
  if (!slug) throw notFound("Tenant not found.");
  return requireActiveTenant(slug);
}

/** Bearer token first, then the session cookie; either must be for the request's tenant. */
async function credentials(req: NextRequest, tenant: TenantRef | null): Promise<Credentials> {
  const claims = await readCredentials(req);
  assertSameTenant(claims.tenant, tenant?.slug ?? null);
  return claims;
}

/** The request's credentials (bearer token, else the session cookie), for whichever context. */
async function readCredentials(req: NextRequest): Promise<Credentials> {
  const header = req.headers.get("authorization");
  let claims: Credentials;
  if (header) {
    const [scheme, token] = header.split(" ");
    if (scheme?.toLowerCase() !== "bearer" || !token)
      throw unauthorized("Authorization header must be: Bearer <access token>");
    claims = await verifyAccessToken(token);
  } else {
    const session = await readSessionCookie(req.cookies.get(sessionCookieName())?.value);
    if (!session) throw unauthorized();
    assertSameOrigin(req);
    claims = session;
  }
  return claims;
}

/**
 * The principal the request's credentials name, at the account's session version; an account that
 * must change its password first only when the door lets it (`held`).
 */
async function authenticate(
  req: NextRequest,
  tenant: TenantRef,
  held?: boolean,
): Promise<TenantPrincipal>;
async function authenticate(
  req: NextRequest,
  tenant: null,
  held?: boolean,
): Promise<ProviderPrincipal>;
async function authenticate(
  req: NextRequest,
  tenant: TenantRef | null,
  held?: boolean,
): Promise<Principal>;
async function authenticate(req: NextRequest, tenant: TenantRef | null, held = false) {
  return admitted(await principalOf(await credentials(req, tenant), tenant), held);
}

/**
 * The provider user the credentials name. Credentials issued in a venue authenticate, as the wrong
 * kind: 403, since refreshing them (what a spec client does on 401) gives the same kind again.
 */
async function providerPrincipal(req: NextRequest, held = false): Promise<ProviderPrincipal> {
  const claims = await readCredentials(req);
  if (claims.tenant !== null) throw forbidden(PROVIDER_ONLY);
  return admitted(await principalOf(claims, null), held);
}

/** `principal`, unless its account must change its password first and the door does not `held`. */
function admitted<P extends Principal>(principal: P, held = false): P {
  if (principal.user.mustResetPassword && !held) throw forbidden(PASSWORD_CHANGE_REQUIRED);
  return principal;
}

/**
 * Credentials that fail to authenticate make an anonymous request; anything else (a database that
 * cannot be reached) is an error of the request, never a silent downgrade to anonymous.
 */
async function optionalPrincipal(
  req: NextRequest,
  tenant: TenantRef,
): Promise<TenantPrincipal | null>;
async function optionalPrincipal(
  req: NextRequest,
  tenant: TenantRef | null,
): Promise<Principal | null>;
async function optionalPrincipal(req: NextRequest, tenant: TenantRef | null) {
  if (!req.headers.get("authorization") && !req.cookies.get(sessionCookieName())) return null;
  try {
    return await authenticate(req, tenant);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** Methods that change nothing. */
export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A change made with the session cookie must come from a page of the same origin: host and scheme.
 * SameSite=Lax cookies alone do not stop a sibling subdomain (another tenant's host is
 * "same-site"), nor the http twin of an https site. Browsers send Origin with every cross-origin
 * request and with same-origin POST, PATCH and DELETE.
 */
function assertSameOrigin(req: NextRequest) {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = req.headers.get("origin") ?? req.headers.get("referer");
  if (!isSameOrigin(origin, req.headers.get("host"), env().HTTPS))
    throw forbidden("Cross-site request refused.");
}
