import type { Metadata } from "next";

import { NoPermission } from "@/components/console/no-permission";
import { InboxPage } from "@/components/inbox/inbox-page";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { requireTenantViewer } from "@/lib/auth/viewer";

export const metadata: Metadata = { title: "Inbox" };

/** Owners and Admins read the site's messages (the API's rule); the API refuses everyone else. */
export default async function Inbox() {
  const { role } = await requireTenantViewer();
  if (!TENANT_ADMIN_ROLES.includes(role)) return <NoPermission title="Inbox" />;
  return <InboxPage />;
}
