"use client";

import { useEffect } from "react";

import { cn } from "@/lib/ui/cn";

import type { Banner } from "./use-event-moves";

/** 'Saving...', then the outcome of a move or delete, cleared after 5 s (spec §4 status banner). */
export function MoveBanner({ banner, onDone }: { banner: Banner; onDone: () => void }) {
  useEffect(() => {
    if (!banner || banner.kind === "saving") return;
    const timer = setTimeout(onDone, 5000);
    return () => clearTimeout(timer);
  }, [banner, onDone]);
  if (!banner) return null;
  return (
    <p
      role="status"
      className={cn(
        "rounded-lg px-3 py-2 text-sm ring-1",
        banner.kind === "saving" && "bg-slate-50 text-slate-700 ring-slate-200",
        banner.kind === "success" && "bg-green-50 text-green-800 ring-green-200",
        banner.kind === "failed" && "bg-red-50 text-red-800 ring-red-200",
      )}
    >
      {banner.text}
    </p>
  );
}
