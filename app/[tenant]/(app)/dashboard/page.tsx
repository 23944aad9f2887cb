import type { Metadata } from "next";
import { requireViewer } from "@/lib/auth/viewer";

export const metadata: Metadata = { title: "Dashboard" };

export default async function TenantDashboard() {
  const principal = await requireViewer();
  return (
    <div className="space-y-2">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Welcome to {principal.tenant?.name} Dashboard</h1>
      <p className="text-slate-600">Signed in as {principal.user.email} ({principal.role}).</p>
    </div>
  );
}
