import type { Metadata } from "next";

import { NoPermission } from "@/components/console/no-permission";
import { ReportsPage } from "@/components/reports/reports-page";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { requireTenantViewer } from "@/lib/auth/viewer";
import { askedPeriod } from "@/lib/reports/period";
import { todayIn } from "@/lib/time";

export const metadata: Metadata = { title: "Reports" };

const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

/** Owners and Admins read the venue's reports (the API's rule); the API refuses everyone else. */
export default async function Reports({ searchParams }: PageProps<"/[tenant]/reports">) {
  const { role, tenant } = await requireTenantViewer();
  if (!TENANT_ADMIN_ROLES.includes(role)) return <NoPermission title="Reports" />;
  const query = await searchParams;
  const asked = askedPeriod(todayIn(tenant.timezone), { from: one(query.from), to: one(query.to) });
  return <ReportsPage key={`${asked.draft.from} ${asked.draft.to}`} asked={asked} />;
}
