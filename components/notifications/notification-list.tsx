"use client";

import { AlertTriangle, CheckCircle2, Info, XCircle } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/client/api";
import { withReason } from "@/lib/client/failure";
import {
  FETCH_FAILED,
  LOAD_MORE,
  MARK_ALL_FAILED,
  MARK_ALL_READ,
  MARK_READ,
  MARK_READ_FAILED,
  NO_NOTIFICATIONS,
  NOTIFICATIONS_TITLE,
} from "@/lib/notifications/messages";
import type { NotificationView } from "@/lib/notifications/notifications";
import { formatDateTime, type Clock } from "@/lib/time";
import { cn } from "@/lib/ui/cn";
import { relativeTime } from "@/lib/ui/relative-time";

import { useMarkRead, useNotificationList } from "./use-notifications";

const LEVELS = {
  Success: { icon: CheckCircle2, tone: "text-emerald-600" },
  Warning: { icon: AlertTriangle, tone: "text-amber-500" },
  Error: { icon: XCircle, tone: "text-red-600" },
  Info: { icon: Info, tone: "text-sky-600" },
} as const;

/** The popover's body: header with 'Mark all as read', the list, load more, empty and error. */
export function NotificationList({
  open,
  unread,
  clock,
}: {
  open: boolean;
  unread: number;
  clock?: Clock;
}) {
  const list = useNotificationList(open);
  const mark = useMarkRead();
  const items = list.data?.pages.flatMap((p) => p.results) ?? [];
  const markOne = (id: number) =>
    mark.mutate(id, {
      onError: (e) => toast.error(withReason(MARK_READ_FAILED, e)),
    });
  const markAll = () =>
    mark.mutate(null, {
      onError: (e) => toast.error(withReason(MARK_ALL_FAILED, e)),
    });

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <h2 className="text-sm font-semibold text-slate-900">{NOTIFICATIONS_TITLE}</h2>
        <button
          type="button"
          onClick={markAll}
          disabled={unread === 0 || mark.isPending}
          className="rounded text-xs font-medium text-brand-700 hover:underline disabled:cursor-default disabled:text-slate-400 disabled:no-underline"
        >
          {MARK_ALL_READ}
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending ? (
          <div role="status" className="flex justify-center p-6">
            <Spinner className="size-5 text-brand-600" />
            <span className="sr-only">Loading notifications…</span>
          </div>
        ) : list.isError ? (
          <div role="alert" className="space-y-3 p-6 text-center text-sm text-red-700">
            <p className="font-medium">{FETCH_FAILED}</p>
            <p className="text-xs">{errorMessage(list.error)}</p>
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
              Retry
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-500">{NO_NOTIFICATIONS}</p>
        ) : (
          <ul aria-label={NOTIFICATIONS_TITLE} className="divide-y divide-slate-100">
            {items.map((n) => (
              <NotificationItem
                key={n.id}
                n={n}
                onRead={markOne}
                busy={mark.isPending}
                clock={clock}
              />
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <div className="border-t border-slate-100 p-2">
            <Button
              variant="ghost"
              size="sm"
              className="w-full"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? "Loading…" : LOAD_MORE}
            </Button>
          </div>
        ) : null}
      </div>
    </>
  );
}

function NotificationItem({
  n,
  onRead,
  busy,
  clock,
}: {
  n: NotificationView;
  clock?: Clock;
  onRead: (id: number) => void;
  busy: boolean;
}) {
  const { icon: Icon, tone } = LEVELS[n.level];
  return (
    <li
      data-testid="notification"
      data-read={n.is_read}
      className={cn("flex gap-3 px-4 py-3", n.is_read ? "bg-white" : "bg-brand-50/60")}
    >
      <Icon className={cn("mt-0.5 size-5 shrink-0", tone)} aria-hidden />
      <div className="min-w-0 flex-1">
        <p className={cn("text-sm break-words text-slate-800", !n.is_read && "font-medium")}>
          <span className="sr-only">
            {n.level}
            {n.is_read ? "" : ", unread"}:{" "}
          </span>
          {n.message}
        </p>
        <p className="mt-0.5 text-xs text-slate-500">
          <time
            dateTime={n.created_at}
            title={
              clock ? formatDateTime(n.created_at, clock) : new Date(n.created_at).toLocaleString()
            }
          >
            {relativeTime(n.created_at)}
          </time>
        </p>
      </div>
      {n.is_read ? null : (
        <button
          type="button"
          onClick={() => onRead(n.id)}
          disabled={busy}
          className="h-fit shrink-0 rounded px-1.5 py-0.5 text-xs font-medium text-brand-700 hover:bg-brand-100"
        >
          {MARK_READ}
        </button>
      )}
    </li>
  );
}
