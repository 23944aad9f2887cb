import { AlertTriangle, Inbox } from "lucide-react";

import { Button } from "./button";
import { Spinner } from "./field";

export function LoadingState({ message }: { message: string }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center justify-center gap-3 rounded-xl bg-white px-6 py-16 text-slate-600 ring-1 ring-slate-200"
    >
      <Spinner className="size-6 text-brand-600" />
      <p className="text-sm">{message}</p>
    </div>
  );
}

export function ErrorState({
  title,
  message,
  onRetry,
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center justify-center gap-3 rounded-xl bg-red-50 px-6 py-12 text-center ring-1 ring-red-200"
    >
      <AlertTriangle className="size-8 text-red-500" aria-hidden />
      {title ? <p className="font-semibold text-red-800">{title}</p> : null}
      <p className="max-w-lg text-sm text-red-700">{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyState({
  title,
  message,
  action,
}: {
  title: string;
  message?: string;
  action?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-200 bg-white px-6 py-14 text-center">
      <Inbox className="size-8 text-slate-400" aria-hidden />
      <p className="font-semibold text-slate-800">{title}</p>
      {message ? <p className="max-w-md text-sm text-slate-600">{message}</p> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
