import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { TicketDetail } from "@/components/support/ticket-detail";
import { ErrorState } from "@/components/ui/states";
import { requireTenantViewer } from "@/lib/auth/viewer";
import { loadForConsole } from "@/lib/jobs/console-load";
import { TICKET_FETCH_FAILED } from "@/lib/support/messages";
import { listReplies } from "@/lib/support/replies";
import { serializeTicket } from "@/lib/support/serialize";
import { findTicketOrThrow, mayReply, supportViewer } from "@/lib/support/tickets";

export const metadata: Metadata = { title: "Support ticket" };

/** A ticket of the venue; another venue's, or none, is a 404. */
export default async function SupportTicket({
  params,
}: PageProps<"/[tenant]/support/tickets/[id]">) {
  const principal = await requireTenantViewer();
  const viewer = supportViewer(principal);
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  const loaded = await loadForConsole("ticket", async () => {
    const ticket = await findTicketOrThrow({ viewer, id });
    return { ticket, replies: await listReplies({ viewer, ticketId: id }) };
  });
  if (loaded.problem === "not-found") notFound();
  if (!loaded.data) return <ErrorState message={TICKET_FETCH_FAILED} />;
  const { ticket, replies } = loaded.data;
  return (
    <TicketDetail
      ticket={serializeTicket(ticket)}
      replies={replies}
      backHref="/support"
      canReply={mayReply(viewer, ticket)}
      canRate
    />
  );
}
