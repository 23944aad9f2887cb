"use client";

import { ChevronRight } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";

import { adminCrumbs } from "@/lib/admin/breadcrumbs";
import { cn } from "@/lib/ui/cn";

/** The admin top bar's trail, each page by its name (spec §2.2). */
export function AdminBreadcrumbs() {
  const crumbs = adminCrumbs(usePathname());
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1 text-sm text-slate-500">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          // On a phone only the page itself is shown: the drawer holds the way back.
          return (
            <li
              key={i}
              className={cn("min-w-0 items-center gap-1", last ? "flex" : "hidden sm:flex")}
            >
              {i > 0 ? (
                <ChevronRight
                  className="hidden size-4 shrink-0 text-slate-300 sm:block"
                  aria-hidden
                />
              ) : null}
              {crumb.href ? (
                <Link
                  href={crumb.href}
                  aria-current={last ? "page" : undefined}
                  className={cn(
                    "truncate hover:text-slate-900",
                    last && "font-medium text-slate-900",
                  )}
                >
                  {crumb.label}
                </Link>
              ) : (
                <span className={cn("truncate", last && "font-medium text-slate-900")}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
