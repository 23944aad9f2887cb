"use client";

import type { CalendarRef } from "@fullcalendar/react";
import { useEffect, useRef, type RefObject } from "react";

import { useLiveChanges } from "@/components/console/live-events";
import { coalesce, touches } from "@/lib/client/live";
import { wroteLately } from "@/lib/client/own-writes";

/**
 * Keeps the calendar true while it is open: a change that touches the visible range (and the
 * chosen hall) refetches it, a burst of them once; this tab's own saves have refetched already and
 * are not fetched twice. During a drag or resize the refetch waits for the pointer to let go, so
 * nothing moves under it; a drop that the server refuses because the time was just taken
 * refetches too (use-event-moves.ts), and shows the other booking.
 */
export function useLiveRefetch(
  calendar: RefObject<CalendarRef | null>,
  hallFilter: string,
  moving: RefObject<boolean>,
) {
  const waiting = useRef(false);
  /** the bookings whose changes wait for the refetch, or "all" after a reset */
  const due = useRef<Set<number> | "all">(new Set());
  const refetch = useRef<ReturnType<typeof coalesce> | null>(null);
  useEffect(() => {
    const coalesced = coalesce(() => {
      if (moving.current) return void (waiting.current = true);
      const changed = due.current;
      due.current = new Set();
      // Asked when it runs, not when the change came: the stream may bring a change before the
      // answer to the save that made it.
      if (changed !== "all" && [...changed].every((id) => wroteLately(id))) return;
      calendar.current?.getApi().refetchEvents();
    });
    refetch.current = coalesced;
    return () => coalesced.cancel();
  }, [calendar, moving]);

  useLiveChanges((change) => {
    const view = calendar.current?.getApi().view;
    if (!view) return;
    const hall = hallFilter ? Number(hallFilter) : null;
    if (!touches(change, view.activeStart, view.activeEnd, hall)) return;
    if (change.kind === "reset") due.current = "all";
    else if (due.current !== "all") due.current.add(change.event.booking);
    refetch.current?.();
  });

  return {
    moveEnded() {
      if (!waiting.current) return;
      waiting.current = false;
      refetch.current?.();
    },
  };
}
