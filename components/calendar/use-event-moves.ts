"use client";

import type { AllowFunc, EventDropInfo, EventResizeDoneInfo } from "@fullcalendar/react";
import { useRef, useState } from "react";

import { toast } from "@/components/ui/toast";
import { BUFFER_CLASH, sharedSpaceClash } from "@/lib/bookings/schemas";
import { ApiError, BOOKING_GONE, errorMessage } from "@/lib/client/api";
import { call } from "@/lib/client/call";
import { formatDateTime, type Clock } from "@/lib/time";

import { bookingOf } from "./event-booking";

export type Banner = { kind: "saving" | "success" | "failed"; text: string } | null;
/** `hall`: the other hall's name, when the booking in the way is of a hall sharing the space */
const ONLY_THIS_MOVED = " Only this date of the series moved.";
type Clash = { start: number; end: number; title: string; hall: string | null } | null;

/**
 * Moving and resizing bookings on the calendar: a position that overlaps a live booking of the
 * same hall, or of a hall that shares its space, is not offered; a drop is saved (only the times
 * change) or put back with the server's reason; a booking gone or taken meanwhile makes the
 * calendar refetch.
 */
export function useEventMoves({
  clock,
  clashWith,
  refetch,
}: {
  clock: Clock;
  clashWith: (hall: number, start: number, end: number, except: number) => Clash;
  /** refetches every screen of bookings; resolves once they are loaded */
  refetch: () => Promise<unknown>;
}) {
  const [banner, setBanner] = useState<Banner>(null);
  /** why the last position was refused, reported when the pointer lets go */
  const refused = useRef<string | null>(null);

  const allow: AllowFunc = (span, moving) => {
    if (!moving) return true;
    const mine = bookingOf(moving);
    if (mine.status === "cancelled") return true;
    const [start, end] = [span.start.getTime(), span.end.getTime()];
    const clash = clashWith(mine.hall, start, end, mine.id);
    const when = clash
      ? `${formatDateTime(new Date(clash.start), clock)} – ` +
        `${formatDateTime(new Date(clash.end), clock, { timeStyle: "short" })} (${clash.title})`
      : "";
    // Clear of the other event itself, the position is inside the setup and cleanup time between.
    refused.current = !clash
      ? null
      : clash.hall !== null
        ? sharedSpaceClash(clash.hall, when)
        : clash.start < end && clash.end > start
          ? `This hall is already booked ${when}.`
          : `${BUFFER_CLASH} It is booked ${when}.`;
    return !clash;
  };

  /** After a drag or resize ends; a refused position has already been put back. */
  const stopped = () => {
    setTimeout(() => {
      if (refused.current) toast.error(`Error updating booking: ${refused.current}`);
      refused.current = null;
    }, 0);
  };

  async function save(info: EventDropInfo | EventResizeDoneInfo) {
    refused.current = null;
    const { start, end } = info.event;
    if (!info.event.id || !start || !end) {
      info.revert();
      toast.error("Cannot update event. No booking ID found.");
      return;
    }
    const mine = bookingOf(info.event);
    setBanner({ kind: "saving", text: "Saving..." });
    try {
      // Only the times change; everything else about the booking stays as it is.
      await call.patch("/api/tenant/bookings/{id}/", {
        params: { id: mine.id },
        body: { hall: mine.hall, start_time: start.toISOString(), end_time: end.toISOString() },
      });
      // A date of a series moves on its own (decision 083): the others stay where they are.
      const done = `Booking updated successfully!${mine.series_id !== null ? ONLY_THIS_MOVED : ""}`;
      toast.success(done);
      setBanner({ kind: "success", text: done });
      await refetch();
    } catch (error) {
      // A booking deleted meanwhile leaves the calendar; the query may have loaded its absence
      // during the drag already, and a put-back drop would bring it back.
      if (error instanceof ApiError && error.status === 404) info.event.remove();
      else info.revert();
      const message = errorMessage(error, { gone: BOOKING_GONE });
      toast.error(`Error updating booking: ${message}`);
      setBanner({ kind: "failed", text: `failed: ${message}` });
      // Deleted or taken by someone else meanwhile: show the calendar as it now is.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409))
        await refetch();
    }
  }

  return { allow, stopped, save, banner, setBanner };
}
