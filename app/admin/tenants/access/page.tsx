import type { Metadata } from "next";

import { AccessPage } from "@/components/impersonation/access-page";
import { providerViewer } from "@/lib/auth/viewer";
import { publicSite } from "@/lib/tenants/origins";

export const metadata: Metadata = { title: "Tenant Access" };

/** /admin/tenants/access (spec §2.2): impersonation requests (the admin layout guards it). */
export default async function TenantAccess() {
  if (!(await providerViewer())) return null;
  // An approved request links to the venue's own sign-in, on its host.
  return <AccessPage site={publicSite()} />;
}
