"use client";

import Link from "next/link";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/form-controls";
import { ResponsiveList } from "@/components/ui/responsive-list";
import { EmptyState } from "@/components/ui/states";
import { NO_TICKETS, ticketUpdated } from "@/lib/support/messages";
import type { TicketStatus } from "@/lib/support/schemas";
import type { TicketDto } from "@/lib/support/serialize";

import { PriorityBadge, StatusBadge } from "./badges";
import { useTicketStatus } from "./use-ticket-status";

const RANK = { high: 0, medium: 1, low: 2 } as const;
type Sort = "none" | "priority" | "tenant";
const sorters: Record<Sort, ((a: TicketDto, b: TicketDto) => number) | null> = {
  none: null,
  priority: (a, b) => RANK[a.priority] - RANK[b.priority],
  tenant: (a, b) => a.tenant.localeCompare(b.tenant),
};
const ACTIONS: { status: TicketStatus; label: string }[] = [
  { status: "open", label: "Open" },
  { status: "in_progress", label: "In-Progress" },
  { status: "closed", label: "Close" },
];

/**
 * The ticket table (spec §2.3): Subject, Priority, Status, Actions (View, Open, In-Progress,
 * Close); sorted by None or Priority, and in the provider's console by tenant code too.
 */
export function TicketsTable({
  tickets,
  ticketHref,
  withTenant = false,
}: {
  tickets: TicketDto[];
  ticketHref: (id: number) => string;
  withTenant?: boolean;
}) {
  const [sort, setSort] = useState<Sort>("none");
  const { setStatus, busy } = useTicketStatus((t) => ticketUpdated(t.id, t.status));
  const compare = sorters[sort];
  const rows = compare ? [...tickets].sort(compare) : tickets;

  const actions = (t: TicketDto) => (
    <div className="flex flex-wrap items-center gap-1 md:justify-end">
      <Button asChild size="sm" variant="secondary">
        <Link href={ticketHref(t.id)} aria-label={`View ticket #${t.id}`}>
          View
        </Link>
      </Button>
      {ACTIONS.map((a) => (
        <Button
          key={a.status}
          size="sm"
          variant="ghost"
          disabled={t.status === a.status || busy === t.id}
          onClick={() => setStatus(t.id, a.status)}
          aria-label={`${a.label} ticket #${t.id}`}
        >
          {a.label}
        </Button>
      ))}
    </div>
  );

  return (
    <div className="space-y-4">
      <SelectField
        label="Sort by"
        value={sort}
        onChange={(e) => setSort(e.target.value as Sort)}
        className="w-full sm:w-56"
      >
        <option value="none">None</option>
        <option value="priority">Priority</option>
        {withTenant ? <option value="tenant">Tenant code</option> : null}
      </SelectField>
      {!rows.length ? (
        <EmptyState title={NO_TICKETS} />
      ) : (
        <ResponsiveList
          label="Tickets"
          items={rows}
          columns={[...(withTenant ? ["Tenant"] : []), "Subject", "Priority", "Status"]}
          card={(t) => (
            <>
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{t.subject}</p>
                <p className="text-xs text-slate-500">
                  #{t.id}
                  {withTenant ? ` · ${t.tenant}` : ""}
                </p>
                <div className="mt-2">
                  <PriorityBadge priority={t.priority} />
                </div>
              </div>
              <StatusBadge status={t.status} />
            </>
          )}
          cells={(t) => (
            <>
              {withTenant ? (
                <td className="px-4 py-3 font-mono text-xs text-slate-700">{t.tenant}</td>
              ) : null}
              <td className="px-4 py-3">
                <p className="font-medium text-slate-900">{t.subject}</p>
                <p className="text-xs text-slate-500">#{t.id}</p>
              </td>
              <td className="px-4 py-3">
                <PriorityBadge priority={t.priority} />
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={t.status} />
              </td>
            </>
          )}
          actions={actions}
        />
      )}
    </div>
  );
}
