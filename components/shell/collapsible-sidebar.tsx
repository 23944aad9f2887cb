"use client";

import { ChevronsLeft, ChevronsRight } from "lucide-react";

import { BrandMark } from "@/components/ui/brand-mark";
import { cn } from "@/lib/ui/cn";
import { useStoredFlag } from "@/lib/ui/stored-flag";

/**
 * A console's sidebar from the md breakpoint up, collapsible to icons; the collapsed state is kept
 * in local storage under `storageKey`. `nav` draws the entries, compact when collapsed.
 */
export function CollapsibleSidebar({
  storageKey,
  title,
  nav,
}: {
  storageKey: string;
  title: string;
  nav: (compact: boolean) => React.ReactNode;
}) {
  const [collapsed, setCollapsed] = useStoredFlag(storageKey);
  return (
    <aside
      data-collapsed={collapsed}
      className={cn(
        "sticky top-0 hidden h-screen shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 md:flex",
        collapsed ? "w-[4.5rem]" : "w-60",
      )}
    >
      <div
        className={cn(
          "flex h-16 items-center gap-2 border-b border-slate-200 px-4",
          collapsed && "justify-center px-2",
        )}
      >
        <BrandMark />
        {collapsed ? null : <span className="truncate font-semibold text-slate-900">{title}</span>}
      </div>
      {nav(collapsed)}
      <button
        type="button"
        onClick={() => setCollapsed(!collapsed)}
        className="m-3 mt-0 flex items-center justify-center gap-2 rounded-lg px-3 py-2 text-xs text-slate-500 hover:bg-slate-100"
        aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
        aria-expanded={!collapsed}
      >
        {collapsed ? <ChevronsRight className="size-4" /> : <ChevronsLeft className="size-4" />}
        {collapsed ? null : "Collapse"}
      </button>
    </aside>
  );
}
