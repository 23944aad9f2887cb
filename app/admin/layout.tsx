import { ConsoleHeader } from "@/components/layout/console-header";
import { isProviderUser } from "@/lib/auth/roles";
import { requireViewer } from "@/lib/auth/viewer";

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const principal = await requireViewer();
  const allowed = !principal.tenant && isProviderUser(principal.user);
  return (
    <div className="min-h-screen bg-slate-50">
      <ConsoleHeader title="HallBook Admin" homeHref="/admin" email={principal.user.email} />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
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
