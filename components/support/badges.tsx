import { Badge } from "@/components/ui/form-controls";
import type { TicketPriority, TicketStatus } from "@/lib/support/schemas";

export const STATUS_LABELS: Record<TicketStatus, string> = {
  open: "Open",
  in_progress: "In Progress",
  pending_customer_action: "Pending Customer Action",
  closed: "Closed",
};

const STATUS_STYLES: Record<TicketStatus, string> = {
  open: "bg-sky-50 text-sky-800 ring-sky-200",
  in_progress: "bg-amber-50 text-amber-800 ring-amber-200",
  pending_customer_action: "bg-violet-50 text-violet-800 ring-violet-200",
  closed: "bg-slate-100 text-slate-600 ring-slate-300",
};

const PRIORITY_STYLES: Record<TicketPriority, string> = {
  high: "bg-red-50 text-red-700 ring-red-200",
  medium: "bg-amber-50 text-amber-800 ring-amber-200",
  low: "bg-slate-50 text-slate-700 ring-slate-200",
};

export function StatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge className={`shrink-0 whitespace-nowrap ${STATUS_STYLES[status]}`}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return <Badge className={PRIORITY_STYLES[priority]}>{priority}</Badge>;
}
