import { Paperclip } from "lucide-react";

import { LocalDateTime } from "@/components/admin/jobs/applied-date";
import { NO_REPLIES } from "@/lib/support/messages";
import type { ReplyDto } from "@/lib/support/serialize";
import { cn } from "@/lib/ui/cn";

/** A ticket's replies, oldest first; the provider's staff replies set apart. */
export function Conversation({ replies }: { replies: ReplyDto[] }) {
  return (
    <section aria-labelledby="conversation-title" className="space-y-3">
      <h2 id="conversation-title" className="text-lg font-semibold text-slate-900">
        Conversation
      </h2>
      {!replies.length ? (
        <p className="text-sm text-slate-600">{NO_REPLIES}</p>
      ) : (
        <ol className="space-y-3">
          {replies.map((r) => (
            <li
              key={r.id}
              className={cn(
                "rounded-xl p-4 ring-1",
                r.is_staff
                  ? "bg-brand-50 ring-brand-200 sm:ml-8"
                  : "bg-white ring-slate-200 sm:mr-8",
              )}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                <p className="font-medium text-slate-900">
                  {r.author}
                  {r.is_staff ? (
                    <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-medium text-white">
                      Staff
                    </span>
                  ) : null}
                </p>
                <span className="text-xs text-slate-500">
                  <LocalDateTime value={r.created_at} />
                </span>
              </div>
              <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">
                {r.message}
              </p>
              {r.attachments.length ? (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {r.attachments.map((a) => (
                    <li key={a.id}>
                      <a
                        href={a.file}
                        target="_blank"
                        rel="noopener"
                        className="inline-flex items-center gap-1 rounded-md bg-white px-2 py-1 text-xs text-brand-700 ring-1 ring-slate-200 hover:underline"
                      >
                        <Paperclip className="size-3.5" aria-hidden />
                        {a.name}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
