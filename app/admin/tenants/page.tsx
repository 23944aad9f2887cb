import type { Metadata } from "next";
import { headers } from "next/headers";

import { systemViewer } from "@/components/admin/system-only";
import { TenantsPage } from "@/components/admin/tenants/tenants-page";
import { ErrorState } from "@/components/ui/states";
import { env } from "@/lib/env";
import { loadForConsole } from "@/lib/jobs/console-load";
import { listTenants } from "@/lib/tenants/admin";
import { TENANTS_LOAD_FAILED } from "@/lib/tenants/messages";

export const metadata: Metadata = { title: "Tenants" };

/** /admin/tenants (spec §2.2): system users only; other provider staff are told so (spec §6). */
export default async function AdminTenants() {
  const { principal, refusal } = await systemViewer();
  if (!principal) return refusal;
  const tenants = await loadForConsole("tenants", listTenants);
  const { APP_HOST, HTTPS } = env();
  const site = {
    appHost: APP_HOST,
    currentHost: (await headers()).get("host") ?? APP_HOST,
    protocol: HTTPS ? "https" : "http",
  };
  return tenants.data ? (
    <TenantsPage tenants={tenants.data} site={site} />
  ) : (
    <ErrorState message={TENANTS_LOAD_FAILED} />
  );
}
