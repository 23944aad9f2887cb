import { AdminShell } from "@/components/admin/admin-shell";
import { ConsoleHeader } from "@/components/layout/console-header";
import { PasswordResetGuard } from "@/components/profile/password-reset-guard";
import { isProviderUser } from "@/lib/auth/roles";
import { requireViewer } from "@/lib/auth/viewer";
import { holdForPasswordChange } from "@/lib/users/password-reset";
import { avatarOf } from "@/lib/users/profile";

/**
 * The provider console (docs/decisions/022-admin-shell-and-bell.md): a visitor who is not signed
 * in goes to /login; a signed-in user who is no provider user sees only that they may not; a
 * provider user gets the shell. Each page checks again (providerViewer) before it reads data.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const principal = await requireViewer();
  const allowed = !principal.tenant && isProviderUser(principal.user);
  if (!allowed)
    return (
      <div className="min-h-screen bg-slate-50">
        <ConsoleHeader title="HallBook Admin" homeHref="/admin" email={principal.user.email} />
        <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
          <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">
            You don&apos;t have permission to view this page.
          </p>
        </main>
      </div>
    );
  // A password that must be changed first: every page leads to /admin/profile (spec §4).
  const [mustChangePassword, avatarUrl] = await Promise.all([
    holdForPasswordChange({ principal, profilePath: "/admin/profile" }),
    avatarOf(principal.user.id),
  ]);
  return (
    <AdminShell
      user={{ name: principal.user.name, email: principal.user.email, avatarUrl }}
      held={mustChangePassword}
    >
      <PasswordResetGuard active={mustChangePassword} profilePath="/admin/profile" />
      {children}
    </AdminShell>
  );
}
