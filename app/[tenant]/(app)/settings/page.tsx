import type { Metadata } from "next";

import { SettingsPage } from "@/components/settings/settings-page";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { requireTenantViewer } from "@/lib/auth/viewer";

export const metadata: Metadata = { title: "Settings" };

/** Owners and Admins change the venue's settings; the API refuses everyone else too. */
export default async function Settings() {
  const { role } = await requireTenantViewer();
  if (!TENANT_ADMIN_ROLES.includes(role))
    return (
      <div className="mx-auto max-w-2xl rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <h1 className="text-xl font-semibold text-slate-900">Settings</h1>
        <p className="mt-2 text-slate-600">You don&apos;t have permission to view this page.</p>
      </div>
    );
  return <SettingsPage />;
}
