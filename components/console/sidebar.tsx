"use client";

import { ChevronsLeft, ChevronsRight } from "lucide-react";
import { useSyncExternalStore } from "react";

import { BrandMark } from "@/components/ui/brand-mark";
import { cn } from "@/lib/ui/cn";

import { ConsoleNav } from "./nav";

const COLLAPSED_KEY = "sidebarCollapsed";

// The collapsed state lives in local storage (spec §2.3); reading it through a store keeps the
// server's render (expanded) and the browser's in step without an effect.
const listeners = new Set<() => void>();
const collapsedStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => localStorage.getItem(COLLAPSED_KEY) === "true",
  set(value: boolean) {
    localStorage.setItem(COLLAPSED_KEY, String(value));
    listeners.forEach((l) => l());
  },
};

/** The console's sidebar from the md breakpoint up, collapsible to icons. */
export function Sidebar({ tenantName }: { tenantName: string }) {
  const collapsed = useSyncExternalStore(collapsedStore.subscribe, collapsedStore.get, () => false);
  return (
    <aside
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
        {collapsed ? null : (
          <span className="truncate font-semibold text-slate-900">{tenantName}</span>
        )}
      </div>
      <ConsoleNav compact={collapsed} />
      <button
        type="button"
        onClick={() => collapsedStore.set(!collapsed)}
        className="m-3 mt-0 flex items-center justify-center gap-2 rounded-lg px-3 py-2 text-xs text-slate-500 hover:bg-slate-100"
        aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
      >
        {collapsed ? <ChevronsRight className="size-4" /> : <ChevronsLeft className="size-4" />}
        {collapsed ? null : "Collapse"}
      </button>
    </aside>
  );
}
