"use client";

import { cn } from "@/lib/ui/cn";

import { useLiveStatus } from "./live-events";

const SHOWN = {
  live: { label: "Live", title: "Bookings update here as they change", dot: "bg-emerald-500" },
  reconnecting: {
    label: "Reconnecting…",
    title: "The live connection was lost; reconnecting",
    dot: "animate-pulse bg-amber-500",
  },
} as const;

/** The presence of the live stream: a green dot when live, an amber one while reconnecting. */
export function LiveStatusIndicator() {
  const status = useLiveStatus();
  const shown = status === "connecting" || status === "off" ? null : SHOWN[status];
  return (
    <span
      role="status"
      data-live={status}
      title={shown?.title}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-xs font-medium",
        status === "reconnecting" ? "bg-amber-50 text-amber-800" : "text-slate-600",
        !shown && "invisible",
      )}
    >
      <span aria-hidden className={cn("size-2 rounded-full", shown?.dot)} />
      <span className={status === "live" ? "sr-only sm:not-sr-only" : undefined}>
        {shown?.label ?? "Connecting…"}
      </span>
    </span>
  );
}
