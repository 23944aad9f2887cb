"use client";

import { useEffect } from "react";

import { StatusBadge } from "@/components/bookings/status-badge";
import { useClock } from "@/components/console/tenant-context";
import { Button } from "@/components/ui/button";
import type { ScheduleEvent } from "@/lib/client/bookings";
import { formatDateTime } from "@/lib/time";

import { SHARED_HALL } from "./event-booking";

export type Hover = {
  event: ScheduleEvent;
  rect: DOMRect;
  el: HTMLElement;
  /** a booking of a hall that shares the shown hall's space (taken time) */
  shared?: boolean;
  leaving?: boolean;
};

const WIDTH = 272;
const GAP = 8;
const HEIGHT = 150; // about the card's height, to keep it on screen

/**
 * Where the card goes: beside the event, never over or under it, so the pointer can always reach
 * the event, the day below it and the next entry of a '+ more' list. Above or below only when
 * neither side has room (a day view on a narrow screen).
 */
function placement(rect: DOMRect): React.CSSProperties {
  const top = Math.max(GAP, Math.min(rect.top, window.innerHeight - HEIGHT - GAP));
  if (rect.right + GAP + WIDTH <= window.innerWidth - GAP) return { top, left: rect.right + GAP };
  if (rect.left - GAP - WIDTH >= GAP) return { top, left: rect.left - GAP - WIDTH };
  const left = Math.max(GAP, Math.min(rect.left, window.innerWidth - WIDTH - GAP));
  return rect.top > HEIGHT + GAP
    ? { left, bottom: window.innerHeight - rect.top + GAP }
    : { left, top: rect.bottom + GAP };
}

/** The popup beside a calendar event: title, hall, time range, status and 'View Details'. */
export function EventHoverCard({
  hover,
  onKeep,
  onLeave,
  onView,
}: {
  hover: Hover;
  onKeep: () => void;
  onLeave: () => void;
  onView: () => void;
}) {
  const clock = useClock();
  useEffect(() => {
    if (!hover.leaving) return;
    const timer = setTimeout(onLeave, 250);
    return () => clearTimeout(timer);
  }, [hover.leaving, onLeave]);

  const { event, rect } = hover;
  return (
    <div
      role="tooltip"
      onMouseEnter={onKeep}
      onMouseLeave={onLeave}
      className="fixed z-30 rounded-xl bg-white p-3 text-sm shadow-xl ring-1 ring-slate-900/10"
      style={{ width: WIDTH, ...placement(rect) }}
    >
      <p className="font-semibold text-slate-900">{event.event_name}</p>
      <p className="mt-1 text-slate-600">
        {hover.shared ? SHARED_HALL(event.hall_name) : event.hall_name}
      </p>
      <p className="text-slate-600">
        {formatDateTime(event.start, clock)} –{" "}
        {formatDateTime(event.end, clock, { timeStyle: "short" })}
      </p>
      <div className="mt-2 flex items-center justify-between">
        <StatusBadge status={event.status} />
        <Button size="sm" variant="secondary" onClick={onView}>
          View Details
        </Button>
      </div>
    </div>
  );
}
