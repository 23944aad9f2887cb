import { LocalDateTime } from "@/components/admin/jobs/applied-date";
import { EmptyState } from "@/components/ui/states";
import type { ContactSubmissionDto } from "@/lib/contact/submissions";
import { NO_CONTACT_FORMS } from "@/lib/support/messages";
import { formatDateTime, type Clock } from "@/lib/time";

/**
 * Contact submissions as cards (they are mostly text): who, when, what; `action` per message.
 * Times on the venue's `clock`; without one (the provider's console), in the reader's own.
 */
export function ContactList({
  items,
  action,
  clock,
}: {
  items: ContactSubmissionDto[];
  action?: (item: ContactSubmissionDto) => React.ReactNode;
  clock?: Clock;
}) {
  if (!items.length) return <EmptyState title={NO_CONTACT_FORMS} />;
  return (
    <ul className="space-y-3">
      {items.map((c) => (
        <li key={c.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{c.name}</p>
              <a
                href={`mailto:${c.email}`}
                className="text-sm break-all text-brand-700 hover:underline"
              >
                {c.email}
              </a>
            </div>
            <div className="flex items-center gap-3 text-xs text-slate-500">
              {clock ? (
                <time dateTime={c.created_at}>{formatDateTime(c.created_at, clock)}</time>
              ) : (
                <LocalDateTime value={c.created_at} />
              )}
              {action?.(c)}
            </div>
          </div>
          {c.subject ? (
            <p className="mt-3 text-sm font-medium text-slate-800">{c.subject}</p>
          ) : null}
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{c.message}</p>
        </li>
      ))}
    </ul>
  );
}
