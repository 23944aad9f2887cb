"use client";

import {
  CalendarDays,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  LogOut,
  Settings,
  UserRound,
  Warehouse,
} from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";

import { logout } from "@/components/auth/logout-button";
import { cn } from "@/lib/ui/cn";

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
  const item = cn(
    "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors",
    compact && "justify-center px-2",
  );
  const items = NAV.filter((n) => canManageVenue || !n.managers);
  // The page's own entry: the longest that contains it (/support/hosting is not /support).
  const current = items
    .filter(({ href }) => pathname === href || pathname.startsWith(`${href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
  return (
    <nav aria-label="Console" className="flex flex-1 flex-col gap-1 p-3">
      {items.map(({ href, label, icon: Icon }) => {
        const active = href === current;
        return (
          <Link
            key={href}
            href={href}
            title={compact ? label : undefined}
            aria-current={active ? "page" : undefined}
            onClick={onNavigate}
            className={cn(
              item,
              active
                ? "bg-brand-50 text-brand-700"
                : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
            )}
          >
            <Icon className="size-5 shrink-0" aria-hidden />
            {compact ? <span className="sr-only">{label}</span> : label}
          </Link>
        );
      })}
      <button
        type="button"
        onClick={logout}
        title={compact ? "Logout" : undefined}
        className={cn(item, "mt-auto text-slate-600 hover:bg-slate-100 hover:text-slate-900")}
      >
        <LogOut className="size-5 shrink-0" aria-hidden />
        {compact ? <span className="sr-only">Logout</span> : "Logout"}
      </button>
    </nav>
  );
}
