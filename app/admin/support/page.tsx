import type { Metadata } from "next";

import { AdminSupport } from "@/components/support/admin-support";
import { providerViewer } from "@/lib/auth/viewer";
import { loadForConsole } from "@/lib/jobs/console-load";
import { listProviderContactMessages } from "@/lib/support/contact";
import { listFeedback } from "@/lib/support/feedback";
import { listTickets, supportViewer } from "@/lib/support/tickets";

export const metadata: Metadata = { title: "Support" };

/** /admin/support (spec §2.2): tickets of every venue, feedback, the site's contact messages. */
export default async function AdminSupportPage({ searchParams }: PageProps<"/admin/support">) {
  const principal = await providerViewer();
  if (!principal) return null;
  const [tickets, feedback, contacts] = await Promise.all([
    loadForConsole("tickets", () => listTickets({ viewer: supportViewer(principal) })),
    loadForConsole("feedback", () => listFeedback()),
    loadForConsole("contact messages", () => listProviderContactMessages()),
  ]);
  const { tab } = await searchParams;
  return (
    <AdminSupport
      tickets={tickets.data}
      feedback={feedback.data}
      contacts={contacts.data}
      initialTab={typeof tab === "string" ? tab : undefined}
    />
  );
}
