import { NotificationBell } from "@/components/notifications/notification-bell";
import { SignedIn } from "@/components/shell/signed-in";
import { TooltipProvider } from "@/components/ui/icon-button";
import { dateLocaleOf } from "@/lib/locale";

import { Breadcrumbs } from "./breadcrumbs";
import { LiveEventsProvider } from "./live-events";
import { LiveStatusIndicator } from "./live-status";
import { MobileDrawer } from "./mobile-drawer";
import { QueryProvider } from "./query-provider";
import { Sidebar } from "./sidebar";
import {
  TenantProvider,
  UserProvider,
  type ConsoleTenant,
  type ConsoleUser,
} from "./tenant-context";
import { UserMenu } from "./user-menu";

/**
 * The venue console's frame: the sidebar (md and up) or the phone menu, the top bar with the
 * breadcrumbs, the live indicator, the notification bell and the user menu, and the venue, data
 * cache, live stream and tooltips every page uses. A session that ends sends the person to sign
 * in again; an account `held` for a password change starts neither the bell nor the stream.
 */
export function ConsoleShell({
  tenant,
  user,
  held,
  banner,
  children,
}: {
  tenant: ConsoleTenant;
  user: ConsoleUser;
  held: boolean;
  /** above the top bar, on every page: an impersonated session says so */
  banner?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <TenantProvider value={tenant}>
      <UserProvider value={user}>
        <SignedIn held={held}>
          <QueryProvider>
            <LiveEventsProvider>
              <TooltipProvider>
                <div className="flex min-h-screen bg-slate-50">
                  <Sidebar tenantName={tenant.name} />
                  <div className="flex min-w-0 flex-1 flex-col">
                    {banner}
                    <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6">
                      <div className="flex min-w-0 items-center gap-2">
                        <MobileDrawer tenantName={tenant.name} />
                        <Breadcrumbs />
                      </div>
                      <div className="flex shrink-0 items-center gap-1 sm:gap-2">
                        <LiveStatusIndicator />
                        <NotificationBell
                          clock={{ timeZone: tenant.timezone, locale: dateLocaleOf(tenant.locale) }}
                        />
                        <UserMenu user={user} />
                      </div>
                    </header>
                    <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">{children}</main>
                  </div>
                </div>
              </TooltipProvider>
            </LiveEventsProvider>
          </QueryProvider>
        </SignedIn>
      </UserProvider>
    </TenantProvider>
  );
}
