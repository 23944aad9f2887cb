// Tenant roles and what each may do. Groups and permissions are also returned with every token
// so clients can shape their UI; the server checks roles itself (lib/api/handler.ts).
import type { TenantRole } from "@/lib/generated/prisma/enums";

/** Roles that set up the venue's halls and slots (Staff take bookings, but do not change halls). */
export const HALL_MANAGER_ROLES: TenantRole[] = ["Owner", "Admin", "Manager"];

/** Roles that administer the tenant itself: its users, its public site, impersonation approvals. */
export const TENANT_ADMIN_ROLES: TenantRole[] = ["Owner", "Admin"];

const PERMISSIONS: Record<TenantRole, string[]> = {
  Owner: [
    "bookings.manage",
    "halls.manage",
    "calendar.view",
    "settings.manage",
    "users.manage",
    "support.use",
    "impersonation.approve",
  ],
  Admin: [
    "bookings.manage",
    "halls.manage",
    "calendar.view",
    "settings.manage",
    "users.manage",
    "support.use",
    "impersonation.approve",
  ],
  Manager: ["bookings.manage", "halls.manage", "calendar.view", "support.use"],
  Staff: ["bookings.manage", "calendar.view", "support.use"],
};

export function permissionsOf(role: TenantRole | null | undefined): string[] {
  return role ? PERMISSIONS[role] : [];
}

/** Provider staff: may use the provider's admin console. */
export function isProviderUser(user: {
  isStaff: boolean;
  isSuperuser: boolean;
  userType: string;
}): boolean {
  return user.userType === "SYSTEM" || user.isSuperuser || user.isStaff;
}

/** System users (superusers, user_type SYSTEM; not plain staff): they manage tenants and flags. */
export function isSystemUser(user: { isSuperuser: boolean; userType: string }): boolean {
  return user.userType === "SYSTEM" || user.isSuperuser;
}
