import { AdminNav } from "@/components/admin/admin-nav";
import { ConsoleHeader } from "@/components/layout/console-header";
import { PasswordResetGuard } from "@/components/profile/password-reset-guard";
import { isProviderUser } from "@/lib/auth/roles";
import { requireViewer } from "@/lib/auth/viewer";
import { holdForPasswordChange } from "@/lib/users/password-reset";

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const principal = await requireViewer();
  const allowed = !principal.tenant && isProviderUser(principal.user);
  // A password that must be changed first: every page leads to /admin/profile (spec §4).
  const mustChangePassword =
    allowed && (await holdForPasswordChange({ principal, profilePath: "/admin/profile" }));
  return (
    <div className="min-h-screen bg-slate-50">
      <ConsoleHeader title="HallBook Admin" homeHref="/admin" email={principal.user.email} />
      {allowed ? <AdminNav /> : null}
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <PasswordResetGuard active={mustChangePassword} profilePath="/admin/profile" />
        {allowed ? (
          children
        ) : (
          <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">
            You don&apos;t have permission to view this page.
          </p>
        )}
      </main>
    </div>
  );
}
