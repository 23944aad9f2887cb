import Link from "next/link";
import { CalendarDays } from "lucide-react";
import { LogoutButton } from "@/components/auth/logout-button";
import { isProviderUser } from "@/lib/auth/roles";
import { requireViewer } from "@/lib/auth/viewer";

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const principal = await requireViewer();
  const allowed = !principal.tenant && isProviderUser(principal.user);
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Link href="/admin" className="flex items-center gap-2 font-semibold text-slate-900">
            <span className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white">
              <CalendarDays className="size-5" aria-hidden />
            </span>
            HallBook Admin
          </Link>
          <div className="flex items-center gap-3 text-sm">
            <span className="hidden text-slate-600 sm:inline">{principal.user.email}</span>
            <LogoutButton variant="secondary" size="sm" />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        {allowed ? children : <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">You don&apos;t have permission to view this page.</p>}
      </main>
    </div>
  );
}
