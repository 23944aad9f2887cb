"use client";

import { CollapsibleSidebar } from "@/components/shell/collapsible-sidebar";
import { NavDrawer } from "@/components/shell/nav-drawer";

import { AdminNav } from "./admin-nav";

/** The sidebar's collapsed state in local storage (spec §2.2). */
export const ADMIN_SIDEBAR_KEY = "adminSidebarCollapsed";
export const ADMIN_TITLE = "HallBook Admin";

/** The provider console's sidebar, md and up. */
export function AdminSidebar() {
  return (
    <CollapsibleSidebar
      storageKey={ADMIN_SIDEBAR_KEY}
      title={ADMIN_TITLE}
      nav={(compact) => <AdminNav compact={compact} />}
    />
  );
}

/** The provider console's phone menu, below md. */
export function AdminDrawer() {
  return <NavDrawer title={ADMIN_TITLE} nav={(close) => <AdminNav onNavigate={close} />} />;
}
