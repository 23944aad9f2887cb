"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

import { toast } from "@/components/ui/toast";
import { ApiError, errorMessage } from "@/lib/client/api";
import type { Booking } from "@/lib/client/bookings";
import { call } from "@/lib/client/call";
import { keys } from "@/lib/client/queries";
import { wallClock } from "@/lib/time";

import { eventElement } from "./event-booking";
import type { CalendarUrl } from "./use-calendar-url";

/**
 * The booking whose details are open: the `booking` of the URL. Opening one pushes it onto the
 * history, so Back closes the details instead of leaving the calendar; a link to it (from the
 * bookings list or the dashboard) opens it on its date. Focus goes back to its event on close.
 */
export function useOpenBooking(url: CalendarUrl, timeZone: string) {
  const queryClient = useQueryClient();
  const pushed = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  const id = url.booking;
  const booking = useQuery({
    queryKey: keys.booking(id ?? 0),
    enabled: id !== null,
    retry: false,
    queryFn: ({ signal }) =>
      call.get("/api/tenant/bookings/{id}/", { params: { id: id ?? 0 }, signal }),
  });

  useEffect(() => {
    if (id === null) pushed.current = false; // closed by Back: nothing of ours left to go back over
  }, [id]);

  const failure = booking.isError ? booking.error : null;
  const { update } = url;
  useEffect(() => {
    if (!failure) return;
    // Say what failed: only a 404 means the booking is not there.
    if (failure instanceof ApiError && failure.status === 404) toast.error("Booking not found.");
    else toast.error(`Failed to load the booking. ${errorMessage(failure)}`);
    update({ booking: null }, "replace");
  }, [failure, update]);

  const shown = id !== null && booking.data?.id === id ? booking.data : null;
  // A booking opened from a link (no date in it) is shown on its own date.
  useEffect(() => {
    if (shown && !url.date)
      update({ date: wallClock(new Date(shown.start_time), timeZone).date }, "replace");
  }, [shown, url.date, update, timeZone]);

  return {
    booking: shown,
    open(b: Booking, from?: HTMLElement | null) {
      queryClient.setQueryData(keys.booking(b.id), b);
      opener.current = from ?? null;
      pushed.current = true;
      url.update({ booking: String(b.id) });
    },
    close() {
      if (pushed.current) {
        pushed.current = false;
        window.history.back();
      } else url.update({ booking: null }, "replace");
    },
    /** where focus goes when its dialogs close: the event, even if it was drawn again */
    returnFocus: () =>
      opener.current?.isConnected ? opener.current : id ? eventElement(id) : null,
  };
}
