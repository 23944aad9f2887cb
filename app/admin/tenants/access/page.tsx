import type { Metadata } from "next";
import { headers } from "next/headers";

import { AccessPage } from "@/components/impersonation/access-page";
import { providerViewer } from "@/lib/auth/viewer";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Tenant Access" };

/** /admin/tenants/access (spec §2.2): impersonation requests (the admin layout guards it). */
export default async function TenantAccess() {
  if (!(await providerViewer())) return null;
  const { APP_HOST, HTTPS } = env();
  // An approved request links to the venue's own sign-in, on its host.
  const currentHost = (await headers()).get("host") ?? APP_HOST;
  return (
    <AccessPage site={{ appHost: APP_HOST, currentHost, protocol: HTTPS ? "https" : "http" }} />
  );
}
