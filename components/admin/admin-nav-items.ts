// The provider console's sidebar (spec §2.2), in one place. The spec's 'users' entry is left out:
// the spec gives it no page (docs/decisions/022-admin-shell-and-bell.md).
import {
  Briefcase,
  Building2,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  ToggleRight,
  UserRound,
  type LucideIcon,
} from "lucide-react";

export type AdminNavItem = {
  href: string;
  label: string;
  icon: LucideIcon;
  /** other paths that belong to this entry */
  also?: string[];
  /** paths under `href` that belong to another entry */
  not?: string[];
};

export const ADMIN_NAV: AdminNavItem[] = [
  { href: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard, also: ["/admin"] },
  { href: "/admin/jobs", label: "Jobs", icon: Briefcase, also: ["/admin/post-job"] },
  { href: "/admin/tenants", label: "Tenants", icon: Building2, not: ["/admin/tenants/access"] },
  { href: "/admin/tenants/access", label: "Tenant Access Requests", icon: KeyRound },
  { href: "/admin/settings/ffsettings", label: "Feature Flags", icon: ToggleRight },
  { href: "/admin/profile", label: "Profile", icon: UserRound },
  { href: "/admin/support", label: "Support", icon: LifeBuoy },
];

const isUnder = (pathname: string, href: string) =>
  pathname === href || pathname.startsWith(`${href}/`);

/** Whether `item` is the entry of the page at `pathname`. */
export function isActiveItem(item: AdminNavItem, pathname: string): boolean {
  if (item.also?.includes(pathname)) return true;
  if (item.also?.some((p) => p !== "/admin" && isUnder(pathname, p))) return true;
  return isUnder(pathname, item.href) && !item.not?.some((p) => isUnder(pathname, p));
}
