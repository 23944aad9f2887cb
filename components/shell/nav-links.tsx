"use client";

import { LogOut, type LucideIcon } from "lucide-react";
import Link from "next/link";

import { logout } from "@/components/auth/logout-button";
import { badgeText } from "@/lib/notifications/messages";
import { cn } from "@/lib/ui/cn";

export type NavLink = {
  href: string;
  label: string;
  icon: LucideIcon;
  active: boolean;
  /** a count to show beside it (unread messages); none when zero */
  badge?: number;
};

/**
 * A console's entries and Logout: in the sidebar (`compact` when it is collapsed to icons) and in
 * the phone menu, which closes through `onNavigate`.
 */
export function NavLinks({
  label,
  links,
  compact = false,
  onNavigate,
}: {
  label: string;
  links: NavLink[];
  compact?: boolean;
  onNavigate?: () => void;
}) {
  const item = cn(
    "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors",
    compact && "justify-center px-2",
  );
  return (
    <nav aria-label={label} className="flex flex-1 flex-col gap-1 p-3">
      {links.map(({ href, label, icon: Icon, active, badge }) => (
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
          <span className="relative shrink-0">
            <Icon className="size-5" aria-hidden />
            {badge && compact ? (
              <span className="absolute -top-1 -right-1 size-2.5 rounded-full bg-red-600 ring-2 ring-white" />
            ) : null}
          </span>
          {compact ? <span className="sr-only">{label}</span> : label}
          {badge ? <NavBadge count={badge} compact={compact} /> : null}
        </Link>
      ))}
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

/** The count beside an entry ('99+' above 99), read out as "n unread". */
function NavBadge({ count, compact }: { count: number; compact: boolean }) {
  return (
    <>
      <span className="sr-only">{` (${count} unread)`}</span>
      {compact ? null : (
        <span
          data-testid="nav-badge"
          aria-hidden
          className="ml-auto grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1.5 text-[0.6875rem] leading-none font-semibold text-white"
        >
          {badgeText(count)}
        </span>
      )}
    </>
  );
}
