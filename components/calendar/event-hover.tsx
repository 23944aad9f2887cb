"use client";

import { useEffect } from "react";

import { StatusBadge } from "@/components/bookings/status-badge";
import { useTenant } from "@/components/console/tenant-context";
import { Button } from "@/components/ui/button";
import type { ScheduleEvent } from "@/lib/client/bookings";
import { formatDateTime } from "@/lib/time";

export type Hover = { event: ScheduleEvent; rect: DOMRect; leaving?: boolean };

/** The popup over a calendar event: title, hall, time range, status and 'View Details'. */
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
  const { timezone } = useTenant();
  useEffect(() => {
    if (!hover.leaving) return;
    const timer = setTimeout(onLeave, 250);
    return () => clearTimeout(timer);
  }, [hover.leaving, onLeave]);

  const { event, rect } = hover;
  const width = 272;
  const left = Math.max(8, Math.min(rect.left, window.innerWidth - width - 8));
  const below = rect.bottom + 180 < window.innerHeight;
  return (
    <div
      role="tooltip"
      onMouseEnter={onKeep}
      onMouseLeave={onLeave}
      className="fixed z-30 rounded-xl bg-white p-3 text-sm shadow-xl ring-1 ring-slate-900/10"
      style={{
        width,
        left,
        ...(below ? { top: rect.bottom + 6 } : { bottom: window.innerHeight - rect.top + 6 }),
      }}
    >
      <p className="font-semibold text-slate-900">{event.title}</p>
      <p className="mt-1 text-slate-600">{event.hall_name}</p>
      <p className="text-slate-600">
        {formatDateTime(event.start, timezone)} –{" "}
        {formatDateTime(event.end, timezone, { timeStyle: "short" })}
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
