import type { Metadata } from "next";

import { AdminDashboard } from "@/components/admin/admin-dashboard";

export const metadata: Metadata = { title: "Admin dashboard" };

export default function AdminHome() {
  return <AdminDashboard />;
}
