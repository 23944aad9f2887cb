import type { Metadata } from "next";

import { AdminDashboard } from "@/components/admin/admin-dashboard";
import { ErrorState } from "@/components/ui/states";
import { dashboardStats } from "@/lib/admin/dashboard";
import { providerViewer } from "@/lib/auth/viewer";
import { loadForConsole } from "@/lib/jobs/console-load";

export const metadata: Metadata = { title: "Admin dashboard" };

/** /admin and /admin/dashboard (spec §2.2): figures read from the data on every visit. */
export default async function AdminHome() {
  const viewer = await providerViewer();
  if (!viewer) return null;
  const stats = await loadForConsole("dashboard", () => dashboardStats());
  return stats.data ? (
    <AdminDashboard stats={stats.data} name={viewer.user.name} />
  ) : (
    <ErrorState message="The dashboard's figures could not be loaded." />
  );
}
