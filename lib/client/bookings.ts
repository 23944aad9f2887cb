import type { BookingPage } from "@/lib/bookings/bookings";
import type { ScheduleEvent } from "@/lib/bookings/schedules";
import type { BookingDto } from "@/lib/bookings/serialize";

import { call } from "./call";

export type Booking = BookingDto;
export type { ScheduleEvent };

/** What the booking form starts from: a booking to edit, or the period of a new one. */
export type BookingDraft =
  { booking: Booking } | { start: string; end: string; hallId?: number | null };

/**
 * One page of the venue's bookings (`query` names the page): with `page`, GET bookings/ answers
 * the envelope `{ count, page, page_size, results }`; without it, the spec's plain list.
 */
export async function bookingsPage(query: string, signal?: AbortSignal): Promise<BookingPage> {
  const reply = await call.get("/api/tenant/bookings/", {
    query: new URLSearchParams(query),
    signal,
  });
  if (Array.isArray(reply)) throw new Error("bookings/: a page was asked for, a list came back");
  return reply;
}
