"use client";

import { LogOut, type LucideIcon } from "lucide-react";
import Link from "next/link";

import { logout } from "@/components/auth/logout-button";
import { cn } from "@/lib/ui/cn";

export type NavLink = { href: string; label: string; icon: LucideIcon; active: boolean };

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
      {links.map(({ href, label, icon: Icon, active }) => (
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
