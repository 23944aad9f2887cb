"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { toast } from "@/components/ui/toast";
import { call } from "@/lib/client/call";
import { withReason } from "@/lib/client/failure";
import { TICKET_STATUS_FAILED } from "@/lib/support/messages";
import type { TicketStatus } from "@/lib/support/schemas";
import type { TicketDto } from "@/lib/support/serialize";

/** Sets a ticket's status through the API, says so in a toast, and reloads the page's data. */
export function useTicketStatus(success: (ticket: TicketDto) => string) {
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);
  async function setStatus(id: number, status: TicketStatus) {
    setBusy(id);
    try {
      const ticket = await call.patch("/api/support/tickets/{id}/", {
        params: { id },
        body: { status },
      });
      toast.success(success(ticket));
      router.refresh();
    } catch (error) {
      toast.error(withReason(TICKET_STATUS_FAILED, error));
    } finally {
      setBusy(null);
    }
  }
  return { setStatus, busy };
}
