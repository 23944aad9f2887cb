import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { TicketDetail } from "@/components/support/ticket-detail";
import { ErrorState } from "@/components/ui/states";
import { providerViewer } from "@/lib/auth/viewer";
import { loadForConsole } from "@/lib/jobs/console-load";
import { TICKET_FETCH_FAILED } from "@/lib/support/messages";
import { listReplies } from "@/lib/support/replies";
import { getTicket, supportViewer } from "@/lib/support/tickets";

export const metadata: Metadata = { title: "Support ticket" };

/** Any venue's ticket, answered as staff. */
export default async function AdminSupportTicket({
  params,
}: PageProps<"/admin/support/tickets/[id]">) {
  const principal = await providerViewer();
  if (!principal) return null;
  const viewer = supportViewer(principal);
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  const loaded = await loadForConsole("ticket", async () => ({
    ticket: await getTicket({ viewer, id }),
    replies: await listReplies({ viewer, ticketId: id }),
  }));
  if (loaded.problem === "not-found") notFound();
  if (!loaded.data) return <ErrorState message={TICKET_FETCH_FAILED} />;
  return (
    <TicketDetail
      ticket={loaded.data.ticket}
      replies={loaded.data.replies}
      backHref="/admin/support"
      canReply
      canRate={false}
    />
  );
}
