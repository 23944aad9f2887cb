import type { ScheduleEvent } from "@/lib/bookings/schedules";
import type { BookingDto } from "@/lib/bookings/serialize";

export type Booking = BookingDto;
export type { ScheduleEvent };

/** What the booking form starts from: a booking to edit, or the period of a new one. */
export type BookingDraft =
  { booking: Booking } | { start: string; end: string; hallId?: number | null };
