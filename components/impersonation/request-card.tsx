import { Clock, RefreshCw } from "lucide-react";

import { Badge } from "@/components/ui/form-controls";
import { IconButton, TooltipProvider } from "@/components/ui/icon-button";
import { PageHeading } from "@/components/ui/page-heading";
import type { ImpersonationStatus } from "@/lib/impersonation/schemas";
import type { ImpersonationRequestView } from "@/lib/impersonation/serialize";
import { badgeText, expiryText } from "@/lib/impersonation/times";
import { cn } from "@/lib/ui/cn";

const BADGE: Record<ImpersonationStatus, string> = {
  PENDING: "bg-amber-50 text-amber-800 ring-amber-200",
  APPROVED: "bg-emerald-50 text-emerald-700 ring-emerald-200",
  EXPIRED: "bg-slate-100 text-slate-600 ring-slate-200",
};

/** The request's status (REVOKED for an approval the venue ended early, styled as expired). */
export function StatusBadge({ request }: { request: ImpersonationRequestView }) {
  return <Badge className={BADGE[request.status]}>{badgeText(request)}</Badge>;
}

/** One request: who asked, for which venue and role, until when, its status, and its actions. */
export function RequestCard({
  request: r,
  actions,
}: {
  request: ImpersonationRequestView;
  actions?: React.ReactNode;
}) {
  return (
    <li
      className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-request={r.id}
    >
      <div className="min-w-0 space-y-1">
        <p className="truncate font-medium text-slate-900">{r.requester_email}</p>
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-800">{r.tenant_name}</span>
          <span aria-hidden> · </span>
          {r.role}
        </p>
        <p className="flex items-center gap-1 text-xs text-slate-500">
          <Clock className="size-3.5" aria-hidden /> {expiryText(r)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge request={r} />
        {actions}
      </div>
    </li>
  );
}

/** An impersonation page: its title and intro, then its sections, with tooltips for their icons. */
export function RequestsPage({
  title,
  intro,
  className,
  children,
}: {
  title: string;
  intro: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <TooltipProvider>
      <div className={cn("space-y-6", className)}>
        <PageHeading title={title} description={intro} />
        {children}
      </div>
    </TooltipProvider>
  );
}

/** A titled card of requests with a refresh action; `empty` when there are none. */
export function RequestSection({
  title,
  requests,
  loading,
  error,
  onRefresh,
  empty,
  renderActions,
  className,
}: {
  title: string;
  requests: ImpersonationRequestView[] | null;
  loading: boolean;
  error: string | null;
  onRefresh: () => void;
  empty: string;
  renderActions?: (r: ImpersonationRequestView) => React.ReactNode;
  className?: string;
}) {
  const headingId = `${title.replace(/\W+/g, "-").toLowerCase()}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-xl bg-white shadow-sm ring-1 ring-slate-200", className)}
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id={headingId} className="font-semibold text-slate-900">
          {title}
        </h2>
        <IconButton
          icon={RefreshCw}
          label={`Refresh ${title}`}
          onClick={onRefresh}
          disabled={loading}
          className={loading ? "[&_svg]:animate-spin" : undefined}
        />
      </div>
      {error ? (
        <p role="alert" className="px-4 py-4 text-sm text-red-700">
          {error}
        </p>
      ) : requests && requests.length ? (
        <ul className="divide-y divide-slate-100" aria-busy={loading}>
          {requests.map((r) => (
            <RequestCard key={r.id} request={r} actions={renderActions?.(r)} />
          ))}
        </ul>
      ) : (
        <p className="px-4 py-6 text-center text-sm text-slate-500">
          {requests ? empty : "Loading…"}
        </p>
      )}
    </section>
  );
}
