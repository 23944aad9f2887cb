"use client";

import type { LiveStopped } from "@/lib/client/live";
import { cn } from "@/lib/ui/cn";

import { useLiveStatus, useShowsLive } from "./live-events";

const SHOWN = {
  live: { label: "Live", title: "Bookings update here as they change", dot: "bg-emerald-500" },
  reconnecting: {
    label: "Reconnecting…",
    title: "The live connection was lost; reconnecting",
    dot: "animate-pulse bg-amber-500",
  },
} as const;

/** Why updates stopped, after "Updates stopped: ". */
const STOPPED: Record<LiveStopped, string> = {
  disabled: "this venue is disabled.",
  "signed-out": "you are signed out.",
  "no-access": "you no longer have access to this venue.",
  refused: "the server refused them. Reload the page to try again.",
};

/**
 * The presence of the live stream, on the pages it updates (useShowsLive): a green dot when live,
 * an amber one while reconnecting, and why when the server refused it for good. Elsewhere nothing.
 */
export function LiveStatusIndicator() {
  const status = useLiveStatus();
  const shows = useShowsLive();
  if (!shows || status === "off") return null;
  if (status in STOPPED) {
    const why = STOPPED[status as LiveStopped];
    return (
      <span
        role="status"
        data-live={status}
        title={`Updates stopped: ${why}`}
        className="inline-flex items-center gap-1.5 rounded-full bg-rose-50 px-2 py-1 text-xs font-medium text-rose-800"
      >
        <span aria-hidden className="size-2 shrink-0 rounded-full bg-rose-500" />
        <span>
          Updates stopped<span className="sr-only md:not-sr-only">: {why}</span>
        </span>
      </span>
    );
  }
  const shown = status === "connecting" ? null : SHOWN[status as keyof typeof SHOWN];
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
