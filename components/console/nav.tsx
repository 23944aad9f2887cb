"use client";

import {
  CalendarDays,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  Settings,
  UserRound,
  Warehouse,
} from "lucide-react";
import { usePathname } from "next/navigation";

import { NavLinks } from "@/components/shell/nav-links";

import { useConsoleUser } from "./tenant-context";

/** The console's pages (spec §2.3); Settings only for those who may change them. */
export const NAV = [
  { href: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { href: "/calendar", label: "Calendar", icon: CalendarDays },
  { href: "/halls", label: "Halls", icon: Warehouse },
  { href: "/bookings", label: "Bookings", icon: ListChecks },
  { href: "/support", label: "My Support Portal", icon: LifeBuoy },
  { href: "/support/hosting", label: "Hosting Support", icon: KeyRound, managers: true },
  { href: "/settings", label: "Settings", icon: Settings, managers: true },
  { href: "/profile", label: "Profile", icon: UserRound },
];

/**
 * The console's pages and Logout: in the sidebar (`compact` when it is collapsed to icons) and in
 * the phone menu, which closes through `onNavigate`.
 */
export function ConsoleNav({
  compact = false,
  onNavigate,
}: {
  compact?: boolean;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  const { canManageVenue } = useConsoleUser();
  const items = NAV.filter((n) => canManageVenue || !n.managers);
  // The page's own entry: the longest that contains it (/support/hosting is not /support).
  const current = items
    .filter(({ href }) => pathname === href || pathname.startsWith(`${href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
  const links = items.map((n) => ({ ...n, active: n.href === current }));
  return <NavLinks label="Console" links={links} compact={compact} onNavigate={onNavigate} />;
}
