import { ConsoleHeader } from "@/components/layout/console-header";
import { requireViewer } from "@/lib/auth/viewer";

/** The signed-in venue console. */
export default async function TenantAppLayout({ children }: LayoutProps<"/[tenant]">) {
  const principal = await requireViewer();
  return (
    <div className="min-h-screen bg-slate-50">
      <ConsoleHeader title={principal.tenant?.name ?? ""} homeHref="/dashboard" email={principal.user.email} />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">{children}</main>
    </div>
  );
}
