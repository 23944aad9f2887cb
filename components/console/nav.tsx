"use client";

import { usePathname } from "next/navigation";

import { useInboxUnread } from "@/components/inbox/use-inbox";
import { NavLinks } from "@/components/shell/nav-links";

import { INBOX_HREF, NAV } from "./nav-items";
import { useConsoleUser } from "./tenant-context";

/**
 * The console's pages and Logout: in the sidebar (`compact` when it is collapsed to icons) and in
 * the phone menu, which closes through `onNavigate`.
 */
export function ConsoleNav({
  compact = false,
  onNavigate,
}: {
  compact?: boolean;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  const { canManageVenue, impersonated } = useConsoleUser();
  const items = NAV.filter((n) => (canManageVenue || !n.managers) && !(impersonated && n.inPerson));
  // The page's own entry: the longest that contains it (/support/hosting is not /support).
  const current = items
    .filter(({ href }) => pathname === href || pathname.startsWith(`${href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
  const unread = useInboxUnread();
  const links = items.map((n) => ({
    ...n,
    active: n.href === current,
    badge: n.href === INBOX_HREF ? unread : undefined,
  }));
  return <NavLinks label="Console" links={links} compact={compact} onNavigate={onNavigate} />;
}
