// Who a request acts as: the shapes the doors hand every route (./access.ts makes them). Types
// only, so that any area can name them without importing the sign-in.
import type { TenantRole } from "@/lib/generated/prisma/enums";
import type { TenantRef } from "@/lib/tenants/queries";

export type PrincipalUser = {
  id: number;
  uuid: string;
  email: string;
  name: string;
  isStaff: boolean;
  isSuperuser: boolean;
  userType: "SYSTEM" | "TENANT";
  /** the credentials of older versions are refused (docs/decisions/046-session-versions.md) */
  sessionVersion: number;
  /** the account must change its password before anything else (the doors hold it) */
  mustResetPassword: boolean;
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
