import {
  BarChart3,
  CalendarDays,
  Inbox,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  Settings,
  UserRound,
  Warehouse,
} from "lucide-react";

/** The venue's contact messages (not in the spec's menu: issue 25), for Owners and Admins. */
export const INBOX_HREF = "/inbox";

/**
 * The console's pages (spec §2.3); Settings only for those who may change them (`managers`), and
 * Hosting Support, where the venue answers access requests, never in a session opened through one
 * (`inPerson`).
 */
export const NAV: {
  href: string;
  label: string;
  icon: typeof Settings;
  managers?: true;
  inPerson?: true;
}[] = [
  { href: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { href: "/calendar", label: "Calendar", icon: CalendarDays },
  { href: "/halls", label: "Halls", icon: Warehouse },
  { href: "/bookings", label: "Bookings", icon: ListChecks },
  { href: INBOX_HREF, label: "Inbox", icon: Inbox, managers: true },
  { href: "/reports", label: "Reports", icon: BarChart3, managers: true },
  { href: "/support", label: "My Support Portal", icon: LifeBuoy },
  {
    href: "/support/hosting",
    label: "Hosting Support",
    icon: KeyRound,
    managers: true,
    inPerson: true,
  },
  { href: "/settings", label: "Settings", icon: Settings, managers: true },
  { href: "/profile", label: "Profile", icon: UserRound },
];

/** Segments that name no page of their own: a ticket lives under the portal, not a list. */
const NOT_PAGES = new Set(["/support/tickets"]);

/**
 * The top bar's trail for a console path (spec §2.3): each page by its name in the menu, a ticket
 * as 'Ticket #id', segments that are no page left out.
 */
export function consoleCrumbs(pathname: string): { label: string; href: string }[] {
  const segments = pathname.split("/").filter(Boolean);
  const trail: { label: string; href: string }[] = [];
  segments.forEach((segment, i) => {
    const href = `/${segments.slice(0, i + 1).join("/")}`;
    if (NOT_PAGES.has(href)) return;
    const raw = decodeURIComponent(segment);
    const label =
      segments[i - 1] === "tickets" && /^\d+$/.test(raw)
        ? `Ticket #${raw}`
        : (NAV.find((n) => n.href === href)?.label ?? raw.replace(/-/g, " "));
    trail.push({ label, href });
  });
  return trail;
}
