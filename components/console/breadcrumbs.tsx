"use client";

import { ChevronRight, Home } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";

import { cn } from "@/lib/ui/cn";

import { NAV } from "./nav";

const LABELS: Record<string, string> = Object.fromEntries(
  NAV.map((n) => [n.href.slice(1), n.label]),
);

/** The top bar's trail, one link per path segment (spec §2.3). */
export function Breadcrumbs() {
  const segments = usePathname().split("/").filter(Boolean);
  return (
    <nav aria-label="Breadcrumb" className="flex min-w-0 items-center gap-1 text-sm text-slate-500">
      <Link href="/dashboard" className="rounded p-1 hover:text-slate-900" aria-label="Home">
        <Home className="size-4" />
      </Link>
      {segments.map((segment, i) => (
        <span key={i} className="flex min-w-0 items-center gap-1">
          <ChevronRight className="size-4 shrink-0 text-slate-300" aria-hidden />
          <Link
            href={`/${segments.slice(0, i + 1).join("/")}`}
            aria-current={i === segments.length - 1 ? "page" : undefined}
            className={cn(
              "truncate hover:text-slate-900",
              i === segments.length - 1 && "font-medium text-slate-900",
            )}
          >
            {LABELS[segment] ?? decodeURIComponent(segment).replace(/-/g, " ")}
          </Link>
        </span>
      ))}
    </nav>
  );
}
