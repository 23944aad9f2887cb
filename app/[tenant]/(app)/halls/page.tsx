import type { Metadata } from "next";

import { HallsPage } from "@/components/halls/halls-page";
import { HALL_MANAGER_ROLES } from "@/lib/auth/roles";
import { requireTenantViewer } from "@/lib/auth/viewer";

export const metadata: Metadata = { title: "Halls" };

export default async function Halls() {
  const { role } = await requireTenantViewer();
  return <HallsPage canManage={!!role && HALL_MANAGER_ROLES.includes(role)} />;
}
