// The one way the calendar reads a booking off a FullCalendar event, and puts one on.
import type { EventApi, EventInput } from "@fullcalendar/react";

import type { ScheduleEvent } from "@/lib/client/bookings";

/** The booking an event was made from (its extendedProps hold it as the API sent it). */
export function bookingOf(event: Pick<EventApi, "extendedProps">): ScheduleEvent {
  const booking: ScheduleEvent = event.extendedProps.booking;
  return booking;
}

/** A schedule event as FullCalendar draws it; null for one without valid times (spec §5). */
export function toEventInput(e: ScheduleEvent): EventInput | null {
  if (Number.isNaN(Date.parse(e.start)) || Number.isNaN(Date.parse(e.end))) return null;
  return {
    id: String(e.id),
    title: e.event_name,
    start: e.start,
    end: e.end,
    color: e.color,
    extendedProps: { booking: e },
  };
}

/** The focusable element FullCalendar drew for a booking (its role is button), if on screen. */
export function eventElement(bookingId: number): HTMLElement | null {
  const face = document.querySelector(`[data-event-id="${bookingId}"]`);
  return face?.closest<HTMLElement>('[role="button"]') ?? null;
}
