"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  CalendarDays,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  Home,
  LayoutDashboard,
  ListChecks,
  LogOut,
  Menu,
  Warehouse,
  X,
} from "lucide-react";
import { signOut } from "next-auth/react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { DropdownMenu } from "radix-ui";
import { useEffect, useState } from "react";

import { BrandMark } from "@/components/ui/brand-mark";
import { cn } from "@/lib/ui/cn";
import { initials } from "@/lib/ui/initials";

import { TenantProvider, type ConsoleTenant, type ConsoleUser } from "./tenant-context";

const NAV = [
  { href: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { href: "/calendar", label: "Calendar", icon: CalendarDays },
  { href: "/halls", label: "Halls", icon: Warehouse },
  { href: "/bookings", label: "Bookings", icon: ListChecks },
];
const LABELS: Record<string, string> = Object.fromEntries(
  NAV.map((n) => [n.href.slice(1), n.label]),
);
const COLLAPSED_KEY = "sidebarCollapsed";

// Spec §9 data cache: 3 retries with exponential back-off capped at 30 s; unused data kept 5
// minutes.
function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (n) => Math.min(1000 * 2 ** n, 30_000),
        gcTime: 5 * 60_000,
        staleTime: 10_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}

async function logout() {
  await signOut({ redirect: false });
  // A full page load drops every cached page of the signed-in session.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign("/");
}

export function ConsoleShell({
  tenant,
  user,
  children,
}: {
  tenant: ConsoleTenant;
  user: ConsoleUser;
  children: React.ReactNode;
}) {
  const [queryClient] = useState(makeQueryClient);
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const pathname = usePathname();

  useEffect(() => {
    // Local storage exists only in the browser, after hydration.
    setCollapsed(localStorage.getItem(COLLAPSED_KEY) === "true");
  }, []);
  useEffect(() => setMobileOpen(false), [pathname]);

  const toggle = () => {
    setCollapsed((c) => {
      localStorage.setItem(COLLAPSED_KEY, String(!c));
      return !c;
    });
  };

  const nav = (compact: boolean) => (
    <nav aria-label="Console" className="flex flex-1 flex-col gap-1 p-3">
      {NAV.map(({ href, label, icon: Icon }) => {
        const active = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <Link
            key={href}
            href={href}
            title={compact ? label : undefined}
            aria-current={active ? "page" : undefined}
            className={cn(
              "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors",
              active
                ? "bg-brand-50 text-brand-700"
                : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
              compact && "justify-center px-2",
            )}
          >
            <Icon className="size-5 shrink-0" aria-hidden />
            {compact ? <span className="sr-only">{label}</span> : label}
          </Link>
        );
      })}
      <button
        type="button"
        onClick={logout}
        title={compact ? "Logout" : undefined}
        className={cn(
          "mt-auto flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900",
          compact && "justify-center px-2",
        )}
      >
        <LogOut className="size-5 shrink-0" aria-hidden />
        {compact ? <span className="sr-only">Logout</span> : "Logout"}
      </button>
    </nav>
  );

  const segments = pathname.split("/").filter(Boolean);

  return (
    <TenantProvider value={tenant}>
      <QueryClientProvider client={queryClient}>
        <div className="flex min-h-screen bg-slate-50">
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
                <span className="truncate font-semibold text-slate-900">{tenant.name}</span>
              )}
            </div>
            {nav(collapsed)}
            <button
              type="button"
              onClick={toggle}
              className="m-3 mt-0 flex items-center justify-center gap-2 rounded-lg px-3 py-2 text-xs text-slate-500 hover:bg-slate-100"
              aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
            >
              {collapsed ? (
                <ChevronsRight className="size-4" />
              ) : (
                <ChevronsLeft className="size-4" />
              )}
              {collapsed ? null : "Collapse"}
            </button>
          </aside>

          {mobileOpen ? (
            <div
              className="fixed inset-0 z-40 md:hidden"
              role="dialog"
              aria-modal="true"
              aria-label="Menu"
            >
              <div
                className="absolute inset-0 bg-slate-900/40"
                onClick={() => setMobileOpen(false)}
              />
              <div className="absolute inset-y-0 left-0 flex w-64 flex-col bg-white shadow-xl">
                <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
                  <span className="truncate font-semibold">{tenant.name}</span>
                  <button
                    type="button"
                    onClick={() => setMobileOpen(false)}
                    aria-label="Close menu"
                    className="rounded-md p-1 text-slate-500 hover:bg-slate-100"
                  >
                    <X className="size-5" />
                  </button>
                </div>
                {nav(false)}
              </div>
            </div>
          ) : null}

          <div className="flex min-w-0 flex-1 flex-col">
            <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6">
              <div className="flex min-w-0 items-center gap-2">
                <button
                  type="button"
                  onClick={() => setMobileOpen(true)}
                  className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 md:hidden"
                  aria-label="Open menu"
                >
                  <Menu className="size-5" />
                </button>
                <nav
                  aria-label="Breadcrumb"
                  className="flex min-w-0 items-center gap-1 text-sm text-slate-500"
                >
                  <Link
                    href="/dashboard"
                    className="rounded p-1 hover:text-slate-900"
                    aria-label="Home"
                  >
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
              </div>
              <UserMenu user={user} />
            </header>
            <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">{children}</main>
          </div>
        </div>
      </QueryClientProvider>
    </TenantProvider>
  );
}

function UserMenu({ user }: { user: ConsoleUser }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full p-0.5 pr-2 hover:bg-slate-100"
        aria-label="User menu"
      >
        <span
          className="grid size-8 place-items-center rounded-full bg-brand-600 text-xs font-semibold text-white"
          aria-hidden
        >
          {initials(user.name, user.email)}
        </span>
        <span className="hidden max-w-40 truncate text-sm text-slate-700 sm:inline">
          {user.name || user.email}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-slate-900/10"
        >
          <div className="px-3 py-2">
            <p className="truncate text-sm font-medium text-slate-900">{user.name || user.email}</p>
            <p className="truncate text-xs text-slate-500">
              {user.email}
              {user.role ? ` · ${user.role}` : ""}
            </p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item
            onSelect={logout}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100"
          >
            <LogOut className="size-4" aria-hidden /> Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
