import type { Metadata } from "next";

import { systemViewer } from "@/components/admin/system-only";
import { TenantsPage } from "@/components/admin/tenants/tenants-page";
import { ErrorState } from "@/components/ui/states";
import { loadForConsole } from "@/lib/jobs/console-load";
import { listTenants } from "@/lib/tenants/admin";
import { TENANTS_LOAD_FAILED } from "@/lib/tenants/messages";
import { publicSite } from "@/lib/tenants/origins";

export const metadata: Metadata = { title: "Tenants" };

/** /admin/tenants (spec §2.2): system users only; other provider staff are told so (spec §6). */
export default async function AdminTenants() {
  const { principal, refusal } = await systemViewer();
  if (!principal) return refusal;
  const tenants = await loadForConsole("tenants", listTenants);
  return tenants.data ? (
    <TenantsPage tenants={tenants.data} site={publicSite()} />
  ) : (
    <ErrorState message={TENANTS_LOAD_FAILED} />
  );
}
