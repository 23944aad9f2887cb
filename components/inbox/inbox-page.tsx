"use client";

import { ArrowLeft, CalendarDays, Reply } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";

import { useClock } from "@/components/console/tenant-context";
import { Button } from "@/components/ui/button";
import { PageHeading } from "@/components/ui/page-heading";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { errorMessage } from "@/lib/client/api";
import { formatDateTime } from "@/lib/time";
import { cn } from "@/lib/ui/cn";

import { useInbox, useMarkMessageRead, type InboxMessage } from "./use-inbox";

/**
 * /inbox: the messages visitors sent through the venue's site, newest first, beside the one that
 * is open (`?message=id`; on a phone, one or the other). Opening a message marks it read for the
 * venue. Every time is in the venue's zone.
 */
export function InboxPage() {
  const inbox = useInbox();
  const router = useRouter();
  const pathname = usePathname();
  const openId = Number(useSearchParams().get("message")) || null;
  const open = (id: number | null) =>
    router.push(id ? `${pathname}?message=${id}` : pathname, { scroll: false });
  const messages = inbox.data ?? [];
  const current = openId ? messages.find((m) => m.id === openId) : undefined;
  const markRead = useMarkMessageRead();
  const { mutate, isPending } = markRead;
  const unreadOpen = current && current.read_at === null ? current.id : null;
  useEffect(() => {
    if (unreadOpen !== null && !isPending) mutate(unreadOpen);
  }, [unreadOpen, isPending, mutate]);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeading
        title="Inbox"
        description="Messages visitors sent through your site's contact form. Each is also emailed to the venue's Owners and Admins."
      />
      {inbox.isPending ? (
        <LoadingState message="Loading messages…" />
      ) : inbox.isError ? (
        <ErrorState
          title="The messages could not be loaded."
          message={errorMessage(inbox.error)}
          onRetry={() => void inbox.refetch()}
        />
      ) : messages.length === 0 ? (
        <EmptyState
          title="No messages yet"
          message="When a visitor writes through your site's contact form, the message appears here."
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <MessageList
            messages={messages}
            openId={openId}
            onOpen={open}
            className={cn(openId !== null && "hidden md:block")}
          />
          <div className={cn(openId === null && "hidden md:block")}>
            {current ? (
              <MessageView message={current} onBack={() => open(null)} />
            ) : openId !== null ? (
              <EmptyState
                title="Message not found"
                message="It may belong to another venue, or the link is mistyped."
                action={
                  <Button variant="secondary" size="sm" onClick={() => open(null)}>
                    Back to the Inbox
                  </Button>
                }
              />
            ) : (
              <p className="hidden rounded-xl border-2 border-dashed border-slate-200 px-6 py-14 text-center text-sm text-slate-500 md:block">
                Choose a message to read it.
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function MessageList({
  messages,
  openId,
  onOpen,
  className,
}: {
  messages: InboxMessage[];
  openId: number | null;
  onOpen: (id: number) => void;
  className?: string;
}) {
  const clock = useClock();
  return (
    <ul
      aria-label="Messages"
      className={cn(
        "divide-y divide-slate-100 self-start overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200",
        className,
      )}
    >
      {messages.map((m) => {
        const unread = m.read_at === null;
        return (
          <li key={m.id} data-testid="inbox-message" data-read={!unread}>
            <button
              type="button"
              onClick={() => onOpen(m.id)}
              aria-current={m.id === openId ? "true" : undefined}
              className={cn(
                "block w-full px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
                m.id === openId && "bg-brand-50 hover:bg-brand-50",
              )}
            >
              <span className="flex items-baseline justify-between gap-3">
                <span
                  className={cn(
                    "flex min-w-0 items-center gap-2 truncate text-sm text-slate-900",
                    unread ? "font-semibold" : "font-medium",
                  )}
                >
                  {unread ? (
                    <span className="size-2 shrink-0 rounded-full bg-brand-600" aria-hidden />
                  ) : null}
                  <span className="truncate">{m.name}</span>
                  {unread ? <span className="sr-only">, unread</span> : null}
                </span>
                <time dateTime={m.created_at} className="shrink-0 text-xs text-slate-500">
                  {formatDateTime(m.created_at, clock, { dateStyle: "medium" })}
                </time>
              </span>
              <span className="mt-0.5 block truncate text-sm text-slate-600">
                {m.subject || m.message}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function MessageView({ message: m, onBack }: { message: InboxMessage; onBack: () => void }) {
  const clock = useClock();
  const subject = m.subject || "(no subject)";
  const reply = `mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent(
    `Re: ${m.subject || "your message"}`,
  )}`;
  return (
    <article
      aria-labelledby="inbox-subject"
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <button
        type="button"
        onClick={onBack}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline md:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden />
        All messages
      </button>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="inbox-subject" className="text-lg font-semibold break-words text-slate-900">
            {subject}
          </h2>
          <p className="mt-1 text-sm break-all text-slate-600">
            {m.name} &lt;{m.email}&gt;
          </p>
          <p className="mt-0.5 text-xs text-slate-500">
            <time dateTime={m.created_at} data-testid="inbox-time">
              {formatDateTime(m.created_at, clock)}
            </time>
          </p>
        </div>
        <Button asChild size="sm">
          <a href={reply}>
            <Reply className="size-4" aria-hidden />
            Reply
          </a>
        </Button>
      </div>
      {m.booking_id ? (
        // A customer's message from their booking's page: the booking is a click away.
        <Link
          href={`/calendar?booking=${m.booking_id}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <CalendarDays className="size-4" aria-hidden />
          Open the booking
        </Link>
      ) : null}
      <p className="text-sm break-words whitespace-pre-line text-slate-800">{m.message}</p>
    </article>
  );
}
