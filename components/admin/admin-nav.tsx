"use client";

import { usePathname } from "next/navigation";

import { NavLinks } from "@/components/shell/nav-links";

import { ADMIN_NAV, isActiveItem } from "./admin-nav-items";

/** The provider console's entries and Logout, in the sidebar and in the phone menu. */
export function AdminNav({ compact, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  const pathname = usePathname();
  const links = ADMIN_NAV.map((item) => ({ ...item, active: isActiveItem(item, pathname) }));
  return <NavLinks label="Admin" links={links} compact={compact} onNavigate={onNavigate} />;
}
