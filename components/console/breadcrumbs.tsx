"use client";

import { ChevronRight, Home } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";

import { cn } from "@/lib/ui/cn";

import { consoleCrumbs } from "./nav-items";

/** The top bar's trail, one link per page on the way (spec §2.3). */
export function Breadcrumbs() {
  const crumbs = consoleCrumbs(usePathname());
  return (
    <nav aria-label="Breadcrumb" className="flex min-w-0 items-center gap-1 text-sm text-slate-500">
      <Link href="/dashboard" className="rounded p-1 hover:text-slate-900" aria-label="Home">
        <Home className="size-4" />
      </Link>
      {crumbs.map((crumb, i) => (
        <span key={crumb.href} className="flex min-w-0 items-center gap-1">
          <ChevronRight className="size-4 shrink-0 text-slate-300" aria-hidden />
          <Link
            href={crumb.href}
            aria-current={i === crumbs.length - 1 ? "page" : undefined}
            className={cn(
              "truncate hover:text-slate-900",
              i === crumbs.length - 1 && "font-medium text-slate-900",
            )}
          >
            {crumb.label}
          </Link>
        </span>
      ))}
    </nav>
  );
}
