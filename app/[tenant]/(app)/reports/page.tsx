import type { Metadata } from "next";

import { NoPermission } from "@/components/console/no-permission";
import { ReportsPage } from "@/components/reports/reports-page";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { requireTenantViewer } from "@/lib/auth/viewer";
import { todayIn } from "@/lib/time";

export const metadata: Metadata = { title: "Reports" };

/** Owners and Admins read the venue's reports (the API's rule); the API refuses everyone else. */
export default async function Reports() {
  const { role, tenant } = await requireTenantViewer();
  if (!TENANT_ADMIN_ROLES.includes(role)) return <NoPermission title="Reports" />;
  return <ReportsPage today={todayIn(tenant.timezone)} />;
}
