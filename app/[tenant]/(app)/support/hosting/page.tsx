import type { Metadata } from "next";

import { HostingPage } from "@/components/impersonation/hosting-page";
import { requireTenantViewer } from "@/lib/auth/viewer";
import { NO_PERMISSION } from "@/lib/impersonation/messages";
import { isTenantApprover } from "@/lib/impersonation/requests";

export const metadata: Metadata = { title: "Hosting Support" };

/** Owners and Admins approve or deny the provider's access requests; the API refuses others too. */
export default async function HostingSupport() {
  const principal = await requireTenantViewer();
  if (!isTenantApprover(principal))
    return (
      <div className="mx-auto max-w-2xl rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <h1 className="text-xl font-semibold text-slate-900">Hosting Support</h1>
        <p className="mt-2 text-slate-600">{NO_PERMISSION}</p>
      </div>
    );
  return <HostingPage />;
}
