"use client";

import { CollapsibleSidebar } from "@/components/shell/collapsible-sidebar";

import { ConsoleNav } from "./nav";

// The collapsed state lives in local storage under this key (spec §2.3).
const COLLAPSED_KEY = "sidebarCollapsed";

/** The console's sidebar from the md breakpoint up, collapsible to icons. */
export function Sidebar({ tenantName }: { tenantName: string }) {
  return (
    <CollapsibleSidebar
      storageKey={COLLAPSED_KEY}
      title={tenantName}
      nav={(compact) => <ConsoleNav compact={compact} />}
    />
  );
}
