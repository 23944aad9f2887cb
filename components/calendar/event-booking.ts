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

/**
 * A booking of another hall that shares this one's space, on this hall's calendar: time it cannot
 * have, drawn hatched, named by that hall, not to be moved from here (decision 082).
 */
export function taken(event: EventInput, e: ScheduleEvent): EventInput {
  return {
    ...event,
    title: `${e.hall_name}: ${e.event_name}`,
    color: "#94a3b8",
    className: "hb-shared",
    editable: false,
    extendedProps: { ...event.extendedProps, shared: true },
  };
}

/** Whether an event is another hall's booking drawn as taken time (taken()). */
export const isShared = (event: Pick<EventApi, "extendedProps">) => !!event.extendedProps.shared;

/** What a taken event's hall line says: the hall whose booking takes the space. */
export const SHARED_HALL = (hall: string) => `${hall} (shares this space)`;

/** A hall's setup and cleanup minutes, kept free around each of its events. */
export type Buffers = { setup: number; cleanup: number };

/** Whether an event is a booking's setup or cleanup band, not a booking. */
export const isBufferBand = (event: Pick<EventApi, "display">) => event.display === "background";

/**
 * The lighter bands of the hall's setup and cleanup time around a live booking, as background
 * events: the week and day views draw them; the month view has no room for them.
 */
export function bufferBands(e: ScheduleEvent, buffers: Buffers | undefined): EventInput[] {
  if (!buffers || e.status === "cancelled") return [];
  const start = Date.parse(e.start);
  const end = Date.parse(e.end);
  if (Number.isNaN(start) || Number.isNaN(end)) return [];
  const band = (kind: "setup" | "cleanup", from: number, to: number): EventInput => ({
    id: `${kind}-${e.id}`,
    start: new Date(from),
    end: new Date(to),
    display: "background",
    className: "hb-buffer",
    // drawn at the theme's background-event opacity: a light slate band
    color: "#64748b",
    extendedProps: { buffer: kind },
  });
  return [
    ...(buffers.setup ? [band("setup", start - buffers.setup * 60_000, start)] : []),
    ...(buffers.cleanup ? [band("cleanup", end, end + buffers.cleanup * 60_000)] : []),
  ];
}

/** The focusable element FullCalendar drew for a booking (its role is button), if on screen. */
export function eventElement(bookingId: number): HTMLElement | null {
  const face = document.querySelector(`[data-event-id="${bookingId}"]`);
  return face?.closest<HTMLElement>('[role="button"]') ?? null;
}
