import type { Metadata } from "next";

import { NoPermission } from "@/components/console/no-permission";
import { SettingsPage } from "@/components/settings/settings-page";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { requireTenantViewer } from "@/lib/auth/viewer";

export const metadata: Metadata = { title: "Settings" };

/** Owners and Admins change the venue's settings; the API refuses everyone else too. */
export default async function Settings() {
  const { role } = await requireTenantViewer();
  if (!TENANT_ADMIN_ROLES.includes(role)) return <NoPermission title="Settings" />;
  return <SettingsPage />;
}
