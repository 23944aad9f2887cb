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
  const refetch = useRef<ReturnType<typeof coalesce> | null>(null);
  useEffect(() => {
    const coalesced = coalesce(() => {
      if (moving.current) waiting.current = true;
      else calendar.current?.getApi().refetchEvents();
    });
    refetch.current = coalesced;
    return () => coalesced.cancel();
  }, [calendar, moving]);

  useLiveChanges((change) => {
    const view = calendar.current?.getApi().view;
    if (!view) return;
    // This tab's own save refetched already (use-event-moves.ts, the booking form).
    if (change.kind === "booking" && wroteLately(change.event.booking)) return;
    const hall = hallFilter ? Number(hallFilter) : null;
    if (touches(change, view.activeStart, view.activeEnd, hall)) refetch.current?.();
  });

  return {
    moveEnded() {
      if (!waiting.current) return;
      waiting.current = false;
      refetch.current?.();
    },
  };
}
