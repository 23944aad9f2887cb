import type { Metadata } from "next";

import { FlagsPage } from "@/components/admin/flags/flags-page";
import { systemViewer } from "@/components/admin/system-only";
import { ErrorState } from "@/components/ui/states";
import { listFlags } from "@/lib/flags/flags";
import { MANAGER_LOAD_FAILED } from "@/lib/flags/messages";
import { loadForConsole } from "@/lib/jobs/console-load";
import { listTenantChoices } from "@/lib/tenants/admin";

export const metadata: Metadata = { title: "Feature flags" };

/** /admin/settings/ffsettings (spec §2.2): the feature flags, for system users (as the API). */
export default async function FeatureFlagSettings() {
  const { principal, refusal } = await systemViewer();
  if (!principal) return refusal;
  const data = await loadForConsole("feature flags", async () => {
    const [flags, tenants] = await Promise.all([listFlags(), listTenantChoices()]);
    return { flags, tenants };
  });
  return data.data ? (
    <FlagsPage flags={data.data.flags} tenants={data.data.tenants} />
  ) : (
    <ErrorState message={MANAGER_LOAD_FAILED} />
  );
}
