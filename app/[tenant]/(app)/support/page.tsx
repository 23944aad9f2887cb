import type { Metadata } from "next";

import { SupportPortal } from "@/components/support/support-portal";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { requireTenantViewer } from "@/lib/auth/viewer";
import { listContactSubmissions } from "@/lib/contact/submissions";
import { loadForConsole } from "@/lib/jobs/console-load";
import { SUPPORT_PORTAL_TITLE } from "@/lib/support/messages";
import { listTickets, supportViewer } from "@/lib/support/tickets";

export const metadata: Metadata = { title: SUPPORT_PORTAL_TITLE };

/** /support: every member files and follows tickets; Owners and Admins read the site's mail. */
export default async function Support() {
  const principal = await requireTenantViewer();
  const tickets = await loadForConsole("tickets", () =>
    listTickets({ viewer: supportViewer(principal) }),
  );
  const admin = TENANT_ADMIN_ROLES.includes(principal.role);
  const contacts = admin
    ? await loadForConsole("contact submissions", () =>
        listContactSubmissions({ tenantId: principal.tenant.id }),
      )
    : null;
  return (
    <SupportPortal tickets={tickets.data} contacts={contacts ? (contacts.data ?? []) : null} />
  );
}
