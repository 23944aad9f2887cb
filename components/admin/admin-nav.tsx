"use client";

import { Briefcase, Building2, LayoutDashboard, ToggleRight, UserRound } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";

import { cn } from "@/lib/ui/cn";

// The provider console's pages that exist so far; the full sidebar comes with the admin shell.
const TABS = [
  { href: "/admin", label: "Dashboard", icon: LayoutDashboard, also: ["/admin/dashboard"] },
  { href: "/admin/jobs", label: "Jobs", icon: Briefcase, also: ["/admin/post-job"] },
  { href: "/admin/tenants", label: "Tenants", icon: Building2, also: [] },
  { href: "/admin/settings/ffsettings", label: "Feature flags", icon: ToggleRight, also: [] },
  { href: "/admin/profile", label: "Profile", icon: UserRound, also: [] },
];

const isUnder = (pathname: string, href: string) =>
  pathname === href || pathname.startsWith(`${href}/`);

/** A row of tabs under the console's top bar: Dashboard, Jobs, Tenants, Feature flags, Profile. */
export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Admin" className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 sm:px-6">
        {TABS.map(({ href, label, icon: Icon, also }) => {
          const active =
            href === "/admin"
              ? pathname === href || also.includes(pathname)
              : [href, ...also].some((h) => isUnder(pathname, h));
          return (
            <Link
              key={href}
              href={href}
              aria-current={active ? "page" : undefined}
              className={cn(
                "-mb-px flex items-center gap-2 border-b-2 px-3 py-3 text-sm font-medium whitespace-nowrap",
                active
                  ? "border-brand-600 text-brand-700"
                  : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
              )}
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </Link>
          );
        })}
      </div>
    </nav>
  );
}
