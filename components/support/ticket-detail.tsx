"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";

import { LocalDateTime } from "@/components/admin/jobs/applied-date";
import { Button } from "@/components/ui/button";
import { ticketStatusUpdated, ticketTitle } from "@/lib/support/messages";
import type { TicketStatus } from "@/lib/support/schemas";
import type { ReplyDto, TicketDto } from "@/lib/support/serialize";

import { PriorityBadge, StatusBadge } from "./badges";
import { Conversation } from "./conversation";
import { RatingForm } from "./rating-form";
import { ReplyForm } from "./reply-form";
import { useTicketStatus } from "./use-ticket-status";

const STATUS_BUTTONS: { status: TicketStatus; label: string }[] = [
  { status: "open", label: "Mark Open" },
  { status: "in_progress", label: "Mark In-Progress" },
  { status: "closed", label: "Close Ticket" },
];

/**
 * 'Ticket #{id}: subject' (spec §2.3): the ticket, its status buttons (the current one hidden),
 * the conversation, the reply form for its owner, the venue's admins and staff, and the rating
 * for the venue's members.
 */
export function TicketDetail({
  ticket,
  replies,
  backHref,
  canReply,
  canRate,
}: {
  ticket: TicketDto;
  replies: ReplyDto[];
  backHref: string;
  canReply: boolean;
  canRate: boolean;
}) {
  const { setStatus, busy } = useTicketStatus((t) => ticketStatusUpdated(t.status));
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Link
        href={backHref}
        className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to tickets
      </Link>
      <section className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-xl font-bold break-words text-slate-900 sm:text-2xl">
          {ticketTitle(ticket.id, ticket.subject)}
        </h1>
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <div className="flex items-center gap-2">
            <dt className="text-slate-500">Status</dt>
            <dd>
              <StatusBadge status={ticket.status} />
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-slate-500">Priority</dt>
            <dd>
              <PriorityBadge priority={ticket.priority} />
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="shrink-0 text-slate-500">Filed by</dt>
            <dd className="text-slate-800">
              {ticket.user_name} ({ticket.tenant}), <LocalDateTime value={ticket.created_at} />
            </dd>
          </div>
        </dl>
        <p className="text-sm break-words whitespace-pre-line text-slate-800">
          {ticket.description}
        </p>
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
          {STATUS_BUTTONS.filter((b) => b.status !== ticket.status).map((b) => (
            <Button
              key={b.status}
              size="sm"
              variant={b.status === "closed" ? "danger" : "secondary"}
              disabled={busy !== null}
              onClick={() => setStatus(ticket.id, b.status)}
            >
              {b.label}
            </Button>
          ))}
        </div>
      </section>
      <Conversation replies={replies} />
      {canReply ? (
        <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <ReplyForm ticketId={ticket.id} />
        </div>
      ) : null}
      {canRate ? (
        <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <RatingForm ticketId={ticket.id} />
        </div>
      ) : null}
    </div>
  );
}
