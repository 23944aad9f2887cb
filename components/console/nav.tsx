"use client";

import {
  CalendarDays,
  LayoutDashboard,
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
  const links = NAV.filter((n) => canManageVenue || !n.managers).map((n) => ({
    ...n,
    active: pathname === n.href || pathname.startsWith(`${n.href}/`),
  }));
  return <NavLinks label="Console" links={links} compact={compact} onNavigate={onNavigate} />;
}
