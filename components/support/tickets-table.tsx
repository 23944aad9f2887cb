"use client";

import Link from "next/link";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/form-controls";
import { EmptyState } from "@/components/ui/states";
import { HeaderRow, TableCard } from "@/components/ui/table";
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
        <>
          <ul className="space-y-3 md:hidden">
            {rows.map((t) => (
              <li key={t.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">{t.subject}</p>
                    <p className="text-xs text-slate-500">
                      #{t.id}
                      {withTenant ? ` · ${t.tenant}` : ""}
                    </p>
                  </div>
                  <StatusBadge status={t.status} />
                </div>
                <div className="mt-2">
                  <PriorityBadge priority={t.priority} />
                </div>
                <div className="mt-3 border-t border-slate-100 pt-3">{actions(t)}</div>
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <TableCard>
              <HeaderRow
                columns={[
                  ...(withTenant ? ["Tenant"] : []),
                  "Subject",
                  "Priority",
                  "Status",
                  { label: "Actions", className: "text-right" },
                ]}
              />
              <tbody className="divide-y divide-slate-100">
                {rows.map((t) => (
                  <tr key={t.id}>
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
                    <td className="px-4 py-3">{actions(t)}</td>
                  </tr>
                ))}
              </tbody>
            </TableCard>
          </div>
        </>
      )}
    </div>
  );
}
