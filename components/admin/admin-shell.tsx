import { QueryProvider } from "@/components/console/query-provider";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { SignedIn } from "@/components/shell/signed-in";
import { ShellUserMenu } from "@/components/shell/user-menu";
import { TooltipProvider } from "@/components/ui/icon-button";

import { AdminBreadcrumbs } from "./admin-breadcrumbs";
import { AdminDrawer, AdminSidebar } from "./admin-sidebar";

/**
 * The provider console's frame (spec §2.2): the collapsible sidebar (md and up) or the phone menu,
 * the top bar with the breadcrumbs, the notification bell and the user menu. A session that ends
 * sends the person to sign in again; an account `held` for a password change starts no bell.
 */
export function AdminShell({
  user,
  held,
  children,
}: {
  user: { name: string; email: string; avatarUrl: string | null };
  held: boolean;
  children: React.ReactNode;
}) {
  return (
    <SignedIn held={held}>
      <QueryProvider>
        <TooltipProvider>
          <div className="flex min-h-screen bg-slate-50">
            <AdminSidebar />
            <div className="flex min-w-0 flex-1 flex-col">
              <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6">
                <div className="flex min-w-0 items-center gap-2">
                  <AdminDrawer />
                  <AdminBreadcrumbs />
                </div>
                <div className="flex shrink-0 items-center gap-1 sm:gap-2">
                  <NotificationBell />
                  <ShellUserMenu
                    name={user.name}
                    email={user.email}
                    avatarUrl={user.avatarUrl}
                    profileHref="/admin/profile"
                    settingsHref="/admin/settings/ffsettings"
                  />
                </div>
              </header>
              <main className="mx-auto w-full max-w-6xl min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
                {children}
              </main>
            </div>
          </div>
        </TooltipProvider>
      </QueryProvider>
    </SignedIn>
  );
}
