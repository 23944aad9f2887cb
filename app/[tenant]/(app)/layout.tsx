import Link from "next/link";
import { CalendarDays } from "lucide-react";
import { LogoutButton } from "@/components/auth/logout-button";
import { requireViewer } from "@/lib/auth/viewer";

/** The signed-in venue console. */
export default async function TenantAppLayout({ children }: LayoutProps<"/[tenant]">) {
  const principal = await requireViewer();
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Link href="/dashboard" className="flex items-center gap-2 font-semibold text-slate-900">
            <span className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white">
              <CalendarDays className="size-5" aria-hidden />
            </span>
            {principal.tenant?.name}
          </Link>
          <div className="flex items-center gap-3 text-sm">
            <span className="hidden text-slate-600 sm:inline">{principal.user.email}</span>
            <LogoutButton variant="secondary" size="sm" />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">{children}</main>
    </div>
  );
}
