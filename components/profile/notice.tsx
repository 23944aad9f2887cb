"use client";

import { CheckCircle2, XCircle } from "lucide-react";
import { useCallback, useEffect, useState } from "react";

import { cn } from "@/lib/ui/cn";

/** How long a profile notice stays (spec §4, §9: 3 s; toasts stay 5 s). */
export const NOTICE_MS = 3000;

export type Notice = { kind: "success" | "error"; message: string };

/** One notice at a time, dismissed after 3 s; a new one restarts the clock. */
export function useNotice() {
  const [notice, setNotice] = useState<(Notice & { at: number }) | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const show = useCallback((n: Notice) => setNotice({ ...n, at: Date.now() }), []);
  return { notice, show };
}

/**
 * The profile's notice line. The live region stays in the page, empty between notices, so that
 * screen readers announce each one; it takes no room when empty.
 */
export function NoticeBar({ notice, className }: { notice: Notice | null; className?: string }) {
  const Icon = notice?.kind === "error" ? XCircle : CheckCircle2;
  return (
    <div aria-live="polite" role="status" aria-label="Profile notice">
      {notice ? (
        <p
          className={cn(
            "flex items-center gap-2 rounded-lg px-4 py-3 text-sm font-medium ring-1",
            className,
            notice.kind === "success"
              ? "bg-emerald-50 text-emerald-800 ring-emerald-200"
              : "bg-red-50 text-red-700 ring-red-200",
          )}
        >
          <Icon className="size-4 shrink-0" aria-hidden />
          {notice.message}
        </p>
      ) : null}
    </div>
  );
}
